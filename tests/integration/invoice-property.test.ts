import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import type { Dialect } from '#server/db/database';
import { RECIPIENT_DETAILS_ABOVE_CENTS } from '#core/invoicing/billing-details';
import { referenceDeposit, referenceVat } from '#core/invoicing/invoice-amounts.test-helper';
import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';
import type { OwnerSettings } from '#core/invoicing/owner-settings';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { makeSurface } from '#core/pricing/test-factories';
import { seededRandom } from '#core/workshop/random-jobs';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { makeOwnerSettings, saveOwnerSettings } from './helpers/business-details';
import { oneLine, section20Fields } from './helpers/invoice-fields';
import { pdfTexts } from './helpers/pdf-text';
import { randomInt, randomPick, randomQuote, SPECIES } from './helpers/random-quotes';
import { describeEachDatabase } from './helpers/test-app';

/**
 * ADR 047, ADR 050: for random accepted quotes, customers' and partners', the deposit and final tax invoices add up to
 * the accepted total to the cent (a partner's quote: the trade total, invoiced to the partner), the deposit is the
 * owner's share of it, each invoice's VAT is its total × 15/115 rounded half away from zero, and its PDF prints every
 * section 20 field. The owner's deposit share is drawn for each quote, 0 % (no deposit invoice), 100 % (no final) and
 * odd shares among them. The expected amounts are worked out in BigInt, apart from the app's money code.
 *
 * SQLite takes 300 quotes and PostgreSQL 60 others (the next seed), to keep the file's time down: the amounts come
 * from the same core code on either database, so the second proves they are stored and read back to the cent. A
 * failure names the seed and the quote. To replay another seed:
 * `INVOICE_PROPERTY_SEED=… npx vitest run --project integration tests/integration/invoice-property.test.ts`.
 */
const QUOTES: Record<Dialect, number> = { sqlite: 300, postgres: 60 };
const SEED = Number(process.env.INVOICE_PROPERTY_SEED ?? 2026_1206);
/** Deposit shares in basis points worth a visit each run: none, all, thirds and one basis point either side. */
const EDGE_SHARES = [0, 10_000, 3333, 6667, 1, 9999, 5000];
const PARTNER_MODES = ['list', 'markup', 'pass_through'] as const;
const ADDRESSES = ['4 Jacaranda Street\nMbombela 1201', 'Unit 7, Marula Park\n18 Ferreira Street\nWhite River 1240'];
const SUPPLIER = makeOwnerSettings();
const OVERRIDE = { reason: 'Property test: the floor’s hold is not what it is about' };

interface Recipient {
  name: string;
  address: string;
  vatNumber: string;
}

/** One accepted and invoiced quote, with what the test expects of its invoices. */
interface Case {
  label: string;
  partner: boolean;
  acceptedCents: number;
  shareBasisPoints: number;
  recipient: Recipient;
  invoices: InvoiceDetail[];
  pdfs: Buffer[];
}

