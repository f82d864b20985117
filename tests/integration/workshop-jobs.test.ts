import { beforeAll, expect, it } from 'vitest';
import type { InboxPage } from '#core/back-office/quotes-inbox';
import type { BuyingListView, JobDetail, JobList, PartnerJobList, StockList } from '#core/workshop/job-schemas';
import { weekOf } from '#core/workshop/job-view';
import { buildApp } from '#server/app';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { payQuoteInvoices } from './helpers/pay-invoices';
import { pdfText } from './helpers/pdf-text';
import { ACCEPT_BILLING, G_SHAPE, G_SHAPE_PARTS, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';
import { FALLBACK_BOARD } from '#core/workshop/stock-list';

interface CreatedQuote {
  quoteNumber: string;
  token: string;
}

describeEachDatabase('workshop jobs: from an accepted quote to the board plan', (ctx) => {
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
  const get = async <T>(url: string) => {
    const response = await ctx().app.inject({ method: 'GET', url, headers: staff });
    return { status: response.statusCode, data: response.json<{ data: T }>().data };
  };
  /** An owner's save over the list as it is now (the revision read just before). */
  const putStock = async (boards: unknown[], headers = owner) => {
    const { revision } = (await get<StockList>('/api/admin/workshop/stock')).data;
    return ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/workshop/stock',
      headers,
      payload: { boards, revision },
    });
  };
  const createQuote = async (overrides: Record<string, unknown> = {}) =>
    (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest(overrides) })).json<{
      data: CreatedQuote;
    }>().data;
  const jobOf = async (quoteNumber: string) =>
    (await get<JobList>('/api/admin/jobs')).data.jobs.find((job) => job.quoteNumber === quoteNumber);

  it('makes an accepted quote a job, once, promised at acceptance + 28 days', async () => {
    const quote = await createQuote();
    expect(await jobOf(quote.quoteNumber)).toBeUndefined();
    const before = Date.now();
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const id = (await get<InboxPage>(`/api/admin/quotes?search=${quote.quoteNumber}`)).data.quotes[0].id;
    await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/quotes/${id}/outcome`,
      headers: staff,
      payload: { outcome: 'won' },
    });
    const jobs = (await get<JobList>('/api/admin/jobs')).data.jobs.filter(
      (job) => job.quoteNumber === quote.quoteNumber,
    );
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      stage: 'accepted',
      version: 1,
      customerName: 'Thandi Nkosi',
      species: ['kiaat', 'walnut'],
      surfaceCount: 2,
    });
    expect(jobs[0].jobNumber).toBe(quote.quoteNumber.replace(/^Q-/, 'J-'));
    const promised = new Date(`${jobs[0].promisedDate}T12:00:00Z`).getTime();
    expect(Math.round((promised - before) / 86_400_000)).toBeGreaterThanOrEqual(28);
    expect(Math.round((promised - before) / 86_400_000)).toBeLessThanOrEqual(29);
  });

  it('makes a quote staff mark won a job, and not one marked lost', async () => {
    const won = await createQuote({
      leadInfo: { fullName: 'Wendy Won', email: 'wendy@example.co.za', phone: '082 000 0003' },
    });
    const lost = await createQuote({
      leadInfo: { fullName: 'Len Lost', email: 'len@example.co.za', phone: '082 000 0004' },
    });
    for (const [quote, outcome] of [
      [won, 'won'],
      [lost, 'lost'],
    ] as const) {
      const id = (await get<InboxPage>(`/api/admin/quotes?search=${quote.quoteNumber}`)).data.quotes[0].id;
      await ctx().app.inject({
        method: 'POST',
        url: `/api/admin/quotes/${id}/outcome`,
        headers: staff,
        payload: { outcome },
      });
    }
    expect(await jobOf(won.quoteNumber)).toMatchObject({ customerName: 'Wendy Won', stage: 'accepted' });
    expect(await jobOf(lost.quoteNumber)).toBeUndefined();
  });

  it('shows a G-shape with waterfalls as its parts and a board plan within the bound', async () => {
    const quote = await createQuote({ surfaces: [{ ...G_SHAPE, cutouts: ['single_sink', 'tap_hole'] }] });
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const job = await jobOf(quote.quoteNumber);
    const detail = (await get<JobDetail>(`/api/admin/jobs/${job?.id}`)).data;
    expect(detail.parts.map((part) => part.name)).toEqual(G_SHAPE_PARTS);
    expect(detail.parts[0]).toMatchObject({
      surfaceIndex: 0,
      finishedLengthMm: 3000,
      finishedWidthMm: 600,
      thicknessMm: 44,
      woodSpecies: 'white_oak_face',
      woodName: 'White Oak - Face Grain',
      grainStyle: 'face',
      quantity: 1,
      shape: 'Rectangular',
      finishName: 'Matte',
      cutouts: [
        { name: 'Single Sink', widthMm: 500, lengthMm: 400, position: 'Position from the site template' },
        { name: 'Tap Hole', widthMm: 35, lengthMm: 35, position: 'Position from the site template' },
      ],
      hardware: [],
    });
    expect(detail.parts[0].edges).toHaveLength(4);
    const plan = detail.boardPlan;
    expect(plan.boards[0].cutParts[0]).toEqual({
      partIndex: expect.any(Number),
      stave: expect.any(Number),
      piece: 1,
      pieces: 1,
    });
    expect(plan.boards.length).toBeGreaterThan(0);
    expect(plan.boards[0]).toMatchObject({ species: 'white_oak', roughThicknessMm: 51 });
    expect(plan.newBoards).toBeLessThanOrEqual(
      plan.lowerBoundBoards + Math.max(2, Math.floor(plan.lowerBoundBoards * 0.05) + 1),
    );
    expect(plan.yieldPercent).toBeGreaterThan(30);
    expect(detail.moves).toEqual([expect.objectContaining({ from: null, to: 'accepted' })]);
    expect((await get(`/api/admin/jobs/999999`)).status).toBe(404);

    const sheet = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/jobs/${job?.id}/sheet.pdf`,
      headers: staff,
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toBe('application/pdf');
    const text = pdfText(sheet.rawPayload);
    for (const part of detail.parts) expect(text).toContain(part.name);
    expect(text).toContain(`Job ${detail.jobNumber}`);
    expect(text).toContain('Surface 1: Countertop G-Shape');
    // pdftotext lays the notes out as printed; the words, not the spacing, are what is checked.
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Edge profile: Pencil: front edge, back edge, left end, right end');
    expect(words).toContain('Finish: Matte');
    expect(words).toContain('Cutouts: Single Sink 500 × 400 mm (position from the site template); Tap Hole 35 × 35 mm');
    expect(text).toContain(`Board plan: ${plan.newBoards} boards to buy (lower bound ${plan.lowerBoundBoards})`);
    expect(text).toContain(`1. Board ${plan.boards[0].lengthMm}`);
  });

  it('gives each surface its own page of the job sheet, with its notes, and the boards after them', async () => {
    const quote = await createQuote({
      leadInfo: { fullName: 'Paging Customer', email: 'pages@example.co.za', phone: '082 000 0007' },
    });
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const job = await jobOf(quote.quoteNumber);
    const sheet = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/jobs/${job?.id}/sheet.pdf`,
      headers: staff,
    });
    const pages = pdfText(sheet.rawPayload).split('\f');
    expect(pages[0]).toContain('Surface 1: Countertop');
    expect(pages[0]).toContain('Cutouts: Single Sink');
    expect(pages[0]).toContain('Finish: Satin');
    expect(pages[0]).not.toContain('Surface 2');
    expect(pages[1]).toContain('Surface 2: Floating Shelf');
    expect(pages[1]).toContain('Cutouts: none');
    expect(pages[1]).toMatch(/Hardware: Concealed shelf bracket × \d+/);
    expect(pages[2]).toContain('Board plan:');
    expect(pages.slice(0, 2).join('')).not.toContain('Board plan:');
  });

  it('moves a job with its version, records who moved it, and answers 409 to a stale move', async () => {
    const quote = await createQuote();
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const job = await jobOf(quote.quoteNumber);
    const url = `/api/admin/jobs/${job?.id}`;
    const moved = await ctx().app.inject({
      method: 'PATCH',
      url,
      headers: staff,
      payload: { stage: 'materials_ordered', version: 1 },
    });
    expect(moved.statusCode).toBe(200);
    const detail = moved.json<{ data: JobDetail }>().data;
    expect(detail).toMatchObject({ stage: 'materials_ordered', version: 2 });
    expect(detail.moves.at(-1)).toMatchObject({ from: 'accepted', to: 'materials_ordered', by: 'Sipho Staff' });
    const stale = await ctx().app.inject({
      method: 'PATCH',
      url,
      headers: staff,
      payload: { stage: 'cutting', version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, error: { code: 'conflict' } });
    const bad = await ctx().app.inject({
      method: 'PATCH',
      url,
      headers: staff,
      payload: { stage: 'sanding', version: 2 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('lets one of two servers move the same job and tells the other 409', async () => {
    const second = await buildApp({
      config: ctx().config,
      database: ctx().database,
      serveClient: false,
      rateLimit: false,
      checkResponses: true,
    });
    await second.ready();
    try {
      const quote = await createQuote();
      await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
      await payQuoteInvoices(ctx().app, staff, quote.quoteNumber);
      const job = await jobOf(quote.quoteNumber);
      const url = `/api/admin/jobs/${job?.id}`;
      const replies = await Promise.all([
        ctx().app.inject({ method: 'PATCH', url, headers: staff, payload: { stage: 'cutting', version: 1 } }),
        second.inject({ method: 'PATCH', url, headers: staff, payload: { stage: 'glue_up', version: 1 } }),
      ]);
      expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      const after = (await get<JobDetail>(url)).data;
      expect(after.version).toBe(2);
      expect(after.moves).toHaveLength(2);
    } finally {
      await second.close();
    }
  });

  it('keeps the stock list: staff read it, owners edit it, and the plan uses it', async () => {
    const boards = [
      { species: 'white_oak', roughThicknessMm: 51, lengthMm: 4200, widthMm: 180, offcutCount: 0 },
      { species: 'white_oak', roughThicknessMm: 51, lengthMm: 1200, widthMm: 180, offcutCount: 2 },
    ];
    const refused = await putStock(boards, staff);
    expect(refused.statusCode).toBe(403);
    const openedBySecondOwner = (await get<StockList>('/api/admin/workshop/stock')).data;
    const saved = await putStock(boards);
    expect(saved.statusCode).toBe(200);
    // A second owner's save over the list as it was before the first one's: refused.
    const overtaken = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/workshop/stock',
      headers: owner,
      payload: openedBySecondOwner,
    });
    expect(overtaken.statusCode).toBe(409);
    // A save without the revision it replaces is refused, changing nothing.
    const unnamed = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/workshop/stock',
      headers: owner,
      payload: { boards: [] },
    });
    expect(unnamed.statusCode).toBe(400);
    // Listed by species, thickness and length.
    expect((await get<StockList>('/api/admin/workshop/stock')).data.boards).toEqual([boards[1], boards[0]]);
    const quote = await createQuote({ surfaces: [{ ...G_SHAPE, cutouts: ['single_sink', 'tap_hole'] }] });
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const job = await jobOf(quote.quoteNumber);
    const plan = (await get<JobDetail>(`/api/admin/jobs/${job?.id}`)).data.boardPlan;
    expect(plan.boards.filter((board) => board.source === 'offcut').map((board) => board.lengthMm)).toEqual([
      1200, 1200,
    ]);
    expect(
      plan.boards
        .filter((board) => board.source === 'new')
        .every((board) => board.lengthMm === 4200 && board.widthMm === 180),
    ).toBe(true);
    const settings = await ctx().app.inject({
      method: 'PUT',
      url: '/api/admin/workshop/settings',
      headers: owner,
      payload: { kerfMm: 3, trimAllowanceMm: 60, keptOffcutMinMm: 500, weeklyCapacityJobs: 8 },
    });
    expect(settings.json()).toMatchObject({ data: { kerfMm: 3, trimAllowanceMm: 60 } });
    const afterSettings = (await get<JobDetail>(`/api/admin/jobs/${job?.id}`)).data;
    expect(afterSettings.parts[0].roughLengthMm).toBe(3060);
  });

  it('filters the board by week and species, and lists what to buy for a week', async () => {
    const quote = await createQuote({
      surfaces: [{ ...G_SHAPE, woodSpecies: 'maple_face' }],
      leadInfo: { fullName: 'Mpho Maple', email: 'mpho@example.co.za', phone: '082 000 0005' },
    });
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const job = await jobOf(quote.quoteNumber);
    const week = weekOf(job?.promisedDate ?? '');
    const maple = (await get<JobList>(`/api/admin/jobs?week=${week.end}&species=maple`)).data.jobs;
    expect(maple.map((row) => row.quoteNumber)).toEqual([quote.quoteNumber]);
    expect((await get<JobList>(`/api/admin/jobs?week=2020-01-06`)).data.jobs).toEqual([]);
    const buying = (await get<BuyingListView>(`/api/admin/workshop/buying-list?week=${week.start}`)).data;
    expect(buying.weekStart).toBe(week.start);
    expect(buying.jobNumbers).toContain(job?.jobNumber);
    // The tops at 51 mm rough, the 28 mm backsplash strips at 35 mm, on the fallback board.
    // One line per thickness and board length: with no stock line, the merchants' lengths (ADR 046).
    const mapleLines = buying.lines.filter((line) => line.species === 'maple');
    expect([...new Set(mapleLines.map((line) => line.roughThicknessMm))]).toEqual([35, 51]);
    for (const line of mapleLines) {
      expect(FALLBACK_BOARD.lengthsMm).toContain(line.lengthMm);
      expect(line).toMatchObject({ widthMm: 150 });
      expect(line.boards).toBeGreaterThan(0);
      expect(line.volumeM3).toBeCloseTo((line.boards * line.lengthMm * 150 * line.roughThicknessMm) / 1e9, 3);
    }
    expect((await get('/api/admin/workshop/buying-list?week=soon')).status).toBe(400);
  });

  it("counts each offcut on hand once in a week's buying list, for the first job that uses it", async () => {
    const boards = [
      { species: 'cherry', roughThicknessMm: 51, lengthMm: 3000, widthMm: 150, offcutCount: 0 },
      { species: 'cherry', roughThicknessMm: 51, lengthMm: 3000, widthMm: 150, offcutCount: 3 },
    ];
    expect((await putStock(boards)).statusCode).toBe(200);
    const cherryJob = async (fullName: string, email: string) => {
      const quote = await createQuote({
        surfaces: [{ ...G_SHAPE, woodSpecies: 'cherry_face' }],
        leadInfo: { fullName, email, phone: '082 000 0006' },
      });
      await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
      return jobOf(quote.quoteNumber);
    };
    const first = await cherryJob('Chris Cherry', 'chris@example.co.za');
    const second = await cherryJob('Chantal Cherry', 'chantal@example.co.za');
    expect(first?.promisedDate).toBe(second?.promisedDate);
    // Each job alone is planned on all three offcuts.
    const tops = (await get<JobDetail>(`/api/admin/jobs/${first?.id}`)).data.boardPlan.boards.filter(
      (board) => board.species === 'cherry' && board.roughThicknessMm === 51,
    );
    const offcuts = tops.filter((board) => board.source === 'offcut').length;
    const bought = tops.length - offcuts;
    expect(offcuts).toBe(3);
    const buying = (await get<BuyingListView>(`/api/admin/workshop/buying-list?week=${first?.promisedDate}`)).data;
    expect(buying.jobNumbers).toEqual(expect.arrayContaining([first?.jobNumber, second?.jobNumber]));
    // The second job finds no offcut left: it buys a board for each the first took from the offcuts.
    const line = buying.lines.find((row) => row.species === 'cherry' && row.roughThicknessMm === 51);
    expect(line?.boards).toBe(2 * bought + offcuts);
  });

  it("shows a partner their clients' jobs as a status only, and no one else's", async () => {
    const partner = await makePartner(ctx().database.db, { businessName: 'Kitchen Co' });
    const cookie = await signInPartner(ctx().app, partner);
    const theirs = await createQuote();
    const others = await createQuote();
    await ctx()
      .database.db.updateTable('quotes')
      .set({ partner_id: partner.id })
      .where('quote_number', '=', theirs.quoteNumber)
      .execute();
    for (const quote of [theirs, others])
      await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const job = await jobOf(theirs.quoteNumber);
    expect(job?.partnerName).toBe('Kitchen Co');
    const seen = (await ctx().app.inject({ method: 'GET', url: '/api/professional/jobs', headers: { cookie } })).json<{
      data: PartnerJobList;
    }>().data;
    expect(seen.jobs).toEqual([
      {
        jobNumber: job?.jobNumber,
        quoteNumber: theirs.quoteNumber,
        stage: 'accepted',
        promisedDate: job?.promisedDate,
      },
    ]);
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/admin/jobs/${job?.id}`, headers: { cookie } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx().app.inject({ method: 'GET', url: `/api/admin/jobs/${job?.id}/sheet.pdf`, headers: { cookie } }))
        .statusCode,
    ).toBe(403);

    // Another partner sees nothing of it: not on their list, and its quote is not found.
    const other = await makePartner(ctx().database.db, { businessName: 'Other Kitchens' });
    const otherCookie = await signInPartner(ctx().app, other);
    const otherSees = (
      await ctx().app.inject({ method: 'GET', url: '/api/professional/jobs', headers: { cookie: otherCookie } })
    ).json<{
      data: PartnerJobList;
    }>().data;
    expect(otherSees.jobs).toEqual([]);
    const quoteId = (
      await ctx()
        .database.db.selectFrom('quotes')
        .select('id')
        .where('quote_number', '=', theirs.quoteNumber)
        .executeTakeFirstOrThrow()
    ).id;
    const foreign = await ctx().app.inject({
      method: 'GET',
      url: `/api/professional/quotes/${quoteId}`,
      headers: { cookie: otherCookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain(theirs.quoteNumber);
  });
  it("takes a job's stock off the list once, when its boards are cut, and gives its kept offcuts to the next job first", async () => {
    const stockUrl = '/api/admin/workshop/stock';
    const boards = [
      { species: 'ash', roughThicknessMm: 55, lengthMm: 3000, widthMm: 150, offcutCount: 0 },
      { species: 'ash', roughThicknessMm: 55, lengthMm: 1200, widthMm: 150, offcutCount: 1 },
    ];
    expect((await putStock(boards)).statusCode).toBe(200);
    const ashJob = async (lengthMm: number, widthMm: number, fullName: string, email: string) => {
      const shelf = {
        surfaceType: 'floating_shelf',
        woodSpecies: 'ash_face',
        grainStyle: 'face',
        lengthMm,
        widthMm,
        thicknessMm: 44,
        quantity: 1,
      };
      const quote = await createQuote({ surfaces: [shelf], leadInfo: { fullName, email, phone: '082 000 0007' } });
      await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
      // The floor waits for the deposit (ADR 050): paid as staff record it.
      await payQuoteInvoices(ctx().app, staff, quote.quoteNumber);
      const job = await jobOf(quote.quoteNumber);
      if (!job) throw new Error('no job');
      return job;
    };
    const stock = async () => (await get<StockList>(stockUrl)).data.boards;
    const cuts = async (jobId: number) =>
      (await ctx().database.db.selectFrom('job_stock_cuts').select('job_id').where('job_id', '=', jobId).execute())
        .length;
    const move = (id: number, stage: string, version: number) =>
      ctx().app.inject({ method: 'PATCH', url: `/api/admin/jobs/${id}`, headers: staff, payload: { stage, version } });

    const first = await ashJob(1000, 250, 'Ash First', 'ash.first@example.co.za');
    const planned = (await get<JobDetail>(`/api/admin/jobs/${first.id}`)).data.boardPlan;
    // Two staves: one on the 1200 mm offcut, one on a bought board whose leftover is kept.
    expect(planned.boards.map((board) => board.source)).toEqual(['offcut', 'new']);
    const kept = planned.boards.filter((board) => board.keptOffcut);
    expect(kept).toHaveLength(1);
    expect((await move(first.id, 'materials_ordered', 1)).statusCode).toBe(200);

    // A stale move into cutting changes nothing: no stock taken, no cut recorded.
    expect((await move(first.id, 'cutting', 1)).statusCode).toBe(409);
    expect(await stock()).toEqual([boards[1], boards[0]]);
    expect(await cuts(first.id)).toBe(0);

    // The owner opened the list before the cut.
    const openedBeforeCut = (await get<StockList>(stockUrl)).data;
    expect((await move(first.id, 'cutting', 2)).statusCode).toBe(200);
    const afterCut = [
      {
        species: 'ash',
        roughThicknessMm: 55,
        lengthMm: kept[0].leftoverMm,
        widthMm: 150,
        offcutCount: 1,
        fromJobNumber: first.jobNumber,
      },
      boards[0],
    ];
    // The offcut used is gone (not left at 0, which would read as a board size on hand).
    expect(await stock()).toEqual(afterCut);
    // Saving the list opened before the cut would put the used offcut back and drop the kept one:
    // refused (409), and the list stays as the cut left it.
    const stale = await ctx().app.inject({ method: 'PUT', url: stockUrl, headers: owner, payload: openedBeforeCut });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      success: false,
      error: { message: expect.stringContaining('changed since you opened it') },
    });
    expect(await stock()).toEqual(afterCut);
    // The job keeps the plan it was cut on, not one made on the stock it changed.
    expect((await get<JobDetail>(`/api/admin/jobs/${first.id}`)).data.boardPlan).toEqual(planned);

    // Back and forward again: the boards were cut once.
    expect((await move(first.id, 'materials_ordered', 3)).statusCode).toBe(200);
    expect((await move(first.id, 'cutting', 4)).statusCode).toBe(200);
    expect(await stock()).toEqual(afterCut);
    expect(await cuts(first.id)).toBe(1);

    // The next job's stave goes on the first job's offcut before any bought board.
    const second = await ashJob(800, 130, 'Ash Second', 'ash.second@example.co.za');
    const next = (await get<JobDetail>(`/api/admin/jobs/${second.id}`)).data.boardPlan;
    expect(next.boards).toEqual([expect.objectContaining({ source: 'offcut', lengthMm: kept[0].leftoverMm })]);
    expect(next.newBoards).toBe(0);

    // The owner saving the list keeps which job an offcut came from.
    expect((await putStock(afterCut)).statusCode).toBe(200);
    expect(await stock()).toEqual(afterCut);
  });
});
