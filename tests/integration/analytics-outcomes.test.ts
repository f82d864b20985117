import { beforeAll, expect, it } from 'vitest';
import { analyticsDay } from '#core/analytics/analytics-day';
import { summarizeDay } from '#core/analytics/summarize-day';
import { rollupDay } from '#server/analytics/rollup-day';
import { makeStaff, signInStaff } from './helpers/accounts';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * ANALYTICS-09: staff mark a quote won or lost, and the analytics' acceptance figures
 * respect it. Won counts as accepted, lost does not, whatever the customer clicked.
 */
describeEachDatabase('acceptance figures follow won and lost', (ctx) => {
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    staff = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db)) };
  });

  const createQuote = async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest({
        leadInfo: { fullName: 'Naledi Dube', email: 'naledi@dube.co.za', phone: '082 555 4321' },
      }),
    });
    expect(response.statusCode).toBe(201);
    const { token } = response.json<{ data: { token: string } }>().data;
    const { id } = await ctx()
      .database.db.selectFrom('quotes')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    return { token, id };
  };
  const accept = async (token: string) =>
    expect(
      (await ctx().app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT_BILLING }))
        .statusCode,
    ).toBe(200);
  const mark = async (id: number, outcome: 'won' | 'lost') =>
    expect(
      (
        await ctx().app.inject({
          method: 'POST',
          url: `/api/admin/quotes/${id}/outcome`,
          headers: staff,
          payload: { outcome, note: `Marked ${outcome}` },
        })
      ).statusCode,
    ).toBe(200);
  const acceptedQuotes = async () => {
    const funnel = (
      await ctx().app.inject({ method: 'GET', url: '/api/analytics/conversion-funnel?days=1', headers: staff })
    ).json<{
      data: { quotes_accepted: number };
    }>().data;
    const report = (await ctx().app.inject({ method: 'GET', url: '/api/analytics?days=1', headers: staff })).json<{
      data: { totals: { total_accepted_quotes: number } };
    }>().data;
    // The cards, the funnel and the per-day rows all read the same summary.
    expect(report.totals.total_accepted_quotes).toBe(funnel.quotes_accepted);
    return funnel.quotes_accepted;
  };

  it('counts online acceptances, drops the ones marked lost, adds the ones marked won, each once', async () => {
    const accepted = await createQuote();
    const acceptedThenLost = await createQuote();
    const wonByPhone = await createQuote();
    await createQuote();
    await accept(accepted.token);
    await accept(acceptedThenLost.token);
    await ctx().app.analyticsTasks.refresh();
    expect(await acceptedQuotes()).toBe(2);

    // The figures change as soon as staff mark it, not a roll-up later.
    await mark(acceptedThenLost.id, 'lost');
    expect(await acceptedQuotes()).toBe(1);
    await mark(wonByPhone.id, 'won');
    expect(await acceptedQuotes()).toBe(2);

    // The customer accepting a quote already won, or staff marking won one already accepted, counts nothing twice.
    await accept(wonByPhone.token);
    await mark(accepted.id, 'won');
    await ctx().app.analyticsTasks.refresh();
    expect(await acceptedQuotes()).toBe(2);

    // The minute's roll-up agrees with what the marking wrote.
    await rollupDay({ db: ctx().database.db, day: analyticsDay(new Date()), now: new Date() });
    expect(await acceptedQuotes()).toBe(2);

    // Staff may change their mind.
    await mark(acceptedThenLost.id, 'won');
    expect(await acceptedQuotes()).toBe(3);
  });

  it("re-counts an old day's acceptances without touching its visitors, whose raw events are gone", async () => {
    const old = await createQuote();
    const acceptedAt = new Date(Date.now() - 200 * 86_400_000);
    const oldDay = analyticsDay(acceptedAt);
    await ctx()
      .database.db.updateTable('quotes')
      .set({ status: 'accepted', accepted_at: acceptedAt.toISOString() })
      .where('id', '=', old.id)
      .execute();
    const nothing = summarizeDay({ visitorEvents: [], quoteEvents: [], leadCaptures: 0, leadEmails: [] }).totals;
    await ctx()
      .database.db.insertInto('analytics_days')
      .values({
        day: oldDay,
        ...nothing,
        visitors: 7,
        quotes: 1,
        quotes_accepted: 1,
        updated_at: acceptedAt.toISOString(),
      })
      .execute();
    const oldSummary = () =>
      ctx()
        .database.db.selectFrom('analytics_days')
        .select(['visitors', 'quotes', 'quotes_accepted'])
        .where('day', '=', oldDay)
        .executeTakeFirstOrThrow();

    await mark(old.id, 'lost');
    expect(await oldSummary()).toEqual({ visitors: 7, quotes: 1, quotes_accepted: 0 });
    // Won again: it counts on the day the customer accepted it, not today.
    const today = await acceptedQuotes();
    await mark(old.id, 'won');
    expect(await oldSummary()).toEqual({ visitors: 7, quotes: 1, quotes_accepted: 1 });
    expect(await acceptedQuotes()).toBe(today);
  });
});
