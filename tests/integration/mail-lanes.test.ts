import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '#client/shared/api-request';
import { withProofOfWork } from '#client/shared/proof-of-work/with-proof-of-work';
import { solveChallenge } from '#client/shared/proof-of-work/solve-challenge';
import {
  challengeOf,
  PROOF_OF_WORK_HEADER,
  solutionPayload,
  type ProofOfWorkChallenge,
} from '#core/proof-of-work/proof-of-work';
import type { MailLane } from '#server/mail/mail-lanes';
import type { OutgoingMail } from '#server/mail/mail-transport';
import { enqueueMail } from '#server/mail/outbox-repository';
import { startOutboxWorker } from '#server/mail/outbox-worker';
import { makeStaff, signInStaff } from './helpers/accounts';
import { pdfText } from './helpers/pdf-text';
import { countQuotes, makeQuoteRequest } from './helpers/quote-factories';
import { parseHeaders, startSmtpTestServer } from './helpers/smtp-test-server';
import { describeEachDatabase } from './helpers/test-app';
import { createTestDatabase, DIALECTS } from './helpers/test-database';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ALERT_TO = 'owner@grainline.example';
const message = (to: string) => ({ to, subject: 'Mail', text: 'x', html: 'x' });

type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

/**
 * An anonymous call from `address`, sent as the configurator sends it: a 428's challenge solved and the call sent
 * again.
 */
function sendAsBrowser(send: (headers: Record<string, string>) => Promise<Injected>): Promise<Injected> {
  return withProofOfWork(async (headers) => {
    const response = await send(headers);
    if (response.statusCode >= 400) {
      throw new ApiError(
        response.statusCode,
        response.body,
        response.json<{ error: { code: string; message: string } }>().error,
      );
    }
    return response;
  });
}

const challengeIn = (response: Injected): ProofOfWorkChallenge | null =>
  challengeOf(response.json<{ error?: { challenge?: unknown } }>().error?.challenge);

async function solvedHeader(challenge: ProofOfWorkChallenge): Promise<string> {
  const number = await solveChallenge(challenge);
  if (number === null) throw new Error('No number solves the challenge');
  return solutionPayload(challenge, number);
}

// ADR 040: with one queue, mail anyone can cause held back what the workshop needed sent.
describe.each(DIALECTS)('mail lanes [%s]', (dialect) => {
  async function queue(lanes: { lane: MailLane; kind: string; to: string }[]) {
    const database = await createTestDatabase(dialect);
    onTestFinished(() => database.destroy());
    for (const [index, { lane, kind, to }] of lanes.entries()) {
      await enqueueMail(database.db, {
        kind,
        lane,
        dedupeKey: `lanes:${index}`,
        message: message(to),
        now: new Date(Date.now() - (lanes.length - index) * 1000),
      });
    }
    return database;
  }

  it("sends the workshop's lane first, oldest first within a lane, whatever was queued before it", async () => {
    const { db } = await queue([
      { lane: 'anonymous', kind: 'quote', to: 'anonymous-1@example.com' },
      { lane: 'anonymous', kind: 'workshop_new_quote', to: 'anonymous-2@example.com' },
      { lane: 'workshop', kind: 'job_ready', to: 'job@example.com' },
      { lane: 'anonymous', kind: 'quote', to: 'anonymous-3@example.com' },
      { lane: 'workshop', kind: 'quote_accepted_confirmation', to: 'accepted@example.com' },
    ]);
    const sent: string[] = [];
    const worker = startOutboxWorker({
      db,
      log: silentLog,
      transport: { send: async (mail) => (sent.push(mail.to), { ok: true }), close: () => undefined },
    });
    await worker.drain();
    await worker.stop();
    expect(sent).toEqual([
      'job@example.com',
      'accepted@example.com',
      'anonymous-1@example.com',
      'anonymous-2@example.com',
      'anonymous-3@example.com',
    ]);
  });

  it("holds the anonymous lane to its own hourly budget, which never uses up the workshop's ceiling", async () => {
    const { db } = await queue([
      ...[1, 2, 3, 4].map((n) => ({ lane: 'anonymous' as const, kind: 'quote', to: `anonymous-${n}@example.com` })),
      { lane: 'workshop', kind: 'quote', to: 'partner-client-1@example.com' },
      { lane: 'workshop', kind: 'quote', to: 'partner-client-2@example.com' },
      { lane: 'workshop', kind: 'job_ready', to: 'job@example.com' },
    ]);
    const sent: OutgoingMail[] = [];
    const worker = startOutboxWorker({
      db,
      log: silentLog,
      transport: { send: async (mail) => (sent.push(mail), { ok: true }), close: () => undefined },
      // As start-worker.ts sets them: before, one ceiling of 3 counted every quote e-mail, and the anonymous ones took
      // it all.
      hourlyCeilings: [
        { lane: 'workshop', kinds: ['quote'], max: 3, setting: 'MAIL_HOURLY_CEILING', alertTo: ALERT_TO },
        { lane: 'anonymous', max: 2, setting: 'MAIL_ANONYMOUS_HOURLY_BUDGET', alertTo: ALERT_TO },
      ],
    });
    await worker.drain();
    await worker.drain();
    await worker.stop();
    const to = sent.map((mail) => mail.to);
    expect(to.filter((address) => address.startsWith('anonymous-'))).toEqual([
      'anonymous-1@example.com',
      'anonymous-2@example.com',
    ]);
    expect(to).toEqual(
      expect.arrayContaining(['partner-client-1@example.com', 'partner-client-2@example.com', 'job@example.com']),
    );
    const alerts = sent.filter((mail) => mail.to === ALERT_TO);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.text).toContain('MAIL_ANONYMOUS_HOURLY_BUDGET (2)');
    const waiting = await db.selectFrom('outbox').select(['lane', 'status']).where('status', '=', 'pending').execute();
    expect(waiting).toEqual([
      { lane: 1, status: 'pending' },
      { lane: 1, status: 'pending' },
    ]);
  });
});

