import { execFileSync } from 'node:child_process';
import type { InjectOptions } from 'fastify';
import { afterAll, expect, it, vi } from 'vitest';
import type { InboxQuoteDetail } from '#core/back-office/quotes-inbox';
import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { formatRand } from '#core/money';
import { PARTNER_SESSION_ENDED_MESSAGE } from '#core/pricing/client-price';
import { priceQuote } from '#core/pricing/price-quote';
import { makeSurface } from '#core/pricing/test-factories';
import type { PartnerQuoteList } from '#core/partner-area/partner-area-schemas';
import type { QuoteResponse } from '#core/quotes/quote-response';
import type { SurfaceConfigurationInput } from '#core/surface/surface-schema';
import type { StoredPricing } from '#server/quotes/quote-view-from-row';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { pdfText } from './helpers/pdf-text';
import { ACCEPT_BILLING, countQuotes, makeQuoteRequest } from './helpers/quote-factories';
import { parseHeaders, parseMimeParts, startSmtpTestServer, type SmtpTestServer } from './helpers/smtp-test-server';
import { describeEachDatabase } from './helpers/test-app';

/** A small seeded generator (mulberry32), so a failing configuration can be run again. */
function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const SPECIES = ['pine_face', 'beech_edge', 'kiaat_face', 'walnut_face', 'wenge_edge', 'iroko_face'] as const;
const TYPES = ['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'] as const;

function randomConfigurations(seed: number, count: number) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => ({
    delivery: random.pick(['shipping', 'collect'] as const),
    insurance: random.int(0, 1) === 1,
    surfaces: Array.from({ length: random.int(1, 2) }, () => {
      const surfaceType = random.pick(TYPES);
      const repeatable = surfaceType === 'stair_tread' || surfaceType === 'floating_shelf';
      const surface: Partial<SurfaceConfigurationInput> = {
        surfaceType,
        woodSpecies: random.pick(SPECIES),
        lengthMm: random.int(40, 300) * 10,
        widthMm: random.int(20, 90) * 10,
        quantity: repeatable ? random.int(1, 5) : 1,
      };
      return makeSurface(surface);
    }),
  }));
}

/** PARTNER-21 to PARTNER-24 in plain numbers, from the list line totals: not the engine's code. */
function independentClientTotal(
  listLineTotals: number[],
  shippingCents: number,
  insured: boolean,
  markupPercent: number | undefined,
): number {
  const lines = listLineTotals.map((cents) =>
    markupPercent === undefined ? cents : Math.round((cents * (10_000 + markupPercent * 100)) / 10_000),
  );
  const subtotal = lines.reduce((sum, cents) => sum + cents, 0) + shippingCents;
  return subtotal + (insured ? Math.ceil((subtotal * 25) / 1000) : 0);
}

/**
 * PRICE-11 to PRICE-13 in plain numbers: the discount off each list line total, rounded, then shipping and insurance.
 */
function independentTradeTotal(
  listLineTotals: number[],
  shippingCents: number,
  insured: boolean,
  discountPercent: number,
): number {
  const products = listLineTotals.reduce(
    (sum, cents) => sum + cents - Math.round((cents * discountPercent * 100) / 10_000),
    0,
  );
  const subtotal = products + shippingCents;
  return subtotal + (insured ? Math.ceil((subtotal * 25) / 1000) : 0);
}

/** The figure on the PDF's TOTAL line, in cents. */
function pdfTotalCents(text: string): number {
  const match = /TOTAL +R ([\d,]+)\.(\d\d)/.exec(text);
  if (!match) throw new Error(`No TOTAL line in:\n${text}`);
  return Number((match[1] ?? '').replace(/,/g, '')) * 100 + Number(match[2]);
}

// The worker's outbox delivers to a real SMTP server, as in production (docs/operations.md: SMTP_URL).
const smtp: SmtpTestServer = await startSmtpTestServer();
afterAll(() => smtp.stop());

