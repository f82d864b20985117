import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import type { PriceBook } from '#core/pricing/price-book';
import type { InvoiceSummary } from '#core/invoicing/invoice-schemas';
import type { JobDetail, JobList } from '#core/workshop/job-schemas';
import { PRICE_BOOK_RECHECK_MS } from '#server/catalogue/price-book-repository';
import type { DatabaseHandle } from '#server/db/database';
import { makeStaff } from './helpers/accounts';
import { withRateTimes } from './helpers/price-book-edits';
import { ACCEPT_BILLING } from './helpers/quote-factories';
import type { ServerProcess } from './helpers/server-process';
import { parseHeaders, startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { describePostgres } from './helpers/test-app';
import { createPostgresSchema } from './helpers/test-database';
import {
  PUBLIC_URL,
  awaitDeliveries,
  createQuotesAtOnce,
  sendJson as send,
  startServerPair,
  type CreatedQuote,
  type ServerPair,
} from './helpers/two-servers';

/**
 * Two real server processes on one PostgreSQL schema, driven round-robin as a load
 * balancer would, behave as one server: unique quote numbers, each e-mail sent once, a price
 * book save seen by both within the stated bound, a session from one accepted by the other,
 * one move of a job when both move it at once (the other told 409), and one rate limit across both.
 */
const PDF_LIMIT = 6;
const QUOTES = 20;
const CUSTOMER_EMAILS = 6;

describePostgres('two servers on one PostgreSQL', () => {
  let database: DatabaseHandle;
  let dropSchema: () => Promise<void>;
  let smtp: SmtpTestServer;
  let pair: ServerPair | undefined;
  const next = () => {
    if (!pair) throw new Error('The servers did not start');
    return pair.next();
  };

  beforeAll(async () => {
    ({ handle: database, dropSchema } = await createPostgresSchema());
    smtp = await startSmtpTestServer();
    pair = await startServerPair({
      schema: database.schema ?? '',
      smtpUrl: smtp.url,
      env: {
        RATE_LIMIT_QUOTES_PER_MINUTE: '1000',
        RATE_LIMIT_EMAILS_PER_MINUTE: '1000',
        RATE_LIMIT_PDF_PER_MINUTE: String(PDF_LIMIT),
      },
    });
  }, 150_000);

  afterAll(async () => {
    await pair?.stop();
    await smtp.stop();
    await database.close();
    await dropSchema();
  });

  let quotes: CreatedQuote[] = [];

  it('gives quotes created at once on both servers unique numbers', async () => {
    const replies = await createQuotesAtOnce({ next }, { count: QUOTES, emailPrefix: 'buyer' });
    expect(replies.map((reply) => reply.status)).toEqual(Array<number>(QUOTES).fill(201));
    quotes = replies.flatMap((reply) => (reply.quote ? [reply.quote] : []));
    expect(new Set(quotes.map((quote) => quote.quoteNumber)).size).toBe(QUOTES);
    const stored = await database.db.selectFrom('quotes').select('quote_number').execute();
    expect(new Set(stored.map((row) => row.quote_number)).size).toBe(QUOTES);
  });

  it('sends every e-mail exactly once, whichever server queued it', async () => {
    // Customer e-mails for some quotes, asked of alternate servers; each quote also queued a workshop notice.
    for (const quote of quotes.slice(0, CUSTOMER_EMAILS)) {
      const response = await send(next(), '/api/email/quote', { method: 'POST', body: { token: quote.token } });
      expect(response.status).toBe(202);
    }
    const expected = QUOTES + CUSTOMER_EMAILS;
    expect(
      await awaitDeliveries(database.db, () => smtp.messages, {
        expected,
        withinMs: 40_000,
        openSessions: smtp.openSessions,
      }),
    ).toEqual({
      rows: expected,
      unsent: 0,
      received: expected,
      distinctMessageIds: expected,
    });
    for (const quote of quotes) {
      const notices = smtp.messages.filter((mail) =>
        (parseHeaders(mail.raw).subject ?? '').startsWith(`New quote ${quote.quoteNumber}:`),
      );
      expect(notices, quote.quoteNumber).toHaveLength(1);
    }
  }, 60_000);

  it('accepts a session made on one server on the other, and a price-book save there is used by the first within the stated bound', async () => {
    const [a, b] = pair?.servers ?? [];
    if (!a || !b) throw new Error('The servers did not start');
    const owner = await makeStaff(database.db, { role: 'owner' });
    const login = await send(a, '/api/staff/login', {
      method: 'POST',
      body: { email: owner.email, password: owner.password },
      headers: { origin: PUBLIC_URL },
    });
    expect(login.status).toBe(200);
    const session = login.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('grainline_session='))
      ?.split(';')[0];
    expect(session).toBeDefined();
    const staff = { cookie: session ?? '', origin: PUBLIC_URL };
    const me = await send(b, '/api/staff/me', { headers: staff });
    expect(me.status).toBe(200);

    const grainId = 'kiaat_face';
    const rateOn = async (server: ServerProcess) =>
      ((await (await send(server, '/api/pricing/price-book')).json()) as { data: PriceBook }).data.species[grainId]
        ?.rateCentsPerM3;
    const before = await rateOn(a);
    const current = (
      (await (await send(b, '/api/admin/price-book', { headers: staff })).json()) as { data: PriceBookVersionView }
    ).data;
    const saved = await send(b, '/api/admin/price-book', {
      method: 'POST',
      body: withRateTimes(current, grainId, 2),
      headers: staff,
    });
    expect(saved.status).toBe(200);
    const after = await rateOn(b);
    expect(after).toBe(Math.round((before ?? 0) * 2));
    // docs/operations.md "The price book": each process rechecks the version at most PRICE_BOOK_RECHECK_MS
    // after its last check, so server A prices with the save within that bound (and a read in
    // flight landing). Asked again until it does, for no longer.
    await vi.waitFor(async () => expect(await rateOn(a)).toBe(after), {
      timeout: PRICE_BOOK_RECHECK_MS + 500,
      interval: 100,
    });
  });

  it('lets one of two servers move a job, and tells the other 409 (OPS-13)', async () => {
    const [a, b] = pair?.servers ?? [];
    if (!a || !b) throw new Error('The servers did not start');
    const member = await makeStaff(database.db, { role: 'staff', name: 'Sipho Staff' });
    const login = await send(a, '/api/staff/login', {
      method: 'POST',
      body: { email: member.email, password: member.password },
      headers: { origin: PUBLIC_URL },
    });
    expect(login.status).toBe(200);
    const cookie =
      login.headers
        .getSetCookie()
        .find((value) => value.startsWith('grainline_session='))
        ?.split(';')[0] ?? '';
    const staff = { cookie, origin: PUBLIC_URL };
    const [quote] = quotes;
    expect(
      (
        await send(b, `/api/quotes/${quote.token}/accept`, {
          method: 'POST',
          body: ACCEPT_BILLING,
          headers: { origin: PUBLIC_URL },
        })
      ).status,
    ).toBe(200);
    const jobs = ((await (await send(a, '/api/admin/jobs', { headers: staff })).json()) as { data: JobList }).data.jobs;
    const job = jobs.find((row) => row.quoteNumber === quote.quoteNumber);
    if (!job) throw new Error(`no job for ${quote.quoteNumber}`);
    // The floor waits for the deposit (ADR 050): paid as staff record it, on one of the servers.
    const listed = (await (await send(a, '/api/admin/invoices', { headers: staff })).json()) as {
      data: { invoices: InvoiceSummary[] };
    };
    for (const invoice of listed.data.invoices.filter((each) => each.quoteNumber === quote.quoteNumber)) {
      const body = { amountCents: invoice.owingCents, paidOn: '2026-12-06', method: 'eft', reference: invoice.number };
      expect(
        (await send(a, `/api/admin/invoices/${invoice.id}/payments`, { method: 'POST', body, headers: staff })).status,
      ).toBe(201);
    }
    const url = `/api/admin/jobs/${job.id}`;
    const replies = await Promise.all([
      send(a, url, { method: 'PATCH', body: { stage: 'cutting', version: job.version }, headers: staff }),
      send(b, url, { method: 'PATCH', body: { stage: 'glue_up', version: job.version }, headers: staff }),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const after = ((await (await send(b, url, { headers: staff })).json()) as { data: JobDetail }).data;
    expect(after.version).toBe(job.version + 1);
    // The winner's move, and only it, is on record.
    const winner = replies[0].status === 200 ? 'cutting' : 'glue_up';
    expect(after.stage).toBe(winner);
    expect(after.moves.map((move) => move.to)).toEqual(['accepted', winner]);
  });

  it('holds one rate limit across both servers', async () => {
    const [created] = await createQuotesAtOnce({ next }, { count: 1, emailPrefix: 'limits' });
    const token = created?.quote?.token ?? '';
    const statuses: number[] = [];
    for (let i = 0; i < PDF_LIMIT + 2; i += 1) {
      const response = await send(next(), `/api/quotes/${token}/pdf`);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    // Counted in the database: the limit is PDF_LIMIT in all, not per server (next() alternates).
    expect(statuses).toEqual([...Array<number>(PDF_LIMIT).fill(200), 429, 429]);
  }, 30_000);
});
