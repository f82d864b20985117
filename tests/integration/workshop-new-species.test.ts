import { beforeAll, expect, it } from 'vitest';
import { withNewSpecies } from '#core/price-book-admin/test-content';
import type { BuyingListView, JobDetail, JobList, StockList } from '#core/workshop/job-schemas';
import { weekOf } from '#core/workshop/job-view';
import { makeStaff, signInStaff } from './helpers/accounts';
import { pdfText } from './helpers/pdf-text';
import { currentPriceBook } from './helpers/price-book-edits';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * A species staff add to the price book after install (PRICE-32) is one the workshop can stock,
 * filter the board by and plan from stock (OPS-13, OPS-15): the board's species filter and the
 * stock list's menu read the species from GET /api/admin/price-book, as the staff price book does.
 */
describeEachDatabase('workshop: a species added to the price book', (ctx) => {
  let staff: Record<string, string> = {};
  let owner: Record<string, string> = {};
  beforeAll(async () => {
    staff = {
      cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'staff', name: 'Sipho Staff' })),
    };
    owner = {
      cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'owner', name: 'Olga Owner' })),
    };
  });
  const get = async <T>(url: string) =>
    (await ctx().app.inject({ method: 'GET', url, headers: staff })).json<{ data: T }>().data;

  it('is in the data of the species filter and the stock menu, can be stocked, and its job is filtered and planned on its stock', async () => {
    const before = await currentPriceBook(ctx().app, owner);
    const added = withNewSpecies(before, { speciesId: 'tamboti', name: 'Tamboti' });
    const saved = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/price-book',
      headers: owner,
      payload: { ...added, version: before.version, reason: 'Tamboti from a new supplier' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // What the menus list, as staff read it.
    expect((await currentPriceBook(ctx().app, staff)).species).toContainEqual(
      expect.objectContaining({ speciesId: 'tamboti', name: 'Tamboti' }),
    );

    const board = { species: 'tamboti', roughThicknessMm: 51, lengthMm: 4200, widthMm: 180, offcutCount: 0 };
    const { revision } = await get<StockList>('/api/admin/workshop/stock');
    const stocked = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/workshop/stock',
      headers: owner,
      payload: { boards: [board], revision },
    });
    expect(stocked.statusCode, stocked.body).toBe(200);
    expect((await get<StockList>('/api/admin/workshop/stock')).boards).toEqual([board]);

    const top = {
      surfaceType: 'countertop',
      countertopLayout: 'single_wall',
      woodSpecies: 'tamboti_face',
      grainStyle: 'face',
    };
    const request = makeQuoteRequest({ surfaces: [{ ...top, lengthMm: 3600, widthMm: 600, thicknessMm: 44 }] });
    const quote = (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: request })).json<{
      data: { quoteNumber: string; token: string };
    }>().data;
    expect(quote.token).toBeTruthy();
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });

    const filtered = (await get<JobList>('/api/admin/jobs?species=tamboti')).jobs;
    expect(filtered.map((job) => job.quoteNumber)).toEqual([quote.quoteNumber]);
    const job = filtered[0];
    const detail = await get<JobDetail>(`/api/admin/jobs/${job.id}`);
    expect(detail.parts[0]).toMatchObject({ woodSpecies: 'tamboti_face', woodName: 'Tamboti - Face Grain' });
    // Planned on the stocked board, not on the merchants' fallback lengths.
    const boards = detail.boardPlan.boards.filter((each) => each.source === 'new');
    expect(boards.length).toBeGreaterThan(0);
    expect(boards.every((each) => each.species === 'tamboti' && each.lengthMm === 4200 && each.widthMm === 180)).toBe(
      true,
    );
    const sheet = await ctx().app.inject({ method: 'GET', url: `/api/admin/jobs/${job.id}/sheet.pdf`, headers: staff });
    expect(pdfText(sheet.rawPayload)).toContain('Tamboti, 51 mm rough, boards 180 mm wide');
    const buying = await get<BuyingListView>(`/api/admin/workshop/buying-list?week=${weekOf(job.promisedDate).start}`);
    expect(buying.lines).toContainEqual(
      expect.objectContaining({ species: 'tamboti', lengthMm: 4200, widthMm: 180, roughThicknessMm: 51 }),
    );
  });
});