describeEachDatabase('the invoices of random accepted quotes (ADR 047, ADR 050)', (ctx, dialect) => {
  const seed = dialect === 'sqlite' ? SEED : SEED + 1;
  const random = seededRandom(seed);
  let owner: Record<string, string> = {};
  let staff: Record<string, string> = {};
  const partners: { cookie: string; recipient: Recipient }[] = [];
  beforeAll(async () => {
    const { app, database } = ctx();
    owner = { cookie: await signInStaff(app, await makeStaff(database.db, { role: 'owner' })) };
    staff = { cookie: await signInStaff(app, await makeStaff(database.db, { role: 'staff' })) };
    for (const [businessName, vatNumber] of [
      ['Dube Kitchens', '4550012345'],
      ['Kitchen Kings CC', undefined],
    ] as const) {
      const partner = await makePartner(database.db, { businessName, discountPercentage: 12.5, vatNumber });
      const recipient = { name: businessName, address: '1 Test Street, Mbombela', vatNumber: vatNumber ?? '' };
      partners.push({ cookie: await signInPartner(app, partner), recipient });
    }
  });

  const inject = (options: InjectOptions) => ctx().app.inject(options);

  /** The billing details typed at acceptance: an address above R 5,000, now and then below; at times a VAT number. */
  const randomBilling = (acceptedCents: number) => {
    const address =
      acceptedCents > RECIPIENT_DETAILS_ABOVE_CENTS || random() < 0.3 ? randomPick(random, ADDRESSES) : '';
    const vatNumber = address && random() < 0.4 ? `4${String(randomInt(random, 0, 999_999_999)).padStart(9, '0')}` : '';
    return { address, vatNumber };
  };

  const randomShelf = () =>
    makeSurface({
      surfaceType: 'floating_shelf',
      woodSpecies: randomPick(random, SPECIES),
      lengthMm: randomInt(random, 40, 100) * 10,
      widthMm: randomInt(random, 15, 30) * 10,
      quantity: 1,
    });

  /** Saves a quote (a customer's, or a partner's at a random client price), accepts it and moves its job to ready. */
  async function acceptAndInvoice(n: number, settings: OwnerSettings): Promise<Case> {
    const customer = n % 2 === 0;
    const partner = customer ? undefined : randomPick(random, partners);
    const request = randomQuote(random, customer ? 'customer' : randomPick(random, PARTNER_MODES));
    // One short shelf, collected: a quote at or below R 5,000, whose invoices need no address.
    if (random() < 0.25) Object.assign(request, { surfaces: [randomShelf()], delivery: 'collect', insurance: false });
    const companyName = customer && random() < 0.3 ? { companyName: `Client Company ${n}` } : {};
    const leadInfo = { fullName: `Lindiwe Client${n}`, email: `client${n}@example.co.za`, phone: '082 555 0142' };
    const headers: Record<string, string> = partner ? { cookie: partner.cookie } : {};
    const share = settings.depositShareBasisPoints;
    let label = `seed ${seed}, quote #${n} (${partner ? 'partner' : 'customer'}, deposit ${share} bp)`;
    const payload = { ...request, leadInfo: { ...leadInfo, ...companyName } };
    const saved = await inject({ method: 'POST', url: '/api/quotes', headers, payload });
    expect(saved.statusCode, `${label}: ${saved.body}`).toBe(201);
    const quote = saved.json<{ data: QuoteResponse }>().data;
    const acceptedCents = partner ? (quote.partnerPricing?.tradeTotalCents ?? -1) : quote.totalCents;
    label = `${label}, ${quote.quoteNumber} accepted at ${acceptedCents} cents: ${JSON.stringify(request)}`;
    // A partner's client may type an address: the partner's business is invoiced all the same.
    const billing = randomBilling(acceptedCents);
    const body = { billingAddress: billing.address, vatNumber: billing.vatNumber };
    const accepted = await inject({ method: 'POST', url: `/api/quotes/${quote.token}/accept`, payload: body });
    expect(accepted.statusCode, `${label}: ${accepted.body}`).toBe(200);

    const job = await ctx()
      .database.db.selectFrom('jobs as j')
      .innerJoin('quotes as q', 'q.id', 'j.quote_id')
      .select(['j.id', 'j.version', 'q.id as quoteId'])
      .where('q.token', '=', quote.token)
      .executeTakeFirstOrThrow();
    const stage = request.delivery === 'collect' ? 'ready_to_collect' : 'out_for_delivery';
    // ADR 050: the floor waits for the deposit; the owner's override moves it without, as paying is not the point here.
    const move = { stage, version: Number(job.version), emailCustomer: false, override: OVERRIDE };
    const moved = await inject({ method: 'PATCH', url: `/api/admin/jobs/${job.id}`, headers: owner, payload: move });
    expect(moved.statusCode, `${label}: ${moved.body}`).toBe(200);

    const rows = await ctx()
      .database.db.selectFrom('invoices')
      .select('id')
      .where('quote_id', '=', Number(job.quoteId))
      .orderBy('id')
      .execute();
    const invoices: InvoiceDetail[] = [];
    const pdfs: Buffer[] = [];
    for (const { id } of rows) {
      const detail = await inject({ method: 'GET', url: `/api/admin/invoices/${id}`, headers: staff });
      invoices.push(detail.json<{ data: InvoiceDetail }>().data);
      const pdf = await inject({ method: 'GET', url: `/api/admin/invoices/${id}/pdf`, headers: staff });
      expect(pdf.headers['content-type'], label).toBe('application/pdf');
      pdfs.push(pdf.rawPayload);
    }
    const recipient = partner?.recipient ?? {
      name: companyName.companyName ? `${leadInfo.fullName}, ${companyName.companyName}` : leadInfo.fullName,
      ...billing,
    };
    return { label, partner: partner !== undefined, acceptedCents, shareBasisPoints: share, recipient, invoices, pdfs };
  }

  /** Deposit plus final is the accepted total; each invoice's VAT, value excluding VAT and recipient are right. */
  function expectAmounts(c: Case) {
    const deposit = Number(referenceDeposit(c.acceptedCents, c.shareBasisPoints));
    const expected = [
      ...(deposit > 0 ? [{ kind: 'deposit', totalCents: deposit }] : []),
      ...(c.acceptedCents - deposit > 0 ? [{ kind: 'final', totalCents: c.acceptedCents - deposit }] : []),
    ];
    expect(
      c.invoices.map(({ kind, totalCents }) => ({ kind, totalCents })),
      c.label,
    ).toEqual(expected);
    expect(
      c.invoices.reduce((sum, invoice) => sum + invoice.totalCents, 0),
      `${c.label}: deposit plus final`,
    ).toBe(c.acceptedCents);
    for (const invoice of c.invoices) {
      const about = `${c.label}, ${invoice.number}`;
      expect(invoice.vatCents, `${about}: VAT`).toBe(referenceVat(invoice.totalCents));
      expect(invoice.exclusiveCents, `${about}: excluding VAT`).toBe(invoice.totalCents - invoice.vatCents);
      expect(invoice.quantity, about).toBe(1);
      expect(invoice.recipient, about).toMatchObject(c.recipient);
      if (invoice.totalCents > RECIPIENT_DETAILS_ABOVE_CENTS)
        expect(invoice.recipient.address, `${about}: section 20 names the address above R 5,000`).not.toBe('');
    }
  }

  it(`${QUOTES[dialect]} random accepted quotes: deposit + final = accepted total, VAT to the cent, section 20`, {
    timeout: 600_000,
  }, async () => {
    const cases: Case[] = [];
    for (let n = 0; n < QUOTES[dialect]; n += 1) {
      const share = random() < 0.3 ? randomPick(random, EDGE_SHARES) : randomInt(random, 0, 10_000);
      const settings = await saveOwnerSettings(ctx().app, owner, { depositShareBasisPoints: share });
      const c = await acceptAndInvoice(n, settings);
      expectAmounts(c);
      cases.push(c);
    }

    const texts = pdfTexts(
      cases.flatMap((c) => c.pdfs),
      { raw: true },
    ).map(oneLine);
    const fieldsOf = cases.flatMap((c) =>
      c.invoices.map((invoice) => ({
        label: `${c.label}, ${invoice.number}`,
        fields: section20Fields({ supplier: SUPPLIER, recipient: c.recipient, invoice }),
        vatNumbers: c.recipient.vatNumber ? 2 : 1,
      })),
    );
    expect(texts).toHaveLength(fieldsOf.length);
    fieldsOf.forEach(({ label, fields, vatNumbers }, i) => {
      const text = texts[i] ?? '';
      for (const field of fields) expect(text, `${label}: prints ${JSON.stringify(field)}`).toContain(field);
      // The supplier's VAT number, and the recipient's only when they gave one.
      expect(text.split('VAT number:').length - 1, `${label}: VAT numbers printed`).toBe(vatNumbers);
    });

    // The draw reaches both sides of R 5,000, customers and partners, and shares of 0 % and 100 %.
    const customers = cases.filter((c) => !c.partner);
    expect(customers.some((c) => c.acceptedCents <= RECIPIENT_DETAILS_ABOVE_CENTS)).toBe(true);
    expect(customers.some((c) => c.acceptedCents > RECIPIENT_DETAILS_ABOVE_CENTS)).toBe(true);
    expect(cases.some((c) => c.shareBasisPoints === 0)).toBe(true);
    expect(cases.some((c) => c.shareBasisPoints === 10_000)).toBe(true);
  });
});
