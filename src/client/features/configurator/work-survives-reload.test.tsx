import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  choose,
  fillNumber,
  pickWood,
  renderConfigurator,
  renderConfiguratorReady,
  withConfiguratorServer,
} from '#client/shared/testing/render-configurator';

/**
 * A surface in progress survives a reload, a crash and a closed tab reopened the same day
 * (draft-store.ts); a day later, once it is added to the quote, or after Start over (CONF-43),
 * the configurator starts fresh. A "reload" here renders the page anew on the same storage.
 */
withConfiguratorServer();

const value = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true }).value;
const reload = (path = '/configurator') => renderConfiguratorReady({ path, keepStorage: true });

async function configureKiaatLShape(user: UserEvent): Promise<void> {
  await pickWood(user, 'Kiaat', 'Edge');
  await choose(user, 'Layout', 'L-Shape');
  await fillNumber(user, 'Length', 3000);
  await fillNumber(user, 'Section 1 length', 1800);
}

function expectKiaatLShape(): void {
  expect(screen.getByText('Kiaat, edge grain')).toBeTruthy();
  expect(
    within(screen.getByRole('radiogroup', { name: 'Layout' }))
      .getByRole('radio', { name: /^L-Shape/ })
      .getAttribute('aria-checked'),
  ).toBe('true');
  expect(value('Length')).toBe('3000');
  expect(value('Section 1 length')).toBe('1800');
}

describe('work in progress', () => {
  it('a Kiaat L-shape of 3000 mm comes back after a reload; a day later it does not', async () => {
    const { user } = await renderConfiguratorReady();
    await configureKiaatLShape(user);
    await reload();
    expectKiaatLShape();

    const [, draft] = JSON.parse(window.localStorage.getItem('grainline.draft') ?? 'null') as [number, unknown];
    window.localStorage.setItem('grainline.draft', JSON.stringify([Date.now() - 25 * 3600 * 1000, draft]));
    await reload();
    expect(screen.queryByText('Kiaat, edge grain')).toBeNull();
    expect(value('Length')).not.toBe('3000');
  });

  it('a draft added to the quote is gone from step 1', async () => {
    let { user } = await renderConfiguratorReady();
    await configureKiaatLShape(user);
    await user.click(screen.getByRole('button', { name: 'Add & Get My Quote' }));
    await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });
    ({ user } = await reload());
    expect(screen.queryByText('Kiaat, edge grain')).toBeNull();
    expect(value('Length')).not.toBe('3000');
  });

  it('Start over asks first, then clears the surface in progress, the step and the quote; a reload brings back only defaults (CONF-43)', async () => {
    let { user } = await renderConfiguratorReady();
    await configureKiaatLShape(user);
    await user.click(screen.getByRole('button', { name: 'Add & Get My Quote' }));
    await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });
    await user.click(screen.getByRole('button', { name: 'Add Another Surface' }));
    await pickWood(user, 'Maple', 'Face');
    await user.click(screen.getByRole('button', { name: /^Back$/ }));
    await screen.findByRole('heading', { level: 1, name: 'Quote Summary' });

    // A stray tap asks first, and 'Keep my work' keeps it.
    await user.click(await screen.findByRole('button', { name: 'Start over' }));
    const confirm = await screen.findByRole('dialog', { name: 'Start over?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep my work' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Start over?' })).toBeNull());
    expect(screen.getByText('Kiaat, edge grain')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Start over?' })).getByRole('button', {
        name: 'Yes, start over',
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Configure Your Surface' });

    ({ user } = await reload());
    expect(window.location.search).not.toContain('step=2');
    // CONF-09's countertop defaults, no wood chosen.
    expect([value('Length'), value('Width')]).toEqual(['1200', '600']);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Layout' }))
        .getByRole('radio', { name: /^Single Wall/ })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(screen.queryByText(/^(Kiaat|Maple), (edge|face) grain$/)).toBeNull();
    // CONF-04: with no quote to go back to there is no Back at all (never a disabled one).
    expect(screen.queryByRole('button', { name: /^Back$/ })).toBeNull();
    expect(window.localStorage.getItem('grainline.savedSurfaces')).toBe('[]');

    // The quote is empty, and says so as QUOTE-02 words it.
    await renderConfigurator({ path: '/configurator?step=2', keepStorage: true });
    await screen.findByText('No surfaces configured', { exact: true });
    expect(screen.getByRole('button', { name: 'Back to Configuration' })).toBeTruthy();
  });
});
