import type { InjectOptions } from 'fastify';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import type { InboxQuoteDetail } from '#core/back-office/quotes-inbox';
import { formatRand } from '#core/money';
import type { PartnerQuoteEmailPreview, PartnerQuoteList } from '#core/partner-area/partner-area-schemas';
import { parseRand, printedSum } from '#core/quotes/printed-money.test-helper';
import { quoteResponsePrice, type QuoteResponse } from '#core/quotes/quote-response';
import { seededRandom } from '#core/workshop/random-jobs';
import { QuoteTotals } from '#client/shared/quote-display/quote-totals';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { pdfText } from './helpers/pdf-text';
import { AUDIENCES, randomQuote } from './helpers/random-quotes';
import { describeEachDatabase } from './helpers/test-app';

/**
 * PRICE-13, PRICE-17, ADR 019: whoever reads a quote (a customer, a partner's client at list,
 * markup or pass-through price, staff, the partner) and wherever (the quote page, staff's detail,
 * the PDF, the e-mail's text and HTML, the partner's send preview and list), the amounts printed
 * add up to the total printed, to the cent. Each document is read as a reader reads it: the PDF
 * through pdftotext, the e-mail as queued, the screens as React renders them.
 *
 * Both databases store and read back all 300 quotes. The documents are made from the quote as
 * loaded, by the same code whichever database held it, and the PDF is most of the test's time:
 * SQLite renders every quote's PDF and e-mail, PostgreSQL every third (100).
 */
const QUOTES = 300;
const POSTGRES_DOCUMENTS_EVERY = 3;

interface Printed {
  /** Each printed row as label and amount, the total's last. */
  rows: { label: string; amount: string }[];
  /** The product lines' own amounts, where the document lists them. */
  lines?: string[];
}

/**
 * Adds up what a document printed: the charges to the total, a subtotal to the rows above it, the lines to the products
 * row.
 */
function expectAddsUp(name: string, printed: Printed, totalCents: number) {
  const rows = printed.rows.slice(0, -1);
  const total = printed.rows.at(-1);
  expect(total && parseRand(total.amount), `${name}: the total printed`).toBe(totalCents);
  expect(rows.length, `${name}: rows`).toBeGreaterThanOrEqual(2);
  const charges = rows.filter((row) => row.label !== 'Subtotal');
  expect(printedSum(charges.map((row) => row.amount)), `${name}: ${JSON.stringify(printed.rows)}`).toBe(totalCents);
  const subtotalAt = rows.findIndex((row) => row.label === 'Subtotal');
  if (subtotalAt >= 0)
    expect(printedSum(rows.slice(0, subtotalAt).map((row) => row.amount)), `${name}: subtotal`).toBe(
      parseRand(rows[subtotalAt]?.amount ?? ''),
    );
  if (printed.lines)
    expect(printedSum(printed.lines), `${name}: the lines make the products row`).toBe(
      parseRand(rows[0]?.amount ?? ''),
    );
}

const AMOUNT = /(-?R [\d,]+\.\d\d|Free)$/;

/** The PDF's item line subtotals and its totals panel, as pdftotext lays them out. */
function pdfPrinted(text: string): Printed {
  const lines = [...text.matchAll(/Line subtotal +(R [\d,]+\.\d\d)/g)].map((match) => match[1] ?? '');
  const panel = text.slice(text.indexOf('Products subtotal'), text.indexOf('Includes VAT of'));
  const rows = panel
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => AMOUNT.test(line))
    .map((line) => ({ label: line.replace(AMOUNT, '').trim(), amount: AMOUNT.exec(line)?.[1] ?? '' }));
  return { rows, lines };
}