describeEachDatabase(
  'the proof-of-work challenge under a burst',
  (ctx) => {
    const createQuote = (
      address: string,
      headers: Record<string, string> = {},
      leadInfo: Record<string, string> = {},
    ) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/quotes',
        remoteAddress: address,
        headers,
        payload: makeQuoteRequest({
          leadInfo: { fullName: 'Thandi Nkosi', email: 'thandi@example.co.za', phone: '082 555 1234', ...leadInfo },
        }),
      });
    const tokenOf = (response: Injected) => response.json<{ data: { token: string } }>().data.token;

    it('asks nothing of a customer while anonymous volume is ordinary, then a 428 with a challenge, storing nothing', async () => {
      // ANONYMOUS_BURST_PER_10_MINUTES is 3: three quotes in ten minutes are ordinary.
      for (let n = 1; n <= 3; n += 1) expect((await createQuote(`10.1.0.${n}`)).statusCode).toBe(201);
      const before = await countQuotes(ctx().database.db);
      const challenged = await createQuote('10.1.0.4');
      expect(challenged.statusCode).toBe(428);
      expect(challenged.json()).toMatchObject({
        success: false,
        error: { code: 'challenge_required', challenge: { algorithm: 'SHA-256', maxnumber: 2000 } },
      });
      expect(await countQuotes(ctx().database.db)).toBe(before);
      // E-mailing a quote anonymously is asked too.
      const token = tokenOf(await sendAsBrowser((headers) => createQuote('10.1.0.5', headers)));
      const email = await ctx().app.inject({
        method: 'POST',
        url: '/api/email/quote',
        remoteAddress: '10.1.0.5',
        payload: { token },
      });
      expect(email.statusCode).toBe(428);
    });

    it('never asks a signed-in staff member', async () => {
      const cookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db));
      expect((await createQuote('10.1.1.1', { cookie })).statusCode).toBe(201);
    });

    it('accepts a valid solution once: the same solution again is refused', async () => {
      const challenge = challengeIn(await createQuote('10.1.2.1'));
      if (!challenge) throw new Error('No challenge under the burst');
      const header = await solvedHeader(challenge);
      expect((await createQuote('10.1.2.1', { [PROOF_OF_WORK_HEADER]: header })).statusCode).toBe(201);
      const before = await countQuotes(ctx().database.db);
      const replayed = await createQuote('10.1.2.2', { [PROOF_OF_WORK_HEADER]: header });
      expect(replayed.statusCode).toBe(428);
      expect(replayed.json()).toMatchObject({
        error: { code: 'challenge_required', message: 'The check did not pass. Please try again.' },
      });
      // A fresh challenge comes with the refusal, so a real browser can try again.
      expect(challengeIn(replayed)?.challenge).not.toBe(challenge.challenge);
      expect(await countQuotes(ctx().database.db)).toBe(before);
    });

    it('refuses a wrong number, a forged challenge and an unreadable header, storing nothing', async () => {
      const challenge = challengeIn(await createQuote('10.1.3.1'));
      if (!challenge) throw new Error('No challenge under the burst');
      const number = (await solveChallenge(challenge)) ?? 0;
      const before = await countQuotes(ctx().database.db);
      const forged = { ...challenge, salt: 'made-up?expires=99999999999', challenge: '00'.repeat(32) };
      for (const header of [solutionPayload(challenge, number + 1), solutionPayload(forged, 7), 'not a solution']) {
        const refused = await createQuote('10.1.3.1', { [PROOF_OF_WORK_HEADER]: header });
        expect(refused.statusCode).toBe(428);
        expect(refused.json()).toMatchObject({
          error: { code: 'challenge_required', message: 'The check did not pass. Please try again.' },
        });
      }
      expect(await countQuotes(ctx().database.db)).toBe(before);
    });

    it("sends an anonymous quote e-mail with no text the requester typed but the customer's name, PDF included", async () => {
      const leadInfo = {
        fullName: 'Sipho Free Text',
        email: 'sipho@example.co.za',
        companyName: 'Claim Your Prize Today',
      };
      const token = tokenOf(await sendAsBrowser((headers) => createQuote('10.1.4.1', headers, leadInfo)));
      const emailed = await sendAsBrowser((headers) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/email/quote',
          remoteAddress: '10.1.4.1',
          headers,
          payload: { token },
        }),
      );
      expect(emailed.statusCode).toBe(202);
      const row = await ctx()
        .database.db.selectFrom('outbox')
        .select(['payload_json', 'lane'])
        .where('recipient', '=', 'sipho@example.co.za')
        .executeTakeFirstOrThrow();
      expect(row.lane).toBe(1);
      const sent = JSON.parse(row.payload_json) as {
        subject: string;
        text: string;
        html: string;
        attachments: { contentBase64: string }[];
      };
      const pdf = pdfText(Buffer.from(sent.attachments[0]?.contentBase64 ?? '', 'base64'));
      for (const part of [sent.text, sent.html, pdf]) expect(part).toContain('Sipho Free Text');
      for (const part of [sent.subject, sent.text, sent.html, pdf]) expect(part).not.toContain('Claim Your Prize');
      // The download is the customer's own document and keeps the company.
      const download = await ctx().app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` });
      expect(pdfText(download.rawPayload)).toContain('Claim Your Prize Today');
    });
  },
  { env: { ANONYMOUS_BURST_PER_10_MINUTES: '3', PROOF_OF_WORK_MAX_NUMBER: '2000' } },
);

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

describeEachDatabase(
  'a burst of anonymous quotes never starves the workshop’s mail',
  (ctx) => {
    it('sends a staff-triggered e-mail within 10 s of 300 anonymous quotes from 300 addresses', {
      timeout: 120_000,
    }, async () => {
      const { app, database } = ctx();
      smtp.messages.length = 0;
      // The burst, as the campaign sent it: each quote from its own address, ten at a time, solving the challenge once
      // asked.
      const burst = async (n: number) => {
        const created = await sendAsBrowser((headers) =>
          app.inject({
            method: 'POST',
            url: '/api/quotes',
            remoteAddress: `10.2.${Math.floor(n / 250)}.${(n % 250) + 1}`,
            headers,
            payload: makeQuoteRequest({
              leadInfo: { fullName: `Burst Sender ${n}`, email: `burst-${n}@example.com`, phone: '082 555 1234' },
            }),
          }),
        );
        expect(created.statusCode).toBe(201);
        // And its e-mail, queued as emailQuote queues one (the PDF left out, to keep the test fast).
        await enqueueMail(database.db, {
          kind: 'quote',
          lane: 'anonymous',
          dedupeKey: `quote:burst-${n}:`,
          message: message(`burst-${n}@example.com`),
        });
      };
      for (let n = 0; n < 300; n += 10) await Promise.all(Array.from({ length: 10 }, (_, offset) => burst(n + offset)));
      const anonymousQueued = await database.db
        .selectFrom('outbox')
        .select('id')
        .where('lane', '=', 1)
        .where('status', '=', 'pending')
        .execute();
      expect(anonymousQueued).toHaveLength(600);

      // The real sender loop starts on the burst, then staff send a test daily report.
      const worker = await ctx().worker();
      const sending = worker.tasks.outbox.runOnce();
      await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBeGreaterThan(5);
      const staff = await makeStaff(database.db);
      const cookie = await signInStaff(app, staff);
      const asked = Date.now();
      expect(
        (await app.inject({ method: 'POST', url: '/api/reports/daily', headers: { cookie }, payload: {} })).statusCode,
      ).toBe(200);
      const isReport = (raw: string) => (parseHeaders(raw).subject ?? '').includes('daily report');
      await expect
        .poll(() => smtp.messages.some((mail) => isReport(mail.raw)), { timeout: 10_000, interval: 50 })
        .toBe(true);
      const tookMs = Date.now() - asked;
      const anonymousSentBefore = smtp.messages.findIndex((mail) => isReport(mail.raw));
      await worker.stop();
      await sending;
      expect(tookMs).toBeLessThan(10_000);
      // It overtook the burst rather than waiting for it to be sent.
      expect(anonymousSentBefore).toBeLessThan(600);
      const left = await database.db
        .selectFrom('outbox')
        .select('id')
        .where('lane', '=', 1)
        .where('status', '=', 'pending')
        .execute();
      expect(left.length).toBeGreaterThan(0);
    });
  },
  {
    env: {
      SMTP_URL: smtp.url,
      ANONYMOUS_BURST_PER_10_MINUTES: '20',
      PROOF_OF_WORK_MAX_NUMBER: '200',
      // High enough that only the lanes, not the budget, decide what goes first here.
      MAIL_ANONYMOUS_HOURLY_BUDGET: '100000',
    },
    rateLimit: true,
  },
);
