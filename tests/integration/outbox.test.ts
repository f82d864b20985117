import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import type { MailMessage } from '#server/mail/mail-message';
import { MAX_ATTEMPTS } from '#server/mail/outbox-retry-policy';
import { createMailTransport, type MailTransport } from '#server/mail/mail-transport';
import { mailDomain, outboxMessageId } from '#server/mail/outbox-message-id';
import { claimDueMail, enqueueMail, listOutbox, markSent, requeueMail } from '#server/mail/outbox-repository';
import {
  startOutboxWorker,
  type OutboxLog,
  type OutboxWorker,
  type OutboxWorkerOptions,
} from '#server/mail/outbox-worker';
import { parseHeaders, parseMimeParts, startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { describeEachDialect } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

const FROM = 'Grainline Woodworks <quotes@grainline.example>';
const MESSAGE_ID_DOMAIN = mailDomain(FROM);
// Every byte value, so a transfer encoding that mangles binary would show.
const PDF_BYTES = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256)),
  Buffer.from('\n%%EOF'),
]);

const makeQuoteMail = (overrides: Partial<MailMessage> = {}): MailMessage => ({
  to: 'customer@example.co.za',
  subject: 'Your Grainline quote Q-20261122-0001',
  text: 'Thank you for your enquiry. Your quote is attached.',
  html: '<p>Thank you for your enquiry. Your <strong>quote</strong> is attached.</p>',
  attachments: [
    { fileName: 'Q-20261122-0001.pdf', contentType: 'application/pdf', contentBase64: PDF_BYTES.toString('base64') },
  ],
  ...overrides,
});

function recordingLog(): OutboxLog & { lines: string[] } {
  const lines: string[] = [];
  const record = (details: object, message: string) => lines.push(`${message} ${JSON.stringify(details)}`);
  return { lines, info: record, warn: record, error: record };
}

const messageIds = (smtp: SmtpTestServer) => smtp.messages.map((mail) => parseHeaders(mail.raw)['message-id']);

