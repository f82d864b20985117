import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { grainSampleSurface } from '#core/surface/surface-defaults';
import {
  pickWood,
  renderConfiguratorReady,
  withConfiguratorServer,
  woodName,
} from '#client/shared/testing/render-configurator';

/** The grain dialog a wood card opens, in the configurator, with the real server's catalogue. */
const server = withConfiguratorServer();

const dialogClosed = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());

/** The species list as the server sends it, changed on its way to the page. */
function answerWoodSpecies(change: (records: unknown[]) => unknown): void {
  server.intercept(/^\/api\/pricing\/wood-species$/, async ({ pass }) => {
    const body = (await (await pass()).json()) as { data: unknown[] };
    return Response.json({ success: true, data: change(body.data) });
  });
}

describe('the grain dialog', () => {
  it('prices its sample as the server does, and a second click on the same card within 300 ms selects it (CONF-26)', async () => {
    const { user } = await renderConfiguratorReady();
    await user.click(screen.getByRole('button', { name: woodName('Kiaat') }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kiaat Wood' }));
    const face = await dialog.findByTestId('grain-card-face');
    const price = await server.lineTotal(
      grainSampleSurface({ surfaceType: 'countertop', woodSpecies: 'kiaat', grainStyle: 'face' }),
    );
    expect(within(face).getByText(`1200 × 600 × 32 mm: ${price}`)).toBeTruthy();
    expect(within(face).getByText(/^\d{4}\/\d{2}\/\d{2} – \d{4}\/\d{2}\/\d{2}$/)).toBeTruthy();

    // One click highlights; a click on another card starts a new pair, so the next two clicks
    // on Edge Grain are the pair however soon they follow the first one (CONF-26).
    const edge = dialog.getByTestId('grain-card-edge');
    await user.click(within(edge).getByRole('heading', { name: 'Edge Grain' }));
    expect(edge.getAttribute('data-highlighted')).toBe('true');
    await user.click(within(face).getByRole('heading', { name: 'Face Grain' }));
    expect(face.getAttribute('data-highlighted')).toBe('true');
    expect(edge.getAttribute('data-highlighted')).not.toBe('true');
    await user.dblClick(within(edge).getByRole('heading', { name: 'Edge Grain' }));
    await dialogClosed('Kiaat Wood');
    expect(screen.getByText('Kiaat, edge grain')).toBeTruthy();

    // Escape closes without choosing.
    await user.click(screen.getByRole('button', { name: woodName('Ash') }));
    await screen.findByRole('dialog', { name: 'Ash Wood' });
    await user.keyboard('{Escape}');
    await dialogClosed('Ash Wood');
    expect(screen.getByText('Kiaat, edge grain')).toBeTruthy();
  });

  it('offers a floating shelf no end grain', async () => {
    const { user } = await renderConfiguratorReady();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Surface Type' })).getByRole('radio', { name: /^Floating Shelf/ }),
    );
    await user.click(screen.getByRole('button', { name: woodName('Pine') }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pine Wood' }));
    await dialog.findByRole('button', { name: 'Select Face Grain' });
    expect(dialog.queryByRole('button', { name: 'Select End Grain' })).toBeNull();
  });

  it('species data that is not a list leaves the grain list empty with a message; the page keeps working (CONF-27)', async () => {
    answerWoodSpecies(() => 'garbage');
    const { user } = await renderConfiguratorReady();
    await user.click(screen.getByRole('button', { name: woodName('Pine') }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pine Wood' }));
    expect((await dialog.findByRole('alert')).textContent).toMatch(/The grain options could not be loaded just now/);
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await dialogClosed('Pine Wood');
    // The price summary still answers: priced, it asks for a wood before showing a price.
    expect(screen.getByText('Choose a wood species to see your price.')).toBeTruthy();
  });

  it('a null or malformed species record is skipped and every other wood can still be chosen (CONF-27)', async () => {
    answerWoodSpecies((records) => [null, { speciesId: 'pine', grainStyle: 'face' }, 42, ...records]);
    const { user } = await renderConfiguratorReady();
    await pickWood(user, 'Pine', 'Face');
    await user.click(screen.getByRole('button', { name: 'Add & Get My Quote' }));
    await screen.findByTestId('saved-line-total');
  });

  it('says so when a species has no grain records, and other woods keep theirs', async () => {
    answerWoodSpecies((records) => records.filter((record) => (record as { speciesId: string }).speciesId !== 'pine'));
    const { user } = await renderConfiguratorReady();
    await user.click(screen.getByRole('button', { name: woodName('Pine') }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pine Wood' }));
    await dialog.findByText('No grain orientations available for this wood species.');
    expect(dialog.queryByRole('button', { name: /^Select .* Grain$/ })).toBeNull();
    await user.keyboard('{Escape}');
    await dialogClosed('Pine Wood');
    await pickWood(user, 'Kiaat', 'Face');
  });
});
