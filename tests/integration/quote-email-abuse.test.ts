import { describe, expect, it, onTestFinished } from 'vitest';
import type { OutgoingMail } from '#server/mail/mail-transport';
import { enqueueMail } from '#server/mail/outbox-repository';
import { startOutboxWorker } from '#server/mail/outbox-worker';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';
import { createTestDatabase, DIALECTS } from './helpers/test-database';

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

// Before these limits anyone could make the workshop's address send a message that opens with their
// own text, to any address, as often as they liked.
describeEachDatabase(
  'the quote e-mail is no spam relay',
  (ctx) => {
    const createQuote = async (leadInfo: Record<string, string>) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: makeQuoteRequest({ leadInfo: { phone: '082 555 1234', ...leadInfo } }),
      });
    const emailQuote = (token: string) =>
      ctx().app.inject({ method: 'POST', url: '/api/email/quote', payload: { token } });
    const tokenOf = (response: { json: <T>() => T }) => response.json<{ data: { token: string } }>().data.token;

    it('refuses a name or company that carries a link or an address, and stores nothing', async () => {
      const before = await ctx().database.db.selectFrom('leads').select('id').execute();
      const spam = await createQuote({
        fullName: 'Dear you won R5000! Claim at http://win.example',
        email: 'victim@example.com',
      });
      expect(spam.statusCode).toBe(400);
      expect(spam.json()).toMatchObject({
        error: { fields: { 'leadInfo.fullName': 'Please enter your name without web or e-mail addresses' } },
      });
      const company = await createQuote({
        fullName: 'Thandi Nkosi',
        email: 'victim@example.com',
        companyName: 'prizes.example',
      });
      expect(company.json()).toMatchObject({
        error: { fields: { 'leadInfo.companyName': 'Please enter the company name without web or e-mail addresses' } },
      });
      expect(await ctx().database.db.selectFrom('leads').select('id').execute()).toHaveLength(before.length);
    });

    it('sends one address at most QUOTE_EMAILS_PER_RECIPIENT_PER_DAY quote e-mails, however many quotes name it', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const quote = await createQuote({ fullName: `Target ${i}`, email: 'Target@Example.com' });
        statuses.push((await emailQuote(tokenOf(quote))).statusCode);
      }
      expect(statuses).toEqual([202, 202, 429]);
      const queued = await ctx()
        .database.db.selectFrom('outbox')
        .select('id')
        .where('recipient', '=', 'target@example.com')
        .execute();
      expect(queued).toHaveLength(2);
    });

    it("opens the e-mail with the workshop's words, not the customer's", async () => {
      const quote = await createQuote({ fullName: 'Opening Lines Check', email: 'opening@example.com' });
      expect((await emailQuote(tokenOf(quote))).statusCode).toBe(202);
      const row = await ctx()
        .database.db.selectFrom('outbox')
        .select('payload_json')
        .where('recipient', '=', 'opening@example.com')
        .executeTakeFirstOrThrow();
      const { text, html } = JSON.parse(row.payload_json) as { text: string; html: string };
      const lines = text.split('\n');
      const [first = '', second = ''] = lines;
      expect(first).toMatch(new RegExp(`^${ctx().config.business.name}: quote Q-`));
      // QUOTE-24: it opens with the quote itself (the workshop's figures), and says why it came at the end.
      expect(second).toMatch(/^Total \(VAT included\): R /);
      expect(`${first}${second}`).not.toContain('Opening Lines Check');
      expect(lines.at(-1)).toContain('If you did not ask for it');
      const body = html.slice(html.indexOf('<body'));
      expect(body.indexOf('Total (VAT included)')).toBeLessThan(body.indexOf('Opening Lines Check'));
      expect(body.indexOf('If you did not ask for it')).toBeGreaterThan(body.indexOf('Opening Lines Check'));
    });
  },
  { env: { QUOTE_EMAILS_PER_RECIPIENT_PER_DAY: '2' } },
);

// A database of its own: the app's default outbox worker above would take these messages too.
describe.each(DIALECTS)('the hourly mail ceiling [%s]', (dialect) => {
  it('holds customer mail back past the hourly ceiling and alerts staff once', async () => {
    const database = await createTestDatabase(dialect);
    const { db } = database;
    for (let i = 0; i < 4; i += 1) {
      await enqueueMail(db, {
        kind: 'quote',
        dedupeKey: `ceiling-test:${i}`,
        message: { to: `c${i}@example.com`, subject: 'Quote', text: 'x', html: 'x' },
      });
    }
    const sent: OutgoingMail[] = [];
    const worker = startOutboxWorker({
      db,
      log: silentLog,
      transport: { send: async (mail) => (sent.push(mail), { ok: true }), close: () => undefined },
      hourlyCeilings: [
        {
          lane: 'workshop',
          kinds: ['quote'],
          max: 2,
          setting: 'MAIL_HOURLY_CEILING',
          alertTo: 'owner@grainline.example',
        },
      ],
    });
    await worker.drain();
    await worker.drain();
    await worker.stop();
    onTestFinished(() => database.destroy());
    expect(sent.filter((mail) => mail.to !== 'owner@grainline.example')).toHaveLength(2);
    expect(sent.filter((mail) => mail.to === 'owner@grainline.example')).toHaveLength(1);
    const waiting = await db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'quote')
      .where('status', '=', 'pending')
      .execute();
    expect(waiting).toHaveLength(2);
  });
});
