import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceBookVersionSummary, PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { DEFAULT_SPECIES_FIGURES } from '#core/advice/species-figures';
import { defaultContent } from '#core/price-book-admin/test-content';
import { renderScreen, staffSession, type Answers } from '#client/shared/testing/render-screen';
import { PriceBookScreen } from './price-book-screen';

const VERSION = 4;

/**
 * The current version as the server seeds it: the default book, each species with the core's published figures
 * (CONF-41).
 */
const current = (overrides: Partial<PriceBookVersionView> = {}): PriceBookVersionView => ({
  ...defaultContent(),
  species: defaultContent().species.map((species) => ({
    ...species,
    figures: DEFAULT_SPECIES_FIGURES[species.speciesId],
  })),
  version: VERSION,
  createdAt: '2026-03-02T08:00:00.000Z',
  createdBy: 'Owner Person',
  reason: null,
  restoredFrom: null,
  ...overrides,
});

const summary = (version: number): PriceBookVersionSummary => ({
  version,
  createdAt: '2026-03-01T08:00:00.000Z',
  createdBy: 'Owner Person',
  reason: null,
  restoredFrom: null,
  changes: [{ field: 'book.insuranceBasisPoints', label: 'Insurance', unit: 'basis_points', before: 200, after: 310 }],
});

function renderPriceBook(answers: Answers = {}) {
  return renderScreen(<PriceBookScreen />, {
    path: '/admin/prices',
    answers: {
      'GET /api/session': staffSession(),
      'GET /api/admin/price-book': { data: current() },
      'GET /api/admin/price-book/versions': { data: [summary(VERSION), summary(VERSION - 1)] },
      'GET /api/admin/wood-photos': { data: [] },
      ...answers,
    },
  });
}

/** One change event, as a field's whole new value: the screen re-renders its two hundred fields once, not per key. */
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });
const saveBar = () => screen.getByRole('region', { name: 'Unsaved changes' });
const saveArea = () => within(screen.getByRole('region', { name: 'Preview: your changes' }));
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

// The whole price book is one screen of some two hundred fields, each typed character re-rendering
// the draft's preview: in a DOM implementation on a shared 2-core machine a test takes several seconds.
describe('the price book editor (PRICE-32 to PRICE-34)', { timeout: 20_000 }, () => {
  it('a figure that cannot be saved keeps Save off, says why at the field and in the preview, and leads to the field', async () => {
    const rendered = renderPriceBook();
    const rate = await screen.findByLabelText('Kiaat face rate per m³');
    expect(saveArea().getByText(/^No changes yet/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).toBeNull();
    change(rate, '19x');
    expect(await saveArea().findByText(/^1 field needs fixing before you can save/)).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(description(rate)).toContain('Rate: enter an amount in rand, such as 1250.00');
    expect(within(saveBar()).getByText('1 field to fix')).toBeTruthy();
    expect(
      within(saveBar())
        .getByRole('button', { name: `Save as version ${VERSION + 1}` })
        .hasAttribute('disabled'),
    ).toBe(true);
    await rendered.user.click(saveArea().getByRole('button', { name: 'Kiaat face rate per m³' }));
    expect(document.activeElement).toBe(rate);
  });

  it('PRICE-33: a save based on a version someone else has since replaced is refused in the save bar, and the draft stays', async () => {
    const message = `The price book was changed by Other Owner at 2026/03/02 10:00 (version ${VERSION + 1}) since you opened it. Reload to see that change, then make yours again.`;
    const rendered = renderPriceBook({ 'POST /api/admin/price-book': { status: 409, code: 'conflict', message } });
    const bracket = await screen.findByLabelText<HTMLInputElement>('Bracket (each) (R)');
    const changed = String(Number(bracket.value) + 2);
    change(bracket, changed);
    await rendered.user.click(within(saveBar()).getByRole('button', { name: `Save as version ${VERSION + 1}` }));
    expect((await within(saveBar()).findByRole('alert')).textContent).toContain(message);
    expect(bracket.value).toBe(changed);
    expect(rendered.callsTo('POST /api/admin/price-book')[0]?.body).toMatchObject({ version: VERSION });
  });

  it('restoring a version asks first: Cancel changes nothing and gives the focus back, Yes restores it', async () => {
    const rendered = renderPriceBook({
      [`POST /api/admin/price-book/versions/${VERSION - 1}/restore`]: {
        data: current({ version: VERSION + 1, restoredFrom: VERSION - 1 }),
      },
    });
    const history = within(await screen.findByRole('region', { name: 'History' }));
    const restore = await history.findByRole('button', { name: `Restore version ${VERSION - 1}` });
    await rendered.user.click(restore);
    const confirm = within(history.getByRole('group', { name: `Restore version ${VERSION - 1}` }));
    expect(history.getByRole('group', { name: `Restore version ${VERSION - 1}` }).textContent).toContain(
      `saved as version ${VERSION + 1} and new quotes use them at once`,
    );
    expect(document.activeElement).toBe(confirm.getByRole('button', { name: 'Cancel' }));
    await rendered.user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(history.queryByRole('group', { name: `Restore version ${VERSION - 1}` })).toBeNull();
    expect(document.activeElement).toBe(history.getByRole('button', { name: `Restore version ${VERSION - 1}` }));
    expect(rendered.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await rendered.user.click(history.getByRole('button', { name: `Restore version ${VERSION - 1}` }));
    await rendered.user.click(history.getByRole('button', { name: `Yes, restore version ${VERSION - 1}` }));
    expect(await screen.findByText(`Version ${VERSION - 1} restored`)).toBeTruthy();
    expect(rendered.callsTo(`POST /api/admin/price-book/versions/${VERSION - 1}/restore`)[0]?.body).toEqual({
      version: VERSION,
    });
  });

  it('CONF-41: an advice figure shows its published source, and one without a source cannot be saved', async () => {
    const rendered = renderPriceBook();
    const walnut = within(await screen.findByRole('group', { name: 'Walnut' }));
    const stiffness = walnut.getByLabelText<HTMLInputElement>('Walnut Modulus of elasticity (MPa)');
    const source = walnut.getByLabelText<HTMLInputElement>('Walnut Modulus of elasticity: source');
    expect(stiffness.value).toBe('11600');
    expect(source.value).toMatch(/Wood Handbook/);
    expect(
      within(screen.getByRole('group', { name: 'Pine' })).getByLabelText<HTMLInputElement>(
        'Pine Modulus of elasticity (MPa)',
      ).value,
    ).toBe('');
    change(source, '');
    expect(await saveArea().findByText(/^1 field needs fixing before you can save/)).toBeTruthy();
    expect(source.getAttribute('aria-invalid')).toBe('true');
    expect(description(source)).toContain(
      'Give the published source of the modulus of elasticity, or leave the figure empty for "no published figure"',
    );
    await rendered.user.click(saveArea().getByRole('button', { name: 'Walnut: modulus of elasticity, source' }));
    expect(document.activeElement).toBe(source);
  });
});