/** The money rows of the e-mail's text part: 'Label: R 1.00' from the products row to the total. */
function emailTextPrinted(text: string): Printed {
  const lines = [...text.matchAll(/^\s*\d+ × .*: (R [\d,]+\.\d\d)$/gm)].map((match) => match[1] ?? '');
  const block = text.slice(text.indexOf('Products subtotal:'), text.indexOf('Includes VAT of'));
  const rows = block
    .split('\n')
    .filter((line) => AMOUNT.test(line))
    .map((line) => ({ label: line.slice(0, line.lastIndexOf(':')), amount: AMOUNT.exec(line)?.[1] ?? '' }));
  return { rows, lines };
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .trim();

/** The HTML part: its list items, its table of rows and the total under it. */
function emailHtmlPrinted(html: string): Printed {
  // An item's first line is its title and amount; the free edge profiling follows on the next.
  const lines = [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(
    (match) => AMOUNT.exec(stripTags((match[1] ?? '').split(/<br\s*\/?>/)[0] ?? ''))?.[1] ?? '',
  );
  const table = html.slice(html.indexOf('Products subtotal') - 200, html.indexOf('Includes VAT of'));
  const rows = [...table.matchAll(/<tr><td[^>]*>([\s\S]*?)<\/td><td[^>]*>([\s\S]*?)<\/td><\/tr>/g)].map((match) => ({
    label: stripTags(match[1] ?? ''),
    amount: stripTags(match[2] ?? ''),
  }));
  const total = /<strong>Total \(incl\. VAT\): (R [\d,]+\.\d\d)<\/strong>/.exec(table)?.[1] ?? '';
  return { rows: [...rows, { label: 'Total', amount: total }], lines };
}

/** A screen's totals as React renders them for the customer, staff or partner: `<dt>` label, `<dd>` amount. */
function screenPrinted(quote: QuoteResponse): Printed {
  const html = renderToStaticMarkup(
    createElement(QuoteTotals, {
      price: quoteResponsePrice(quote),
      delivery: quote.delivery,
      discountPercentage: quote.discountPercentage,
    }),
  );
  const rows = [...html.matchAll(/<dt[^>]*>([\s\S]*?)<\/dt><dd[^>]*>([\s\S]*?)<\/dd>/g)].map((match) => ({
    label: stripTags(match[1] ?? ''),
    amount: stripTags(match[2] ?? ''),
  }));
  return { rows };
}

describeEachDatabase('every document that shows money adds up (PRICE-13, PRICE-17, ADR 019)', (ctx, dialect) => {
  const inject = (options: InjectOptions) => ctx().app.inject(options);

  it(`${QUOTES} random quotes: quote page, staff detail, PDF, e-mail text and HTML, send preview and partner list`, {
    timeout: 1_200_000,
  }, async () => {
    const db = ctx().database.db;
    const partner = await makePartner(db, { discountPercentage: 12.5, businessName: 'Dube Kitchens' });
    const partnerCookie = await signInPartner(ctx().app, partner);
    const staffCookie = await signInStaff(ctx().app, await makeStaff(db));
    const random = seededRandom(2026_1206);
    const partnerQuotes = new Map<string, number>();
    const expectPreviewAddsUp = async (
      quoteId: number,
      client: { email: string; fullName: string },
      label: string,
      total: number,
    ) => {
      const payload = { quoteId, clientEmail: client.email, clientName: client.fullName };
      const preview = await inject({
        method: 'POST',
        url: '/api/professional/send-quote/preview',
        headers: { cookie: partnerCookie },
        payload,
      });
      const { attachment } = preview.json<{ data: PartnerQuoteEmailPreview }>().data;
      for (const row of attachment.rows)
        expect(row.amount === 'Free' ? 0 : row.amount, label).toBe(row.amount === 'Free' ? 0 : formatRand(row.cents));
      expectAddsUp(
        `${label} send preview`,
        { rows: [...attachment.rows, { label: 'Total', amount: formatRand(attachment.totalCents) }] },
        total,
      );
    };

    for (let n = 0; n < QUOTES; n += 1) {
      const audience = AUDIENCES[n % AUDIENCES.length] ?? 'customer';
      const request = randomQuote(random, audience);
      const leadInfo = {
        fullName: `Lindiwe Client${n}`,
        email: `client${n}-${dialect}@example.co.za`,
        phone: '082 555 0142',
      };
      const label = `#${n} ${audience} ${JSON.stringify(request)}`;
      const cookie = audience === 'customer' ? {} : { cookie: partnerCookie };
      const saved = await inject({
        method: 'POST',
        url: '/api/quotes',
        headers: cookie,
        payload: { ...request, leadInfo },
      });
      expect(saved.statusCode, `${label}: ${saved.body}`).toBe(201);
      const { token, quoteNumber } = saved.json<{ data: QuoteResponse }>().data;
      const id = Number(
        (await db.selectFrom('quotes').select('id').where('token', '=', token).executeTakeFirstOrThrow()).id,
      );

      const page = (await inject({ method: 'GET', url: `/api/quotes/${token}` })).json<{ data: QuoteResponse }>().data;
      const total = page.totalCents;
      expectAddsUp(`${label} page`, screenPrinted(page), total);
      const staff = (
        await inject({ method: 'GET', url: `/api/admin/quotes/${id}`, headers: { cookie: staffCookie } })
      ).json<{ data: InboxQuoteDetail }>().data;
      expectAddsUp(`${label} staff detail`, screenPrinted(staff.quote), total);
      if (audience !== 'customer') {
        partnerQuotes.set(quoteNumber, total);
        await expectPreviewAddsUp(id, leadInfo, label, total);
        // Staff see both prices; the partner's trade price and margin make the client's price.
        expect(staff.quote.partnerPricing?.clientTotalCents, label).toBe(total);
      }
      if (dialect === 'postgres' && n % POSTGRES_DOCUMENTS_EVERY !== 0) continue;

      expectAddsUp(
        `${label} PDF`,
        pdfPrinted(pdfText((await inject({ method: 'GET', url: `/api/quotes/${token}/pdf` })).rawPayload)),
        total,
      );
      const sent =
        audience === 'customer'
          ? await inject({ method: 'POST', url: '/api/email/quote', payload: { token } })
          : await inject({
              method: 'POST',
              url: '/api/professional/send-quote',
              headers: cookie,
              payload: { quoteId: id, clientEmail: leadInfo.email, clientName: leadInfo.fullName },
            });
      expect(sent.statusCode, `${label}: ${sent.body}`).toBeLessThan(300);
      const mail = await db
        .selectFrom('outbox')
        .select('payload_json')
        .where('kind', '=', 'quote')
        .where('recipient', '=', leadInfo.email)
        .executeTakeFirstOrThrow();
      const message = JSON.parse(mail.payload_json) as { text: string; html: string };
      expectAddsUp(`${label} e-mail text`, emailTextPrinted(message.text), total);
      expectAddsUp(`${label} e-mail HTML`, emailHtmlPrinted(message.html), total);
    }

    // The partner's list: the client price is the trade price plus the margin, and the client's total.
    const listed = new Map<string, { clientTotalCents: number; tradeTotalCents: number; marginCents: number }>();
    for (let page = 1; listed.size < partnerQuotes.size; page += 1) {
      const list = (
        await inject({
          method: 'GET',
          url: `/api/professional/quotes?page=${page}`,
          headers: { cookie: partnerCookie },
        })
      ).json<{
        data: PartnerQuoteList;
      }>().data;
      expect(list.quotes.length).toBeGreaterThan(0);
      for (const row of list.quotes) listed.set(row.quoteNumber, row);
    }
    for (const [quoteNumber, total] of partnerQuotes) {
      const row = listed.get(quoteNumber);
      expect(row?.clientTotalCents, quoteNumber).toBe(total);
      expect(printedSum([formatRand(row?.tradeTotalCents ?? 0), formatRand(row?.marginCents ?? 0)]), quoteNumber).toBe(
        total,
      );
    }
  });
});