describeEachDialect('the mail outbox', (dialect) => {
  let database: TestDatabase;
  let smtp: SmtpTestServer;
  let clock: Date;
  let log: ReturnType<typeof recordingLog>;
  const running: { worker: OutboxWorker; transport: MailTransport }[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await database.destroy();
  });
  beforeEach(async () => {
    await database.db.deleteFrom('outbox').execute();
    smtp = await startSmtpTestServer();
    clock = new Date();
    log = recordingLog();
  });
  afterEach(async () => {
    for (const { worker, transport } of running.splice(0)) {
      await worker.stop();
      transport.close();
    }
    await smtp.stop();
  });

  const advanceClock = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  function startWorker(overrides: Partial<OutboxWorkerOptions> & { smtpUrl?: string | null } = {}): OutboxWorker {
    const { smtpUrl = smtp.url, ...options } = overrides;
    const transport =
      options.transport ??
      createMailTransport({ smtpUrl: smtpUrl ?? undefined, dataDir: database.dataDir, from: FROM });
    // No schedule: the tests decide when the worker runs, through drain() and wake().
    const worker = startOutboxWorker({
      db: database.db,
      transport,
      log,
      now: () => clock,
      messageIdDomain: MESSAGE_ID_DOMAIN,
      ...options,
    });
    running.push({ worker, transport });
    return worker;
  }

  const enqueue = (dedupeKey: string, message: MailMessage = makeQuoteMail()) =>
    enqueueMail(database.db, { kind: 'quote_email', dedupeKey, message, now: clock });

  const outboxRow = (id: number) =>
    database.db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('(a) delivers a queued message once, with both bodies and the attachment intact', async () => {
    const { id } = await enqueue('quote-email:Q-20261122-0001');
    await startWorker().drain();

    expect(smtp.messages).toHaveLength(1);
    const [received] = smtp.messages;
    expect(received?.envelope).toEqual({ from: 'quotes@grainline.example', to: ['customer@example.co.za'] });
    const headers = parseHeaders(received?.raw ?? '');
    expect(headers.subject).toBe('Your Grainline quote Q-20261122-0001');
    expect(headers['message-id']).toBe(
      outboxMessageId({ id, dedupeKey: 'quote-email:Q-20261122-0001' }, 'grainline.example'),
    );
    const parts = parseMimeParts(received?.raw ?? '');
    expect(parts.map((part) => part.contentType)).toEqual(['text/plain', 'text/html', 'application/pdf']);
    expect(parts[0]?.body.toString('utf8')).toBe('Thank you for your enquiry. Your quote is attached.');
    expect(parts[1]?.body.toString('utf8')).toContain('Your <strong>quote</strong> is attached.');
    expect(parts[2]?.headers['content-disposition']).toContain('filename=Q-20261122-0001.pdf');
    expect(parts[2]?.body.equals(PDF_BYTES)).toBe(true);

    expect(await outboxRow(id)).toMatchObject({
      status: 'sent',
      attempts: 1,
      locked_until: null,
      last_error: null,
      sent_at: clock.toISOString(),
    });
  });

  it('(b) keeps a message while the mail server is down and sends it once when it is back', async () => {
    const port = smtp.port;
    await smtp.stop();
    const { id } = await enqueue('quote-email:Q-outage');
    const worker = startWorker();
    await worker.drain();

    const waiting = await outboxRow(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, sent_at: null });
    expect(waiting.next_attempt_at).toBe(new Date(clock.getTime() + 60_000).toISOString());
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);

    smtp = await startSmtpTestServer({ port });
    await worker.drain();
    expect(smtp.messages).toHaveLength(0); // not due yet: the back-off is respected

    advanceClock(61_000);
    await worker.drain();
    expect(smtp.messages).toHaveLength(1);
    await worker.drain();
    expect(smtp.messages).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('(c) queues one message per dedupe key, however often it is enqueued', async () => {
    const first = await enqueue('quote-email:Q-twice');
    const second = await enqueue('quote-email:Q-twice', makeQuoteMail({ subject: 'A different subject' }));
    expect(first).toEqual({ id: first.id, created: true });
    expect(second).toEqual({ id: first.id, created: false });

    const worker = startWorker();
    await worker.drain();
    await enqueue('quote-email:Q-twice');
    await worker.drain();

    expect(await database.db.selectFrom('outbox').select('id').execute()).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
    expect(parseHeaders(smtp.messages[0]?.raw ?? '').subject).toBe('Your Grainline quote Q-20261122-0001');
  });

  it('carries a stored Reply-To through SMTP to the recipient', async () => {
    await enqueue('quote-email:Q-reply', makeQuoteMail({ replyTo: 'sipho@acme.example' }));
    await startWorker().drain();
    expect(parseHeaders(smtp.messages[0]?.raw ?? '')['reply-to']).toBe('sipho@acme.example');
  });

  it('(d) takes over a message whose worker crashed mid-send, but not one still being sent', async () => {
    const crashed = await enqueue('quote-email:Q-crashed');
    const live = await enqueue('quote-email:Q-live');
    const lockedUntil = (ms: number) => new Date(clock.getTime() + ms).toISOString();
    await database.db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: 1, locked_until: lockedUntil(-1000) })
      .where('id', '=', crashed.id)
      .execute();
    await database.db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: 1, locked_until: lockedUntil(60_000) })
      .where('id', '=', live.id)
      .execute();

    await startWorker().drain();

    expect(messageIds(smtp)).toEqual([
      outboxMessageId({ id: crashed.id, dedupeKey: 'quote-email:Q-crashed' }, MESSAGE_ID_DOMAIN),
    ]);
    expect(await outboxRow(crashed.id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await outboxRow(live.id)).toMatchObject({ status: 'sending', attempts: 1 });
  });

  it('(d2) gives up on a message interrupted on its last allowed attempt', async () => {
    const { id } = await enqueue('quote-email:Q-crash-loop');
    await database.db
      .updateTable('outbox')
      .set({ status: 'sending', attempts: MAX_ATTEMPTS, locked_until: new Date(clock.getTime() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();

    await startWorker().drain();

    expect(smtp.messages).toHaveLength(0);
    expect(await outboxRow(id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      locked_until: null,
      last_error: expect.stringMatching(/Interrupted/),
    });
  });

  it('(d3) a late report from a worker whose lock ran out changes nothing', async () => {
    const { id } = await enqueue('quote-email:Q-late');
    const [stalled] = await claimDueMail(database.db, { now: clock, lockMs: 1000, limit: 1 });
    advanceClock(2000);
    const [takenOver] = await claimDueMail(database.db, { now: clock, lockMs: 1000, limit: 1 });
    expect([stalled?.attempts, takenOver?.attempts]).toEqual([1, 2]);

    expect(await markSent(database.db, stalled ?? { id, attempts: 1 }, clock)).toBe(false);
    expect(await outboxRow(id)).toMatchObject({ status: 'sending', attempts: 2, sent_at: null });
    expect(await markSent(database.db, takenOver ?? { id, attempts: 2 }, clock)).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('(d4) gives up a send that outlasts half its lock, so no other worker takes it while it runs', async () => {
    const { id } = await enqueue('quote-email:Q-stalling');
    // A mail server that accepts the connection and then never answers.
    const transport: MailTransport = { send: () => new Promise(() => undefined), close: () => {} };
    await startWorker({ transport, lockMs: 200 }).drain();
    expect(await outboxRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'The mail server took too long to answer',
    });
  });

  it('(e) two workers draining at the same time send each message once', async () => {
    const ids = [];
    for (let n = 1; n <= 12; n += 1) ids.push((await enqueue(`quote-email:Q-${n}`)).id);
    const first = startWorker({ batchSize: 2 });
    const second = startWorker({ batchSize: 2 });

    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);

    const delivered = messageIds(smtp);
    expect(delivered).toHaveLength(12);
    expect(new Set(delivered).size).toBe(12);
    const rows = await database.db.selectFrom('outbox').select(['status', 'attempts']).execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('(f) stops at once when the server refuses the recipient, and staff can requeue it', async () => {
    await smtp.stop();
    smtp = await startSmtpTestServer({ refuseRecipient: () => ({ code: 550, message: '5.1.1 No such user here' }) });
    const { id } = await enqueue('quote-email:Q-refused', makeQuoteMail({ to: 'nobody@example.co.za' }));
    const worker = startWorker();
    await worker.drain();

    expect(smtp.messages).toHaveLength(0);
    expect(await outboxRow(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: expect.stringMatching(/550/),
    });
    expect(await listOutbox(database.db, { status: 'failed' })).toEqual([
      expect.objectContaining({
        id,
        status: 'failed',
        to: 'nobody@example.co.za',
        subject: 'Your Grainline quote Q-20261122-0001',
        attempts: 1,
      }),
    ]);
    expect(log.lines.join('\n')).not.toContain('nobody@example.co.za');

    expect(await requeueMail(database.db, id, clock)).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: 'pending', attempts: 0 });
    expect(await requeueMail(database.db, id, clock)).toBe(false);
  });

  it('(g) marks a message failed after its last attempt, about a day of outage', async () => {
    await smtp.stop();
    const { id } = await enqueue('quote-email:Q-long-outage');
    const worker = startWorker();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await worker.drain();
      expect(await outboxRow(id)).toMatchObject({
        attempts: attempt,
        status: attempt < MAX_ATTEMPTS ? 'pending' : 'failed',
      });
      advanceClock(60 * 60_000);
    }
    await worker.drain();
    expect(await outboxRow(id)).toMatchObject({ attempts: MAX_ATTEMPTS, status: 'failed' });
  });

  it('(h) treats a transport that throws as a temporary failure, and logs no addresses or bodies', async () => {
    const { id } = await enqueue('quote-email:Q-throws');
    const transport: MailTransport = {
      send: () => {
        throw new Error('Unexpected trouble sending to customer@example.co.za');
      },
      close: () => {},
    };
    await startWorker({ transport }).drain();

    expect(await outboxRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: expect.stringMatching(/Unexpected trouble/),
    });
    const logged = log.lines.join('\n');
    expect(logged).toMatch(/will retry/);
    for (const secret of ['customer@example.co.za', 'Thank you for your enquiry', 'Your Grainline quote'])
      expect(logged).not.toContain(secret);
  });

  it('(i) keeps SMTP credentials out of the stored error', async () => {
    const port = smtp.port;
    await smtp.stop();
    const { id } = await enqueue('quote-email:Q-credentials');
    const transport = createMailTransport({
      smtpUrl: `smtp://grainline:s3cret-pass@127.0.0.1:${port}`,
      dataDir: database.dataDir,
      from: FROM,
    });
    await startWorker({ transport }).drain();

    const row = await outboxRow(id);
    expect(row.last_error).toBeTruthy();
    expect(row.last_error).not.toContain('s3cret-pass');
  });

  it('(j) wake() sends without waiting for the next poll', async () => {
    const worker = startWorker();
    await enqueue('quote-email:Q-wake');
    worker.wake();
    await vi.waitFor(() => expect(smtp.messages).toHaveLength(1), { timeout: 5000 });
  });

  it('(j2) a worker that is merely started sends mail queued while none ran, once', async () => {
    // Queued while no worker runs (the server was down or restarting).
    const { id } = await enqueue('quote-email:Q-restart');
    // Starting is the only thing that runs it: no wake(), no drain().
    // Once the row is sent, only a run's claim reads the clock, so the reads count the runs.
    let claims = 0;
    const worker = startWorker({
      now: () => {
        claims += 1;
        return clock;
      },
    });

    await expect.poll(() => smtp.messages.length, { timeout: 5000 }).toBe(1);
    await expect.poll(async () => (await outboxRow(id)).status, { timeout: 5000 }).toBe('sent');
    // More runs (the schedule's ticks, as the job's test drives them) find nothing due: the sent row is never sent
    // again.
    const seen = claims;
    for (let run = 0; run < 3; run += 1) await worker.drain();
    expect(claims).toBeGreaterThanOrEqual(seen + 3);
    expect(messageIds(smtp)).toEqual([outboxMessageId({ id, dedupeKey: 'quote-email:Q-restart' }, MESSAGE_ID_DOMAIN)]);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent', attempts: 1, locked_until: null, last_error: null });
  });

  it('(k) stop() waits for the message being sent', async () => {
    const { id } = await enqueue('quote-email:Q-stop');
    const smtpTransport = createMailTransport({ smtpUrl: smtp.url, dataDir: database.dataDir, from: FROM });
    let release = () => {};
    let started = false;
    const events: string[] = [];
    const slowTransport: MailTransport = {
      async send(mail) {
        started = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        const result = await smtpTransport.send(mail);
        events.push('sent');
        return result;
      },
      close: () => smtpTransport.close(),
    };
    const worker = startWorker({ transport: slowTransport });
    worker.wake();
    await vi.waitFor(() => expect(started).toBe(true));

    const stopping = worker.stop().then(() => events.push('stopped'));
    release();
    await stopping;
    // In that order whatever the timing: the stop is not over until the send is.
    expect(events).toEqual(['sent', 'stopped']);
    expect(smtp.messages).toHaveLength(1);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent' });
  });

  it('(l) without SMTP settings writes the message as an .eml file in the data folder', async () => {
    const { id } = await enqueue('quote-email:Q-eml');
    await startWorker({ smtpUrl: null }).drain();

    const folder = path.join(database.dataDir, 'outbox');
    const files = fs.readdirSync(folder);
    expect(files).toEqual([expect.stringMatching(new RegExp(`-outbox-${id}-[0-9a-f]{16}\\.eml$`))]);
    const parts = parseMimeParts(fs.readFileSync(path.join(folder, files[0] ?? ''), 'utf8'));
    expect(parts.find((part) => part.contentType === 'application/pdf')?.body.equals(PDF_BYTES)).toBe(true);
    expect(await outboxRow(id)).toMatchObject({ status: 'sent' });
    fs.rmSync(folder, { recursive: true });
  });
});
