import type { InjectOptions } from 'fastify';
import { afterAll, expect, it, vi } from 'vitest';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { fromAddress } from '#server/mail/nodemailer-message';
import { makePartner, signInPartner } from './helpers/accounts';
import { pdfText } from './helpers/pdf-text';
import { makeQuoteRequest } from './helpers/quote-factories';
import { parseHeaders, parseMimeParts, startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { describeEachDatabase } from './helpers/test-app';

// The worker's outbox delivers to a real SMTP server, as in production (docs/operations.md: SMTP_URL).
const smtp: SmtpTestServer = await startSmtpTestServer();
afterAll(() => smtp.stop());

const PARTNER_NAME = 'Oak & Iron Interiors';

describeEachDatabase(
  'a partner’s quote is white-labelled to the client (PARTNER-20)',
  (ctx, dialect) => {
    const inject = (options: InjectOptions) => ctx().app.inject(options);

    it('comes From the partner’s business name at the workshop’s address, Reply-To the partner; the PDF, page and mail name the partner as maker', async () => {
      const partner = await makePartner(ctx().database.db, { businessName: PARTNER_NAME });
      const cookie = await signInPartner(ctx().app, partner);
      const client = { fullName: 'Lindiwe Dube', email: `lindiwe-${dialect}@example.co.za`, phone: '082 555 0142' };
      const saved = await inject({
        method: 'POST',
        url: '/api/quotes',
        headers: { cookie },
        payload: makeQuoteRequest({ leadInfo: client }),
      });
      expect(saved.statusCode, saved.body).toBe(201);
      const quote = saved.json<{ data: QuoteResponse }>().data;
      const id = Number(
        (
          await ctx()
            .database.db.selectFrom('quotes')
            .select('id')
            .where('quote_number', '=', quote.quoteNumber)
            .executeTakeFirstOrThrow()
        ).id,
      );
      const sent = await inject({
        method: 'POST',
        url: '/api/professional/send-quote',
        headers: { cookie },
        payload: { quoteId: id, clientEmail: client.email, clientName: client.fullName },
      });
      expect(sent.statusCode, sent.body).toBe(202);

      await (await ctx().worker()).tasks.outbox.runOnce();
      await vi.waitFor(() => expect(smtp.messages.some((mail) => mail.envelope.to.includes(client.email))).toBe(true), {
        timeout: 60_000,
        interval: 50,
      });
      const mail = smtp.messages.find((message) => message.envelope.to.includes(client.email));
      if (!mail) throw new Error('The client’s e-mail arrived');
      const headers = parseHeaders(mail.raw);
      const workshop = ctx().config.business;
      const workshopAddress = fromAddress(ctx().config.mailFrom);
      // The partner's name on the workshop's own address, so the mail passes the workshop's SPF and DKIM.
      expect(headers.from).toBe(`"${PARTNER_NAME}" <${workshopAddress}>`);
      expect(mail.envelope.from).toBe(workshopAddress);
      expect(headers['reply-to']).toBe(partner.email);

      const parts = parseMimeParts(mail.raw);
      const text = parts.find((part) => part.contentType === 'text/plain')?.body.toString('utf8') ?? '';
      const attached = parts.find((part) => part.contentType === 'application/pdf')?.body;
      if (!attached) throw new Error('The client’s e-mail carries the PDF');
      const downloaded = (await inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` })).rawPayload;
      for (const [name, document] of Object.entries({
        text,
        attached: pdfText(attached),
        downloaded: pdfText(downloaded),
      })) {
        expect(document, name).toContain(`Made to order by ${PARTNER_NAME}`);
        expect(document, name).not.toContain(workshop.name);
      }

      // The client's page: the partner is the maker its footer names.
      const page = (await inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).json<{ data: QuoteResponse }>()
        .data;
      expect(page.partner).toMatchObject({ businessName: PARTNER_NAME, makerName: PARTNER_NAME });
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
