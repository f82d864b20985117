import { beforeAll, expect, it } from 'vitest';
import type { SecurityLogPage } from '#core/accounts/security-log-schemas';
import type { JobDetail, JobList } from '#core/workshop/job-schemas';
import { formatRand } from '#core/money';
import { makeStaff, signInStaff } from './helpers/accounts';
import { payQuoteInvoices, quoteInvoices } from './helpers/pay-invoices';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('the floor waits for the money (ADR 050)', (ctx) => {
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
  let people = 0;
  const acceptedJob = async () => {
    people += 1;
    const leadInfo = {
      fullName: `Paula Payer ${people}`,
      email: `paula${people}@example.co.za`,
      phone: '082 000 0201',
    };
    const request = makeQuoteRequest({ delivery: 'collect', leadInfo });
    const quote = (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: request })).json<{
      data: { quoteNumber: string; token: string };
    }>().data;
    await ctx().app.inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
    const jobs = (await ctx().app.inject({ method: 'GET', url: '/api/admin/jobs', headers: staff })).json<{
      data: JobList;
    }>().data.jobs;
    const job = jobs.find((row) => row.quoteNumber === quote.quoteNumber);
    if (!job) throw new Error('no job');
    return job;
  };
  const move = (id: number, payload: Record<string, unknown>, headers = staff) =>
    ctx().app.inject({ method: 'PATCH', url: `/api/admin/jobs/${id}`, headers, payload });
  const show = async (id: number) =>
    (await ctx().app.inject({ method: 'GET', url: `/api/admin/jobs/${id}`, headers: staff })).json<{
      data: JobDetail;
    }>().data;
  const cutsOf = async (jobId: number) =>
    (await ctx().database.db.selectFrom('job_stock_cuts').select('job_id').where('job_id', '=', jobId).execute())
      .length;

  it('refuses cutting with the deposit unpaid, in words, and changes nothing; part paid still refused; paid, it moves', async () => {
    const job = await acceptedJob();
    expect(job.waitingFor).toBe('deposit');
    const [deposit] = await quoteInvoices(ctx().app, staff, job.quoteNumber);
    const refused = await move(job.id, { stage: 'cutting', version: 1 });
    expect(refused.statusCode).toBe(409);
    const message = `The deposit of ${formatRand(deposit.totalCents)} on ${deposit.number} is not paid yet: ${formatRand(deposit.totalCents)} is owed.`;
    expect(refused.json()).toMatchObject({
      success: false,
      error: { code: 'conflict', message: expect.stringContaining(message) },
    });
    // Skipping past cutting is held the same way.
    expect((await move(job.id, { stage: 'glue_up', version: 1 })).statusCode).toBe(409);
    expect(await show(job.id)).toMatchObject({
      stage: 'accepted',
      version: 1,
      moves: [expect.objectContaining({ to: 'accepted' })],
    });
    expect(await cutsOf(job.id)).toBe(0);

    await payQuoteInvoices(ctx().app, staff, job.quoteNumber, deposit.totalCents - 200_000);
    const part = await move(job.id, { stage: 'cutting', version: 1 });
    expect(part.statusCode).toBe(409);
    expect(part.json<{ error: { message: string } }>().error.message).toContain(`${formatRand(200_000)} is owed.`);

    await payQuoteInvoices(ctx().app, staff, job.quoteNumber);
    expect((await show(job.id)).waitingFor).toBeNull();
    expect((await move(job.id, { stage: 'cutting', version: 1 })).statusCode).toBe(200);
    expect(await cutsOf(job.id)).toBeGreaterThan(0);
  });

  it('holds collection until the final invoice (issued when ready) is paid', async () => {
    const job = await acceptedJob();
    await payQuoteInvoices(ctx().app, staff, job.quoteNumber);
    expect((await move(job.id, { stage: 'ready_to_collect', version: 1 })).statusCode).toBe(200);
    expect((await show(job.id)).waitingFor).toBe('balance');
    const final = (await quoteInvoices(ctx().app, staff, job.quoteNumber)).find((invoice) => invoice.kind === 'final');
    if (!final) throw new Error('no final invoice');
    const refused = await move(job.id, { stage: 'collected', version: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain(
      `The balance of ${formatRand(final.totalCents)} on ${final.number} is not paid yet`,
    );
    expect((await show(job.id)).stage).toBe('ready_to_collect');
    await payQuoteInvoices(ctx().app, staff, job.quoteNumber);
    expect((await move(job.id, { stage: 'collected', version: 2 })).statusCode).toBe(200);
  });

  it('lets an owner override with a reason, kept in the security log; refuses it from staff (403) and without a sign-in (401)', async () => {
    const job = await acceptedJob();
    const override = { reason: 'Paid in cash at the showroom, receipt 118' };
    const byStaff = await move(job.id, { stage: 'cutting', version: 1, override });
    expect(byStaff.statusCode).toBe(403);
    expect((await move(job.id, { stage: 'cutting', version: 1, override }, {})).statusCode).toBe(401);
    expect((await move(job.id, { stage: 'cutting', version: 1, override: { reason: 'ok' } }, owner)).statusCode).toBe(
      400,
    );
    expect((await show(job.id)).version).toBe(1);

    const byOwner = await move(job.id, { stage: 'cutting', version: 1, override }, owner);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json<{ data: JobDetail }>().data).toMatchObject({ stage: 'cutting', waitingFor: null });
    const log = (await ctx().app.inject({ method: 'GET', url: '/api/admin/security-log', headers: owner })).json<{
      data: SecurityLogPage;
    }>().data;
    const entry = log.entries.find((row) => row.kind === 'job_moved_unpaid' && row.subject === job.jobNumber);
    expect(entry).toMatchObject({ actor: { kind: 'staff', name: expect.stringContaining('Olga Owner') } });
    expect(entry?.detail).toContain('Moved to Cutting. The deposit of');
    expect(entry?.detail).toContain(`Reason: ${override.reason}`);
  });

  it('does not hold a job whose quote has no invoice (accepted before invoicing)', async () => {
    const job = await acceptedJob();
    const quote = await ctx()
      .database.db.selectFrom('quotes')
      .select('id')
      .where('quote_number', '=', job.quoteNumber)
      .executeTakeFirstOrThrow();
    await ctx().database.db.deleteFrom('invoices').where('quote_id', '=', quote.id).execute();
    expect((await show(job.id)).waitingFor).toBeNull();
    expect((await move(job.id, { stage: 'cutting', version: 1 })).statusCode).toBe(200);
  });
});
