import { afterAll, beforeAll, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '#core/invoicing/invoice-schemas';
import { MAX_REMINDERS_PER_INVOICE } from '#core/invoicing/payment-reminders';
import type { JobList } from '#core/workshop/job-schemas';
import { sendPaymentReminders } from '#server/invoicing/send-payment-reminders';
import { createMailTransport, type MailTransport } from '#server/mail/mail-transport';
import { startWorker, type Worker } from '#server/worker/start-worker';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { makeOwnerSettings } from './helpers/business-details';
import { payQuoteInvoices, quoteInvoices } from './helpers/pay-invoices';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { parseHeaders, startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { describeEachDatabase } from './helpers/test-app';

const DAY_MS = 86_400_000;

describeEachDatabase('payment reminders through the outbox (ADR 047)', (ctx) => {
  let owner: Record<string, string> = {};
  let staff: Record<string, string> = {};
  let smtp: SmtpTestServer;
  let transport: MailTransport;
  let worker: Worker;
  let clock = new Date();

  beforeAll(async () => {
    const { app, database, config } = ctx();
    owner = { cookie: await signInStaff(app, await makeStaff(database.db, { role: 'owner' })) };
    staff = { cookie: await signInStaff(app, await makeStaff(database.db, { role: 'staff' })) };
    const settings = { method: 'PUT', url: '/api/admin/owner-settings', headers: owner } as const;
    expect((await app.inject({ ...settings, payload: makeOwnerSettings() })).statusCode).toBe(200);
    smtp = await startSmtpTestServer();
    transport = createMailTransport({ smtpUrl: smtp.url, dataDir: database.dataDir, from: config.mailFrom });
    worker = await startWorker({
      config,
      database,
      log: app.log,
      clock: { now: () => clock },
      transport,
      schedule: false,
    });
  });
  afterAll(async () => {
    await worker.stop();
    transport.close();
    await smtp.stop();
  });

  const show = async (invoice: InvoiceSummary) => {
    const response = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/invoices/${invoice.id}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: InvoiceDetail }>().data;
  };
  /** An accepted quote's deposit invoice; `email` gives the customer an address of their own. */
  const acceptedDeposit = async (options: { email?: string; cookie?: string } = {}) => {
    const request = makeQuoteRequest();
    const leadInfo = { ...request.leadInfo, ...(options.email ? { email: options.email } : {}) };
    const created = await ctx().app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: options.cookie ? { cookie: options.cookie } : {},
      payload: { ...request, leadInfo },
    });
    const { token, quoteNumber } = created.json<{ data: { token: string; quoteNumber: string } }>().data;
    const accept = { method: 'POST' as const, url: `/api/quotes/${token}/accept`, payload: ACCEPT_BILLING };
    expect((await ctx().app.inject(accept)).statusCode).toBe(200);
    const [deposit] = await quoteInvoices(ctx().app, staff, quoteNumber);
    if (!deposit) throw new Error(`No deposit invoice for ${quoteNumber}`);
    return show(deposit);
  };
  const remindersOf = async (invoice: InvoiceSummary) =>
    ctx()
      .database.db.selectFrom('outbox')
      .select(['dedupe_key', 'payload_json', 'kind'])
      .where('dedupe_key', 'like', `invoice-reminder:${invoice.number}:%`)
      .orderBy('id')
      .execute();
  /** Sets the clock `days` after the invoice was issued and runs the reminders task once. */
  const runAt = async (invoice: InvoiceDetail, days: number) => {
    clock = new Date(Date.parse(invoice.issuedAt) + days * DAY_MS);
    await worker.tasks.paymentReminders.runOnce();
    return (await remindersOf(invoice)).length;
  };

  it('reminds 7 days after acceptance, once a week, through the outbox and SMTP; none once paid', async () => {
    const deposit = await acceptedDeposit();
    expect(await runAt(deposit, 6)).toBe(0);
    expect((await show(deposit)).nextReminderAt).toBe(
      new Date(Date.parse(deposit.issuedAt) + 7 * DAY_MS).toISOString(),
    );
    expect(await runAt(deposit, 7)).toBe(1);
    expect(await runAt(deposit, 7)).toBe(1);
    const [queued] = await remindersOf(deposit);
    const message = JSON.parse(queued?.payload_json ?? '{}') as { to: string; text: string; attachments: unknown[] };
    expect(queued?.kind).toBe('invoice_reminder');
    expect(message.to).toBe('thandi@example.co.za');
    expect(message.text).toContain(`Reference: ${deposit.number}`);
    expect(message.attachments).toHaveLength(1);
    await worker.tasks.outbox.runOnce();
    const subject = `Payment reminder: Tax Invoice ${deposit.number} from Grainline Woodworks`;
    expect(smtp.messages.filter((mail) => parseHeaders(mail.raw).subject === subject)).toHaveLength(1);

    const shown = await show(deposit);
    expect(shown.reminders).toEqual([{ queuedAt: clock.toISOString() }]);
    expect(shown.nextReminderAt).toBe(new Date(clock.getTime() + 7 * DAY_MS).toISOString());
    expect(await runAt(deposit, 13)).toBe(1);
    expect(await runAt(deposit, 14)).toBe(2);

    const paid = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${deposit.id}/payments`,
      headers: staff,
      payload: { amountCents: deposit.totalCents, paidOn: '2026-12-06', method: 'eft', reference: deposit.number },
    });
    expect(paid.statusCode).toBe(201);
    expect(await runAt(deposit, 21)).toBe(2);
    expect((await show(deposit)).nextReminderAt).toBeNull();
  });

  it(`stops after ${MAX_REMINDERS_PER_INVOICE} reminders, still reminds a part-paid one, never a credited one`, async () => {
    const deposit = await acceptedDeposit();
    await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${deposit.id}/payments`,
      headers: staff,
      payload: { amountCents: 10_000, paidOn: '2026-12-06', method: 'eft', reference: deposit.number },
    });
    for (let week = 1; week <= MAX_REMINDERS_PER_INVOICE + 1; week += 1) await runAt(deposit, 7 * week);
    expect(await remindersOf(deposit)).toHaveLength(MAX_REMINDERS_PER_INVOICE);
    expect((await show(deposit)).nextReminderAt).toBeNull();

    const credited = await acceptedDeposit();
    const note = await ctx().app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${credited.id}/credit-note`,
      headers: staff,
      payload: { reason: 'Customer cancelled the order' },
    });
    expect(note.statusCode).toBe(201);
    expect(await runAt(credited, 7)).toBe(0);
  });

  it('reminds a partner’s business at its address; never an erased customer', async () => {
    const partner = await makePartner(ctx().database.db, { businessName: 'Reminded Kitchens CC' });
    const partnerDeposit = await acceptedDeposit({ cookie: await signInPartner(ctx().app, partner) });
    expect(await runAt(partnerDeposit, 7)).toBe(1);
    const [queued] = await remindersOf(partnerDeposit);
    expect((JSON.parse(queued?.payload_json ?? '{}') as { to: string }).to).toBe(
      (await show(partnerDeposit)).recipient.email,
    );

    const email = 'erase-me-reminders@example.co.za';
    const deposit = await acceptedDeposit({ email });
    const erased = await ctx().app.inject({
      method: 'POST',
      url: '/api/privacy/erase',
      headers: owner,
      payload: { email },
    });
    expect(erased.statusCode).toBe(200);
    expect(await runAt(deposit, 7)).toBe(0);
    expect((await show(deposit)).nextReminderAt).toBeNull();
  });

  it('reminds of the balance 7 days after the job was ready, not before', async () => {
    const deposit = await acceptedDeposit();
    await payQuoteInvoices(ctx().app, staff, deposit.quoteNumber);
    const jobs = await ctx().app.inject({ method: 'GET', url: '/api/admin/jobs', headers: staff });
    const job = jobs.json<{ data: JobList }>().data.jobs.find((row) => row.quoteNumber === deposit.quoteNumber);
    const moved = await ctx().app.inject({
      method: 'PATCH',
      url: `/api/admin/jobs/${job?.id}`,
      headers: staff,
      payload: { stage: 'out_for_delivery', version: job?.version, emailCustomer: false },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const final = (await quoteInvoices(ctx().app, staff, deposit.quoteNumber)).find((row) => row.kind === 'final');
    if (!final) throw new Error('No final invoice');
    const balance = await show(final);
    expect(await runAt(balance, 6)).toBe(0);
    expect(await runAt(balance, 7)).toBe(1);
    const message = JSON.parse((await remindersOf(balance))[0]?.payload_json ?? '{}') as { text: string };
    expect(message.text).toContain('we hand it over once the balance is paid');
  });

  it('queues one reminder when two servers run at once', async () => {
    const deposit = await acceptedDeposit();
    const now = new Date(Date.parse(deposit.issuedAt) + 7 * DAY_MS);
    const business = ctx().config.business;
    const runs = await Promise.all([1, 2, 3].map(() => sendPaymentReminders({ db: ctx().database.db, business, now })));
    expect(await remindersOf(deposit)).toHaveLength(1);
    expect((await show(deposit)).reminders).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.queued, 0)).toBeGreaterThanOrEqual(1);
  });
});
