import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultContent, versionView, withNewSpecies } from '#core/price-book-admin/test-content';
import type { StockList } from '#core/workshop/job-schemas';
import { renderScreen, staffSession, type Answers } from '#client/shared/testing/render-screen';
import { WorkshopScreen } from './workshop-screen';

const REVISION = 'a'.repeat(20);
const ashLine = { species: 'ash', roughThicknessMm: 55, lengthMm: 2400, widthMm: 150, offcutCount: 0 };

function renderWorkshop(answers: Answers) {
  return renderScreen(<WorkshopScreen />, {
    path: '/admin/workshop',
    answers: {
      'GET /api/session': staffSession(),
      // The price book in force: the seeded species and one staff added since.
      'GET /api/admin/price-book': {
        data: versionView(withNewSpecies(defaultContent(), { speciesId: 'tamboti', name: 'Tamboti' })),
      },
      'GET /api/admin/workshop/settings': {
        data: {
          kerfMm: 4,
          trimAllowanceMm: 50,
          keptOffcutMinMm: 600,
          weeklyCapacityJobs: 3,
          minFingerJointPieceMm: 600,
          fingerJointSpecies: [],
        },
      },
      ...answers,
    },
  });
}

describe('the stock list (OPS-15)', () => {
  it('an owner adds a board and saves the list over the revision it was read at', async () => {
    const rendered = renderWorkshop({
      'GET /api/admin/workshop/stock': { data: { boards: [], revision: REVISION } satisfies StockList },
      'PUT /api/admin/workshop/stock': (call) => ({ data: { ...(call.body as StockList), revision: 'b'.repeat(20) } }),
    });
    expect(await screen.findByText(/^No stock lines/)).toBeTruthy();
    await rendered.user.click(screen.getByRole('button', { name: 'Add a line' }));
    await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Species of line 1' }), 'white_oak');
    await rendered.fill(screen.getByLabelText('Rough thickness of line 1'), '51');
    await rendered.fill(screen.getByLabelText('Length of line 1'), '4200');
    await rendered.fill(screen.getByLabelText('Width of line 1'), '180');
    await rendered.user.click(screen.getByRole('button', { name: 'Save the stock list' }));
    expect(await screen.findByText('Saved: every job not yet cut is planned on it now.')).toBeTruthy();
    expect(rendered.callsTo('PUT /api/admin/workshop/stock')[0]?.body).toEqual({
      boards: [expect.objectContaining({ species: 'white_oak', roughThicknessMm: 51, lengthMm: 4200, widthMm: 180 })],
      revision: REVISION,
    });
  });

  it('offers the species of the price book in force by name, so one staff added since can be stocked', async () => {
    const rendered = renderWorkshop({
      'GET /api/admin/workshop/stock': { data: { boards: [], revision: REVISION } satisfies StockList },
      'PUT /api/admin/workshop/stock': (call) => ({ data: { ...(call.body as StockList), revision: 'b'.repeat(20) } }),
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Add a line' }));
    const menu = screen.getByRole('combobox', { name: 'Species of line 1' });
    await waitFor(() => expect(within(menu).getAllByRole('option').at(-1)?.textContent).toBe('Tamboti'));
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...defaultContent().species.map((s) => s.name), 'Tamboti']);
    await rendered.user.selectOptions(menu, 'Tamboti');
    await rendered.user.click(screen.getByRole('button', { name: 'Save the stock list' }));
    expect(await screen.findByText('Saved: every job not yet cut is planned on it now.')).toBeTruthy();
    expect(rendered.callsTo('PUT /api/admin/workshop/stock')[0]?.body).toMatchObject({
      boards: [expect.objectContaining({ species: 'tamboti' })],
    });
    // The finger-jointing choice lists it too, by name.
    expect(screen.getByRole('checkbox', { name: 'Tamboti' })).toBeTruthy();
  });

  it('a save over a list another owner changed meanwhile is refused in words, and the current list is one click away', async () => {
    let stored: StockList = { boards: [], revision: REVISION };
    const rendered = renderWorkshop({
      'GET /api/admin/workshop/stock': () => ({ data: stored }),
      'PUT /api/admin/workshop/stock': () => ({
        status: 409,
        code: 'conflict',
        message:
          'The stock list changed since you opened it: a job was cut or another owner saved. Load the current list, then make your changes again.',
      }),
    });
    await rendered.user.click(await screen.findByRole('button', { name: 'Add a line' }));
    stored = { boards: [ashLine], revision: 'c'.repeat(20) };
    await rendered.user.click(screen.getByRole('button', { name: 'Save the stock list' }));
    expect(await screen.findByText(/The stock list changed since you opened it/)).toBeTruthy();
    await rendered.user.click(screen.getByRole('button', { name: 'Load the current list' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Length of line 1').value).toBe('2400'));
    expect(screen.getAllByRole('combobox', { name: /^Species of line/ })).toHaveLength(1);
  });
});
