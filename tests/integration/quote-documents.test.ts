import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { formatRand } from '#core/money';
import { overlappingWords, pdfText, pdfWordBoxes } from './helpers/pdf-text';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

interface QuoteData {
  quoteNumber: string;
  token: string;
  status: string;
  totalCents: number;
  vatCents: number;
}

describeEachDatabase(
  'quote PDF and e-mail',
  (ctx) => {
    const createQuote = async () =>
      (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).json<{
        data: QuoteData;
      }>().data;

    it('serves the stored quote as a PDF with its number, surfaces and total', async () => {
      const quote = await createQuote();
      const response = await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="Grainline-Quote-${quote.quoteNumber}.pdf"`,
      );
      const text = pdfText(response.rawPayload);
      expect(text).toContain(quote.quoteNumber);
      expect(text).toContain('Kiaat - Face Grain');
      expect(text).toContain('Walnut - Face Grain');
      expect(text).toContain(formatRand(quote.totalCents));
      expect(text).toContain(formatRand(quote.vatCents));
      expect(text).toContain('All pricing is inclusive');
      const after = (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).json<{
        data: QuoteData;
      }>().data;
      expect(after.status).toBe('sent');
    });

    it('prints a long e-mail address and company name in full, wrapped, with nothing printed over anything else', async () => {
      const email = 'nomvuselelo.wilhelmina.vanderwesthuizen@longdomain-holdings.example.za';
      const companyName = 'Vanderwesthuizen Bespoke Kitchen and Joinery Installations (Pty) Ltd';
      expect(email).toHaveLength(70);
      const payload = makeQuoteRequest({
        leadInfo: { fullName: 'Nomvuselelo van der Westhuizen', email, phone: '082 555 1234', companyName },
      });
      const created = await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload });
      expect(created.statusCode).toBe(201);
      const { token } = created.json<{ data: QuoteData }>().data;
      const pdf = (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${token}/pdf` })).rawPayload;
      // Drawn in order, a wrapped detail's lines follow each other: joined, they are the whole text.
      const drawn = pdfText(pdf, { raw: true });
      expect(drawn.replace(/\n/g, '')).toContain(email);
      expect(drawn.replace(/\n/g, ' ')).toContain(companyName);
      expect(drawn).not.toContain('…');
      expect(overlappingWords(pdfWordBoxes(pdf, 1))).toEqual([]);
    });

    it('prints no placeholder for workshop details that are not set: no address line, no banking block', async () => {
      expect(ctx().config.business.address).toBeUndefined();
      const quote = await createQuote();
      const text = pdfText(
        (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` })).rawPayload,
      );
      expect(text).not.toMatch(/not configured/i);
      expect(text).not.toContain('Banking details');
      expect(text).toContain('Terms and conditions');
    });

    it('e-mails the quote to the customer on record, with the same PDF, once per request id', async () => {
      const quote = await createQuote();
      const send = () =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/email/quote',
          payload: { token: quote.token, sendBusinessCopy: true, requestId: 'click-0001' },
        });
      const first = await send();
      expect(first.statusCode).toBe(202);
      expect(first.json()).toEqual({ success: true, data: { quoteNumber: quote.quoteNumber, queued: 2 } });
      const retried = await send();
      expect(retried.statusCode).toBe(202);
      expect(retried.json()).toEqual({ success: true, data: { quoteNumber: quote.quoteNumber, queued: 0 } });

      const rows = await ctx()
        .database.db.selectFrom('outbox')
        .selectAll()
        .where('dedupe_key', 'like', `%${quote.quoteNumber}%`)
        .execute();
      // The workshop's own notice of the new quote goes with every quote (QUOTE-23), ticked or not.
      expect(rows.map((r) => r.kind).sort()).toEqual(['quote', 'quote_business_copy', 'workshop_new_quote']);
      const customer = JSON.parse(rows.find((r) => r.kind === 'quote')!.payload_json) as {
        to: string;
        subject: string;
        text: string;
        html: string;
        attachments: { fileName: string; contentBase64: string }[];
      };
      expect(customer.to).toBe('thandi@example.co.za');
      expect(customer.subject).toContain(quote.quoteNumber);
      expect(customer.text).toContain(`/quote/${quote.token}`);
      expect(customer.html).toContain(`/quote/${quote.token}`);
      expect(pdfText(Buffer.from(customer.attachments[0].contentBase64, 'base64'))).toContain(
        formatRand(quote.totalCents),
      );
      // Every mail names a line by its surface type; the workshop's mails carry the customer's phone.
      const payload = (kind: string) => JSON.parse(rows.find((r) => r.kind === kind)!.payload_json) as { text: string };
      for (const kind of ['quote', 'quote_business_copy', 'workshop_new_quote']) {
        expect(payload(kind).text).toMatch(/^1 × Countertop — Kiaat - Face Grain: R [\d,]+\.\d\d$/m);
        expect(payload(kind).text).toMatch(/^3 × Floating Shelf — Walnut - Face Grain: R [\d,]+\.\d\d$/m);
      }
      expect(payload('quote_business_copy').text).toContain('Thandi Nkosi <thandi@example.co.za>, phone 082 555 1234');
      expect(payload('workshop_new_quote').text).toContain(
        'Customer: Thandi Nkosi <thandi@example.co.za>, phone 082 555 1234',
      );

      // Without SMTP settings the worker writes .eml files under DATA_DIR/outbox.
      await (await ctx().worker()).tasks.outbox.runOnce();
      const outboxDir = path.join(ctx().config.dataDir, 'outbox');
      expect(fs.readdirSync(outboxDir).filter((f) => f.endsWith('.eml')).length).toBeGreaterThanOrEqual(2);
    });

    it('sends one quote at most five times a day, however often its link asks', async () => {
      const quote = await createQuote();
      const send = (n: number) =>
        ctx().app.inject({
          method: 'POST',
          url: '/api/email/quote',
          payload: { token: quote.token, requestId: `click-000${n}` },
        });
      for (let n = 1; n <= 5; n += 1) expect((await send(n)).statusCode).toBe(202);
      const sixth = await send(6);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json<{ error: { message: string } }>().error.message).toContain(
        'already been e-mailed several times today',
      );
      const queued = await ctx()
        .database.db.selectFrom('outbox')
        .select('id')
        .where('dedupe_key', 'like', `quote:${quote.quoteNumber}:%`)
        .execute();
      expect(queued).toHaveLength(5);
    });

    it('refuses to e-mail an expired quote', async () => {
      const quote = await createQuote();
      await ctx()
        .database.db.updateTable('quotes')
        .set({ valid_until: '2020-01-01T00:00:00.000Z' })
        .where('token', '=', quote.token)
        .execute();
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/email/quote',
        payload: { token: quote.token },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json<{ error: { message: string } }>().error.message).toContain('expired');
    });

    it('never takes a recipient or PDF from the browser', async () => {
      const quote = await createQuote();
      const response = await ctx().app.inject({
        method: 'POST',
        url: '/api/email/quote',
        payload: { token: quote.token, to: 'attacker@example.com', pdfData: 'JVBERi0=', requestId: 'click-0002' },
      });
      expect(response.statusCode).toBe(202);
      const rows = await ctx()
        .database.db.selectFrom('outbox')
        .select('payload_json')
        .where('dedupe_key', '=', `quote:${quote.quoteNumber}:click-0002`)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].payload_json).not.toContain('attacker@example.com');
    });

    it('answers an unknown token with 404 for the PDF and the e-mail', async () => {
      expect((await ctx().app.inject({ method: 'GET', url: `/api/quotes/${'x'.repeat(43)}/pdf` })).statusCode).toBe(
        404,
      );
      expect(
        (await ctx().app.inject({ method: 'POST', url: '/api/email/quote', payload: { token: 'y'.repeat(43) } }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ctx().app.inject({ method: 'POST', url: '/api/email/quote', payload: { token: 'bad' } })).statusCode,
      ).toBe(400);
    });
  },
  { env: { QUOTE_EMAILS_PER_RECIPIENT_PER_DAY: '50' } },
);

describeEachDatabase(
  'quote PDF with the workshop’s details set',
  (ctx) => {
    it('prints the workshop’s address in the footer and its banking details beside the terms', async () => {
      const quote = (await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() })).json<{
        data: QuoteData;
      }>().data;
      const text = pdfText(
        (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` })).rawPayload,
      ).replace(/[ \t]+/g, ' ');
      expect(text).toContain('14 Kaapsehoop Road, Mbombela, 1201');
      expect(text).toContain('Banking details');
      expect(text).toMatch(/Bank First National Bank/);
      expect(text).toMatch(/Account number 62845519034/);
      expect(text).toMatch(/Branch code 250655/);
      expect(text).toMatch(new RegExp(`Reference ${quote.quoteNumber}`));
    });
  },
  {
    env: {
      BUSINESS_ADDRESS: '14 Kaapsehoop Road, Mbombela, 1201',
      BANK_NAME: 'First National Bank',
      BANK_ACCOUNT_NAME: 'Grainline Woodworks (Pty) Ltd',
      BANK_ACCOUNT_NUMBER: '62845519034',
      BANK_BRANCH_CODE: '250655',
    },
  },
);
