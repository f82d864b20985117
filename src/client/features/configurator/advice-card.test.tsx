import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  choose,
  fillNumber,
  pickWood,
  renderConfiguratorReady,
  withConfiguratorServer,
} from '#client/shared/testing/render-configurator';

/**
 * CONF-39 to CONF-41 as a customer meets it, beside the price: the sag of a kiaat desk and how
 * much it moves, changing with the thickness, the span and the region, and never the price.
 * Kiaat, 1,500 mm between supports, 1.0 kPa: 2 × 5 × 0.001 × 1500⁴ / (32 × 8410 × h³) is 5.74 mm
 * at 32 mm and 2.21 mm at 44 mm; at 44 mm over 1,000 mm, 0.44 mm.
 */
withConfiguratorServer();

async function openKiaatDesk() {
  const rendered = await renderConfiguratorReady();
  await choose(rendered.user, 'Surface Type', 'Desk Top');
  await pickWood(rendered.user, 'Kiaat', 'Face');
  await fillNumber(rendered.user, 'Length', 1500);
  await fillNumber(rendered.user, 'Width', 700);
  await choose(rendered.user, 'Thickness', '32 mm');
  // Beside the price: in the column that holds the line total.
  const card = within(screen.getByRole('complementary', { name: 'Your surface' })).getByTestId('advice-card');
  const toggle = within(card).getByRole('button', { name: 'Will it sag, will it move?' });
  if (toggle.getAttribute('aria-expanded') === 'false') await rendered.user.click(toggle);
  return { ...rendered, card };
}

const sagReads = (scope: HTMLElement, text: string) =>
  waitFor(() => expect(within(scope).getByTestId('advice-sag').textContent).toContain(text));

describe('the advice beside the price (CONF-39, CONF-41)', () => {
  it('changes with the thickness, the distance between supports and the wood, and never changes the price', async () => {
    const { user, card } = await openKiaatDesk();
    await sagReads(card, 'About 5.7 mm under a full desk load: visible');
    expect(within(card).getByTestId('advice-sag').textContent).toContain('choose 44 mm');
    expect(within(card).getByTestId('advice-movement').textContent).toContain(
      'No published figure for how much Kiaat moves',
    );

    await choose(user, 'Thickness', '44 mm');
    await sagReads(card, 'About 2.2 mm under a full desk load: not visible');
    const price = screen.getByTestId('line-total').textContent;
    await fillNumber(user, 'Distance between supports', 1000);
    await sagReads(card, 'About 0.4 mm under a full desk load: not visible');
    // Advice only: the span and the region never change the price.
    await user.selectOptions(within(card).getByLabelText('Your region'), 'highveld_dry_interior');
    expect(screen.getByTestId('line-total').textContent).toBe(price);

    // A wood with published coefficients: the movement in the chosen region.
    await pickWood(user, 'Maple', 'Face');
    await user.selectOptions(within(card).getByLabelText('Your region'), 'cape_temperate');
    // 700 mm wide × 0.00353 × (10 − 6) = 9.9 mm.
    await waitFor(() =>
      expect(within(card).getByTestId('advice-movement').textContent).toContain('Expect about 9.9 mm across 700 mm'),
    );
    // Maple, 44 mm over 1,000 mm: 2 × 5 × 0.001 × 1000⁴ / (32 × 12600 × 44³) = 0.29 mm.
    await sagReads(card, 'About 0.3 mm under a full desk load: not visible');

    // The span and region chosen travel with the quote (ADR 023).
    await user.click(screen.getByRole('button', { name: 'Add & Get My Quote' }));
    const summaryAdvice = await screen.findByTestId('surface-advice');
    await user.click(within(summaryAdvice).getByText('Will it sag, will it move?'));
    await sagReads(summaryAdvice, 'About 0.3 mm under a full desk load: not visible');
  });

  it('a span given for one kind of surface does not follow the customer to another', async () => {
    const { user, card } = await openKiaatDesk();
    await fillNumber(user, 'Distance between supports', 1000);
    await sagReads(card, 'About 1.1 mm under a full desk load');
    await choose(user, 'Surface Type', 'Floating Shelf');
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Span between brackets').value).toBe(''));
  });
});