describeEachDatabase(
  'partners quote their clients at their own price (PARTNER-21 to PARTNER-24)',
  (ctx, dialect) => {
    // Both databases' runs share the SMTP server: each has its own addresses.
    const client = (n: number) => ({
      fullName: `Lerato Client${n}`,
      email: `lerato${n}-${dialect}@example.co.za`,
      phone: '082 555 0142',
    });
    const inject = (options: InjectOptions) => ctx().app.inject(options);
    const newPartner = async (overrides: Parameters<typeof makePartner>[1] = {}) => {
      const partner = await makePartner(ctx().database.db, overrides);
      return { ...partner, cookie: await signInPartner(ctx().app, partner) };
    };
    const saveQuote = async (cookie: string | undefined, overrides: Record<string, unknown> = {}) => {
      const response = await inject({
        method: 'POST',
        url: '/api/quotes',
        headers: cookie ? { cookie } : {},
        payload: makeQuoteRequest(overrides),
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ data: QuoteResponse }>().data;
    };
    const quoteId = async (quoteNumber: string) =>
      Number(
        (
          await ctx()
            .database.db.selectFrom('quotes')
            .select('id')
            .where('quote_number', '=', quoteNumber)
            .executeTakeFirstOrThrow()
        ).id,
      );

    /** Runs the worker's outbox, then waits until `count` messages for `to` reached the SMTP server. */
    const deliveredTo = async (to: string, count = 1) => {
      await (await ctx().worker()).tasks.outbox.runOnce();
      await vi.waitFor(() => expect(received(to).length).toBeGreaterThanOrEqual(count), {
        timeout: 60_000,
        interval: 50,
      });
      return received(to);
    };
    const received = (to: string) =>
      smtp.messages
        .filter((mail) => mail.envelope.to.includes(to))
        .map((mail) => {
          const parts = parseMimeParts(mail.raw);
          const part = (type: string) => parts.find((p) => p.contentType === type)?.body.toString('utf8') ?? '';
          return {
            subject: parseHeaders(mail.raw).subject ?? '',
            text: part('text/plain'),
            html: part('text/html'),
            pdf: parts.find((p) => p.contentType === 'application/pdf')?.body,
          };
        });

    it('shows a list or markup quote’s client neither the trade price nor the words trade or discount, anywhere', async () => {
      const partner = await newPartner({ discountPercentage: 15, businessName: 'Mokoena Build Co' });
      for (const [n, clientPrice] of [{ mode: 'list' }, { mode: 'markup', markupPercentage: 17.5 }].entries()) {
        const quote = await saveQuote(partner.cookie, { clientPrice, leadInfo: client(n) });
        const trade = quote.partnerPricing;
        if (!trade) throw new Error('The partner’s reply carries the trade price');
        expect(trade.tradeTotalCents).toBeLessThan(quote.totalCents);
        expect(trade.marginCents).toBe(quote.totalCents - trade.tradeTotalCents);
        const tradeFigures = [formatRand(trade.tradeTotalCents), String(trade.tradeTotalCents)];

        const pdf = (await inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` })).rawPayload;
        const metadata = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
        const json = (await inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).body;
        const sent = await inject({
          method: 'POST',
          url: '/api/professional/send-quote',
          headers: { cookie: partner.cookie },
          payload: {
            quoteId: await quoteId(quote.quoteNumber),
            clientEmail: client(n).email,
            clientName: client(n).fullName,
          },
        });
        expect(sent.statusCode).toBe(202);
        const [email] = await deliveredTo(client(n).email);
        if (!email?.pdf) throw new Error('The client’s e-mail arrived with its PDF');

        const artefacts = {
          pdf: pdfText(pdf),
          metadata,
          json,
          subject: email.subject,
          text: email.text,
          html: email.html,
          attached: pdfText(email.pdf),
        };
        for (const [name, content] of Object.entries(artefacts)) {
          expect(content, name).not.toMatch(/trade|discount/i);
          for (const figure of tradeFigures) expect(content, name).not.toContain(figure);
        }
        expect(artefacts.pdf).toContain(formatRand(quote.totalCents));
        expect(artefacts.text).toContain(formatRand(quote.totalCents));
        expect(JSON.parse(json)).toMatchObject({ data: { totalCents: quote.totalCents } });
      }
    });

    it('prices 40 random configurations at each choice: stored, PDF and quote page agree with an independent calculation', {
      timeout: 240_000,
    }, async () => {
      const partner = await newPartner({ discountPercentage: 12.5 });
      const book = buildDefaultPriceBook();
      const choices = [{ mode: 'list' }, { mode: 'markup', markupPercentage: 17.5 }, { mode: 'pass_through' }] as const;
      for (const [c, clientPrice] of choices.entries()) {
        for (const [n, configuration] of randomConfigurations(2026_1125 + c, 40).entries()) {
          // The engine's list line totals are the inputs; the trade and client totals are worked here, apart from its
          // code.
          const list = priceQuote(configuration, book);
          const listLines = list.lines.map((line) => line.lineTotalCents);
          const insured = configuration.insurance && configuration.delivery === 'shipping';
          const tradeTotal = independentTradeTotal(listLines, list.shippingCents, insured, 12.5);
          const expected =
            clientPrice.mode === 'pass_through'
              ? tradeTotal
              : independentClientTotal(
                  listLines,
                  list.shippingCents,
                  insured,
                  clientPrice.mode === 'markup' ? clientPrice.markupPercentage : undefined,
                );
          const label = `${clientPrice.mode} #${n}: ${JSON.stringify(configuration)}`;
          const quote = await saveQuote(partner.cookie, { ...configuration, clientPrice, leadInfo: client(n) });
          const row = await ctx()
            .database.db.selectFrom('quotes')
            .select(['client_total_cents', 'total_cents'])
            .where('token', '=', quote.token)
            .executeTakeFirstOrThrow();
          expect([Number(row.client_total_cents), Number(row.total_cents)], label).toEqual([expected, tradeTotal]);
          expect(quote.partnerPricing?.tradeTotalCents, label).toBe(tradeTotal);
          const page = (await inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).json<{
            data: QuoteResponse;
          }>().data;
          expect(page.totalCents, label).toBe(expected);
          // The page's lines and totals add up to the client's total.
          const pageLines = page.lines.reduce((sum, line) => sum + line.price.lineTotalCents, 0);
          expect(pageLines - (page.discountCents ?? 0) + page.shippingCents + page.insuranceCents, label).toBe(
            expected,
          );
          expect(page.subtotalCents + page.insuranceCents, label).toBe(expected);
          expect(
            pdfTotalCents(pdfText((await inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` })).rawPayload)),
            label,
          ).toBe(expected);
        }
      }
    });

    it('starts new quotes at the partner’s default; the partner, staff and the figures see trade, client and margin; acceptance e-mails everyone', {
      timeout: 120_000,
    }, async () => {
      const partner = await newPartner({ discountPercentage: 10, businessName: 'Mokoena Build Co' });
      const other = await newPartner();
      const setDefault = await inject({
        method: 'PUT',
        url: '/api/professional/client-price',
        headers: { cookie: partner.cookie },
        payload: { mode: 'markup', markupPercentage: 20 },
      });
      expect(setDefault.json()).toEqual({ success: true, data: { mode: 'markup', markupPercentage: 20 } });
      expect(
        (
          await inject({
            method: 'PUT',
            url: '/api/professional/client-price',
            headers: { cookie: partner.cookie },
            payload: { mode: 'markup', markupPercentage: 12.345 },
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await inject({ method: 'GET', url: '/api/professional/client-price', headers: { cookie: other.cookie } })
        ).json(),
      ).toMatchObject({
        data: { mode: 'list', markupPercentage: 0 },
      });

      const body = { surfaces: [makeSurface({ surfaceType: 'countertop' })], delivery: 'shipping', insurance: true };
      const priced = (
        await inject({ method: 'POST', url: '/api/pricing/quote', headers: { cookie: partner.cookie }, payload: body })
      ).json<{
        data: {
          totalCents: number;
          discountCents: number;
          partnerPricing: { tradeTotalCents: number; clientPrice: { mode: string } };
        };
      }>().data;
      // src/core/pricing/price-quote.test.ts: this countertop at 10 % is R3,185.05 trade.
      expect(priced.partnerPricing).toMatchObject({ tradeTotalCents: 318_505, clientPrice: { mode: 'markup' } });
      expect(priced.discountCents).toBe(0);
      const anonymous = (
        await inject({
          method: 'POST',
          url: '/api/pricing/quote',
          payload: { ...body, clientPrice: { mode: 'markup', markupPercentage: 50 } },
        })
      ).json<{ data: Record<string, unknown> }>().data;
      expect(anonymous).not.toHaveProperty('partnerPricing');
      expect(anonymous.totalCents).toBe(344_907);

      const quote = await saveQuote(partner.cookie, { ...body, leadInfo: client(41) });
      expect(quote.totalCents).toBe(priced.totalCents);
      const id = await quoteId(quote.quoteNumber);
      const list = async (cookie: string) =>
        (await inject({ method: 'GET', url: '/api/professional/quotes', headers: { cookie } })).json<{
          data: PartnerQuoteList;
        }>().data;
      const before = await list(partner.cookie);
      expect(before.quotes[0]).toMatchObject({
        clientTotalCents: quote.totalCents,
        tradeTotalCents: 318_505,
        marginCents: quote.totalCents - 318_505,
        clientPriceMode: 'markup',
        status: 'draft',
      });
      expect(before.totals).toMatchObject({
        count: 1,
        quotedCents: quote.totalCents,
        wonCount: 0,
        wonCents: 0,
        marginOnWonCents: 0,
      });
      const detail = (
        await inject({ method: 'GET', url: `/api/professional/quotes/${id}`, headers: { cookie: partner.cookie } })
      ).json<{
        data: QuoteResponse;
      }>().data;
      expect(detail.partnerPricing).toMatchObject({
        tradeTotalCents: 318_505,
        clientTotalCents: quote.totalCents,
        clientPrice: { mode: 'markup', markupPercentage: 20 },
        discountPercentage: 10,
      });
      // Another partner: 404 for the quote, its PDF and its sending, and nothing in their list.
      for (const url of [`/api/professional/quotes/${id}`, `/api/professional/quotes/${id}/pdf`])
        expect((await inject({ method: 'GET', url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
      expect(
        (
          await inject({
            method: 'POST',
            url: '/api/professional/send-quote',
            headers: { cookie: other.cookie },
            payload: { quoteId: id, clientEmail: 'x@example.co.za', clientName: 'Someone Else' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await list(other.cookie)).quotes).toHaveLength(0);

      const staffCookie = await signInStaff(ctx().app, await makeStaff(ctx().database.db));
      const staffView = (
        await inject({ method: 'GET', url: `/api/admin/quotes/${id}`, headers: { cookie: staffCookie } })
      ).json<{ data: InboxQuoteDetail }>().data;
      expect(staffView.quote.partnerPricing).toMatchObject({
        tradeTotalCents: 318_505,
        clientTotalCents: quote.totalCents,
      });
      // The inbox row and the quotes export carry both: the trade total the workshop charges, and the client's.
      const inbox = (
        await inject({
          method: 'GET',
          url: `/api/admin/quotes?search=${quote.quoteNumber}`,
          headers: { cookie: staffCookie },
        })
      ).json<{
        data: { quotes: { quoteNumber: string; totalCents: number; clientTotalCents: number }[] };
      }>().data;
      expect(inbox.quotes.find((row) => row.quoteNumber === quote.quoteNumber)).toMatchObject({
        totalCents: 318_505,
        clientTotalCents: quote.totalCents,
      });
      const csv = (
        await inject({ method: 'GET', url: '/api/exports/quotes.csv?days=1', headers: { cookie: staffCookie } })
      ).body;
      const exported = csv.split('\r\n').find((line) => line.startsWith(quote.quoteNumber));
      expect(exported).toContain(`,3185.05,${(quote.totalCents / 100).toFixed(2)},`);

      const accepted = await inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept` });
      expect(accepted.json()).toMatchObject({ data: { status: 'accepted', totalCents: quote.totalCents } });
      expect(accepted.json<{ data: Record<string, unknown> }>().data).not.toHaveProperty('partnerPricing');
      const after = await list(partner.cookie);
      expect(after.quotes[0]?.status).toBe('accepted');
      expect(after.totals).toMatchObject({
        wonCount: 1,
        wonCents: quote.totalCents,
        marginOnWonCents: quote.totalCents - 318_505,
      });

      const [confirmation] = await deliveredTo(client(41).email);
      expect(confirmation?.subject).toContain(quote.quoteNumber);
      expect(confirmation?.text).toContain('What happens next');
      expect(confirmation?.text).toContain(formatRand(quote.totalCents));
      expect(confirmation?.html).toContain('Mokoena Build Co');
      for (const part of [confirmation?.text, confirmation?.html])
        expect(part).not.toMatch(/trade|discount|R 3,185\.05/i);
      // The partner also gets the deposit invoice, to their business at the trade price (ADR 047).
      const toPartner = await deliveredTo(partner.email, 2);
      const notice = toPartner.find((mail) => mail.subject.startsWith('Your client accepted'));
      expect(notice?.subject).toBe(`Your client accepted quote ${quote.quoteNumber}`);
      expect(toPartner.find((mail) => mail.subject.startsWith('Tax Invoice'))?.text).toContain('R 1,592.53');
      expect(notice?.text).toContain(`Trade price: R 3,185.05`);
      expect(notice?.text).toContain(`Your margin: ${formatRand(quote.totalCents - 318_505)}`);
      // The workshop is told as before, at the price it charges.
      await (await ctx().worker()).tasks.outbox.runOnce();
      await vi.waitFor(
        () =>
          expect(received(ctx().config.business.email).map((mail) => mail.subject)).toContain(
            `Quote ${quote.quoteNumber} accepted by Lerato Client41, a client of Mokoena Build Co: R 3,185.05`,
          ),
        { timeout: 60_000, interval: 50 },
      );
      // Its surfaces at the trade price too, never the client's marked-up line beside the trade total.
      const workshopNotice = received(ctx().config.business.email).find((mail) =>
        mail.subject.startsWith(`Quote ${quote.quoteNumber} accepted`),
      );
      const stored = await ctx()
        .database.db.selectFrom('quotes')
        .select('pricing_json')
        .where('token', '=', quote.token)
        .executeTakeFirstOrThrow();
      const pricing = JSON.parse(stored.pricing_json) as StoredPricing;
      const [tradeLine, clientLine] = [
        pricing.lines[0]?.price.lineTotalCents,
        pricing.client?.linePrices[0]?.lineTotalCents,
      ];
      expect(clientLine).not.toBe(tradeLine);
      expect(workshopNotice?.text).toContain(`: ${formatRand(tradeLine ?? 0)}`);
      expect(workshopNotice?.text).not.toContain(`: ${formatRand(clientLine ?? 0)}`);

      // Staff's outcomes count too: a quote marked won is won; an accepted one marked lost is not.
      const second = await saveQuote(partner.cookie, { ...body, leadInfo: client(42), clientPrice: { mode: 'list' } });
      const mark = async (markedId: number, outcome: 'won' | 'lost') =>
        expect(
          (
            await inject({
              method: 'POST',
              url: `/api/admin/quotes/${markedId}/outcome`,
              headers: { cookie: staffCookie },
              payload: { outcome },
            })
          ).statusCode,
        ).toBe(200);
      await mark(await quoteId(second.quoteNumber), 'won');
      await mark(id, 'lost');
      expect((await list(partner.cookie)).totals).toMatchObject({
        count: 2,
        quotedCents: quote.totalCents + second.totalCents,
        wonCount: 1,
        wonCents: second.totalCents,
        marginOnWonCents: second.totalCents - 318_505,
      });
    });

    it('asks a partner for their client’s type instead of storing a homeowner; a customer is a homeowner unless told (QUOTE-06)', async () => {
      const partner = await newPartner();
      const untyped = { ...makeQuoteRequest({ leadInfo: client(45) }), clientType: undefined };
      const refused = await inject({
        method: 'POST',
        url: '/api/quotes',
        headers: { cookie: partner.cookie },
        payload: untyped,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        error: { fields: { clientType: 'Choose your client’s type' } },
      });
      const typed = await saveQuote(partner.cookie, { leadInfo: client(45), clientType: 'contractor' });
      expect(pdfText((await inject({ method: 'GET', url: `/api/quotes/${typed.token}/pdf` })).rawPayload)).toContain(
        'Client type: Contractor',
      );
      const customer = await inject({
        method: 'POST',
        url: '/api/quotes',
        payload: { ...untyped, leadInfo: client(46) },
      });
      expect(customer.statusCode, customer.body).toBe(201);
      expect(customer.json<{ data: QuoteResponse }>().data.clientType).toBe('homeowner');
    });

    it('refuses a save that names a client price without a partner’s session (a partner signed out meanwhile), and stores nothing', async () => {
      const before = await countQuotes(ctx().database.db);
      const refused = await inject({
        method: 'POST',
        url: '/api/quotes',
        payload: {
          ...makeQuoteRequest({ leadInfo: client(48) }),
          clientPrice: { mode: 'markup', markupPercentage: 50 },
        },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        success: false,
        error: { code: 'unauthorized', message: PARTNER_SESSION_ENDED_MESSAGE },
      });
      expect(await countQuotes(ctx().database.db)).toBe(before);
      // A customer's save, which names no client price, is stored as before.
      expect((await saveQuote(undefined, { leadInfo: client(47) })).quoteNumber).toMatch(/^Q-/);
    });

    it('confirms a customer’s own acceptance by e-mail with the quote number and what happens next', {
      timeout: 120_000,
    }, async () => {
      const quote = await saveQuote(undefined, { leadInfo: client(49) });
      await inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
      await inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: ACCEPT_BILLING });
      // The confirmation and the deposit invoice (ADR 047), each once.
      const received = await deliveredTo(client(49).email, 2);
      expect(received.map((mail) => mail.subject.replace(/INV-\d+/, 'INV-…')).sort()).toEqual([
        `Quote ${quote.quoteNumber} accepted: what happens next`,
        'Tax Invoice INV-… from Grainline Woodworks',
      ]);
      const confirmations = received.filter((mail) => mail.subject.startsWith('Quote'));
      expect(confirmations[0]?.text).toContain(ctx().config.business.name);
    });
  },
  { env: { SMTP_URL: smtp.url } },
);
