import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PartnerApplication } from '#core/accounts/account-schemas';
import { formatRand } from '#core/money';
import { LIST_PRICE } from '#core/pricing/client-price';
import type { Comparison, DailyReportFigures } from '#core/reports/daily-report-figures';
import type { JobRecord } from '#server/jobs/job-repository';
import { composeJobReadyEmail } from '#server/jobs/job-stage-emails';
import { composeInvoiceEmail } from '#server/invoicing/invoice-email';
import { composePaymentReminderEmail } from '#server/invoicing/payment-reminder-email';
import { makeInvoiceDetail } from '#server/invoicing/test-invoice';
import {
  composeApplicationAcknowledgementEmail,
  composeApplicationReceivedEmail,
  composeRejectionEmail,
  composeSetupLinkEmail,
} from '#server/partners/partner-emails';
import { FIVE_SURFACES, makeBusinessDetails, makeQuoteView } from '#server/pdf/test-quote-view';
import { composeAcceptanceConfirmation, composePartnerAcceptanceNotice } from '#server/quotes/acceptance-emails';
import { composeQuoteEmail } from '#server/quotes/compose-quote-email';
import { quoteMoney } from '#core/quotes/money-summary';
import { composeWorkshopNotice } from '#server/quotes/notify-workshop';
import { composeDailyReport } from '#server/reports/compose-daily-report';
import type { MailMessage } from '#server/mail/mail-message';
import { composeStaffAlert } from '#server/mail/staff-alert';
import { Email, Paragraph, renderEmail } from './email-kit';

/**
 * Every e-mail the product sends, both parts, from fixed fixtures (ADR 036). The files under
 * tests/snapshots/emails/ are reviewed like the OpenAPI document: a change to an e-mail shows
 * there as a diff. After a deliberate change: `npx vitest run --project unit
 * src/server/mail/email-kit/emails.test.tsx --update`.
 */

const SNAPSHOTS = '../../../../tests/snapshots/emails';

const business = makeBusinessDetails({ hours: 'Mon–Fri 08:00–17:00, Sat 08:00–12:00' });
const pdf = { bytes: Buffer.from('%PDF-1.7'), fileName: 'Grainline-Quote-Q-20261122-0007.pdf' };
const quote = makeQuoteView({ surfaces: FIVE_SURFACES.slice(0, 3) });
const partner = {
  businessName: 'Acme Kitchens (Pty) Ltd',
  contact: { name: 'Sipho Dlamini', email: 'sipho@acme.example', phone: '082 444 1212' },
};
const tradeQuote = makeQuoteView({ surfaces: FIVE_SURFACES.slice(0, 3), discountPercentage: 15 });
const partnerQuote = makeQuoteView({
  surfaces: FIVE_SURFACES.slice(0, 3),
  partner: { ...partner, logo: { bytes: new Uint8Array([1]), mimeType: 'image/png' } },
  partnerPricing: { choice: LIST_PRICE, tradeTotals: tradeQuote.totals, discountBasisPoints: 1500 },
  leadInfo: { fullName: 'Nomsa Khumalo', email: 'nomsa@example.co.za', phone: '+27 83 555 0199' },
});
const passThroughQuote = makeQuoteView({ surfaces: FIVE_SURFACES.slice(0, 1), partner, discountPercentage: 15 });

const job = (overrides: Partial<JobRecord>): JobRecord => ({
  id: 12,
  jobNumber: 'J-0012',
  quoteNumber: 'Q-20261122-0007',
  stage: 'ready_to_collect',
  version: 4,
  acceptedAt: '2026-11-23T09:00:00.000Z',
  promisedDate: '2026-12-18',
  customerName: 'Thandi Nkosi',
  customerEmail: 'thandi.nkosi@example.co.za',
  partnerName: null,
  partnerContact: null,
  delivery: 'collect',
  surfacesJson: '[]',
  quoteId: 7,
  acceptedTotalCents: 2_500_000,
  ...overrides,
});
const partnerJob = {
  partnerName: partner.businessName,
  partnerContact: { name: 'Sipho Dlamini', email: 'sipho@acme.example' },
};

const application: PartnerApplication = {
  id: 31,
  status: 'pending',
  businessName: 'Karoo <Joinery> & Sons',
  businessType: 'contractor',
  contactName: 'Pieter van Wyk',
  contactEmail: 'pieter@karoo-joinery.example',
  contactPhone: '082 555 7788',
  businessAddress: '3 Church Street\nGraaff-Reinet, 6280',
  vatNumber: '4987654321',
  website: 'https://karoo-joinery.example',
  note: 'We fit "kitchens" in the Karoo.\nAbout 30 a year.',
  discountPercentage: 12.5,
  createdAt: '2026-11-20T07:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectionReason: null,
  hasAccount: false,
};

const compare = (
  label: string,
  value: number,
  weekAgo: number,
  format: Comparison['format'] = 'count',
): Comparison => ({
  label,
  value,
  weekAgo,
  changePercent: weekAgo === 0 ? (value === 0 ? 0 : null) : Math.round(((value - weekAgo) / weekAgo) * 100),
  format,
});

const figures: DailyReportFigures = {
  day: '2026-11-25',
  weekAgoDay: '2026-11-18',
  headline: [
    compare('Visitors', 84, 70),
    compare('Conversion (visitors who left their details)', 3.6, 4.3, 'percent'),
    compare('Leads', 3, 3),
    compare('Quotes accepted', 1, 0),
    compare('Value of quotes accepted', 123_456, 0, 'rand'),
    compare('Value of quotes saved', 4_321_226, 2_900_000, 'rand'),
    compare('Average time on site', 245, 200, 'seconds'),
  ],
  funnel: [
    { stage: 'Visited', visitors: 84, weekAgo: 70 },
    { stage: 'Started the configurator', visitors: 40, weekAgo: 38 },
    { stage: 'Completed a configuration', visitors: 12, weekAgo: 15 },
    { stage: 'Left their details (lead)', visitors: 3, weekAgo: 3 },
  ],
  devices: [compare('Mobile', 60, 50), compare('Desktop', 20, 18), compare('Tablet', 4, 2)],
  countries: [
    { key: 'ZA', visitors: 78 },
    { key: 'NA', visitors: 6 },
  ],
  woods: [{ key: 'Kiaat - Edge Grain', visitors: 9 }],
  surfaceTypes: [{ key: 'Countertop', visitors: 11 }],
  dropOffs: [],
};
const suggestions = [
  {
    rule: 'mobile',
    title: 'Check the configurator on a phone',
    advice: 'Most visitors came on a phone & fewer finished.',
    trigger: 'Mobile 60 of 84 visitors',
  },
  {
    rule: 'leads',
    title: 'Call back yesterday’s leads',
    advice: 'Three people left their details.',
    trigger: 'Leads: 3',
  },
];
const report = (soFar: boolean) =>
  composeDailyReport({
    figures,
    suggestions,
    business,
    test: soFar,
    ...(soFar ? { soFarUntil: new Date('2026-11-25T13:05:00.000Z') } : {}),
  });

/** Every e-mail the product sends, by the name of its snapshot files. */
const EMAILS: Record<string, () => Pick<MailMessage, 'subject' | 'text' | 'html' | 'fromName'>> = {
  'quote-customer': () => composeQuoteEmail({ quote, business, pdf, to: quote.leadInfo.email, businessCopy: false }),
  'quote-business-copy': () => composeQuoteEmail({ quote, business, pdf, to: business.email, businessCopy: true }),
  'quote-partner-client': () =>
    composeQuoteEmail({
      quote: partnerQuote,
      business,
      pdf,
      to: 'nomsa@example.co.za',
      businessCopy: false,
      greetingName: 'Nomsa Khumalo',
    }),
  'quote-partner-pass-through': () =>
    composeQuoteEmail({ quote: passThroughQuote, business, pdf, to: 'client@example.co.za', businessCopy: false }),
  'workshop-new-quote': () => composeWorkshopNotice({ kind: 'new_quote', quote: noticeQuote(), business }),
  'workshop-quote-accepted': () => composeWorkshopNotice({ kind: 'quote_accepted', quote: noticeQuote(), business }),
  'workshop-new-partner-quote': () =>
    composeWorkshopNotice({ kind: 'new_quote', quote: { ...noticeQuote(), partner }, business }),
  'workshop-partner-quote-accepted': () =>
    composeWorkshopNotice({ kind: 'quote_accepted', quote: { ...noticeQuote(), partner }, business }),
  'acceptance-confirmation': () => composeAcceptanceConfirmation(quote, business),
  'invoice-deposit': () =>
    composeInvoiceEmail(makeInvoiceDetail(), business, { bytes: Buffer.from('%PDF-1.7'), fileName: 'INV-000007.pdf' }),
  'invoice-reminder-deposit': () =>
    composePaymentReminderEmail(
      makeInvoiceDetail({ status: 'part_paid', paidCents: 100_000, owingCents: 1_029_382 }),
      business,
      {
        bytes: Buffer.from('%PDF-1.7'),
        fileName: 'INV-000007.pdf',
      },
    ),
  'invoice-reminder-final': () =>
    composePaymentReminderEmail(
      makeInvoiceDetail({ kind: 'final', number: 'INV-000009', reference: 'INV-000009', description: 'Balance' }),
      business,
      { bytes: Buffer.from('%PDF-1.7'), fileName: 'INV-000009.pdf' },
    ),
  'acceptance-confirmation-partner-client': () => composeAcceptanceConfirmation(partnerQuote, business),
  'partner-acceptance-notice': () => required(composePartnerAcceptanceNotice(partnerQuote, business)),
  'job-ready-collect': () => composeJobReadyEmail(job({}), business, 'ready_to_collect'),
  'job-ready-collect-no-address': () =>
    composeJobReadyEmail(job({}), makeBusinessDetails({ address: undefined, hours: undefined }), 'ready_to_collect'),
  'job-ready-delivery': () =>
    composeJobReadyEmail(job({ delivery: 'shipping', stage: 'out_for_delivery' }), business, 'out_for_delivery'),
  'partner-job-ready-collect': () => composeJobReadyEmail(job(partnerJob), business, 'ready_to_collect'),
  'partner-job-ready-delivery': () =>
    composeJobReadyEmail(
      job({ ...partnerJob, delivery: 'shipping', stage: 'out_for_delivery' }),
      business,
      'out_for_delivery',
    ),
  'partner-application-received': () => composeApplicationReceivedEmail({ application, business }),
  'partner-application-acknowledgement': () =>
    composeApplicationAcknowledgementEmail({ to: application.contactEmail, business, again: false }),
  'partner-application-again': () =>
    composeApplicationAcknowledgementEmail({ to: application.contactEmail, business, again: true }),
  'partner-setup-link': () =>
    composeSetupLinkEmail({
      application,
      business,
      token: 'setup-token-000000000000000000000000000000',
      expiresAt: new Date('2026-12-03T07:00:00.000Z'),
    }),
  'partner-rejection': () =>
    composeRejectionEmail({
      application,
      rejectionReason: 'We work only in Mpumalanga for now.\nTry again next year.',
      business,
    }),
  'daily-report': () => report(false),
  'daily-report-test-so-far': () => report(true),
  'staff-alert': () =>
    composeStaffAlert({
      to: business.email,
      subject: 'Grainline: sketch uploads are being refused, the store is full',
      text: 'The sketch store holds 2048 MB and its ceiling (SKETCH_STORE_CEILING_MB) is 2048 MB, so customers cannot upload sketches.\nSketches no quote took are deleted after 24 hours; raise the ceiling if the disk has room.',
    }),
};

function noticeQuote() {
  return {
    id: 7,
    quoteNumber: quote.quoteNumber,
    customerName: quote.leadInfo.fullName,
    customerEmail: quote.leadInfo.email,
    customerPhone: quote.leadInfo.phone,
    lines: quote.lines,
    money: quoteMoney(quote),
  };
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The fixture makes this e-mail');
  return value;
}

describe('every e-mail, both parts (ADR 036)', () => {
  it.each(Object.keys(EMAILS))('%s', async (name) => {
    const message = EMAILS[name]?.();
    if (!message) throw new Error(name);
    await expect(`Subject: ${message.subject}\n\n${message.text}\n`).toMatchFileSnapshot(`${SNAPSHOTS}/${name}.txt`);
    await expect(message.html).toMatchFileSnapshot(`${SNAPSHOTS}/${name}.html`);
    expect(message.html).not.toMatch(/<script/i);
    expect(message.text).not.toMatch(/<\/?[a-z]+[\s>/]/);
  });

  it.each([
    ['ready to collect', job({}), makeBusinessDetails({ address: undefined, hours: undefined }), 'ready_to_collect'],
    ['out for delivery', job({ delivery: 'shipping' }), business, 'out_for_delivery'],
  ] as const)("says the job is %s once, with the workshop's phone once (OPS-18)", (what, record, details, stage) => {
    const { subject, text } = composeJobReadyEmail(record, details, stage);
    const count = (needle: string) => text.split(needle).length - 1;
    expect(subject).toContain(what);
    expect(count(what)).toBe(1);
    expect(count(details.phone)).toBe(1);
  });

  it("writes money the one way, 'R 1,234.56', in the daily report's text and HTML (PRICE-16)", () => {
    const { text, html } = report(false);
    expect(text).toContain('Value of quotes accepted: R 1,234.56 (week before: R 0.00, new)');
    expect(html).toContain('<strong>R 1,234.56</strong>');
    expect(text + html).not.toMatch(/R \d+ \d{3},\d{2}/);
  });

  it('escapes what people typed in the HTML and leaves it as typed in the text', () => {
    const message = composeApplicationReceivedEmail({ application, business });
    expect(message.html).toContain('Karoo &lt;Joinery&gt; &amp; Sons');
    expect(message.html).toContain('We fit &quot;kitchens&quot; in the Karoo.');
    expect(message.html).not.toContain('<Joinery>');
    expect(message.text).toContain('Business: Karoo <Joinery> & Sons (Contractor)');
    const hostile = renderEmail(
      <Email title={'"><script>alert(1)</script>'}>
        <Paragraph>{"<img src=x onerror='alert(1)'>"}</Paragraph>
      </Email>,
    );
    expect(hostile.html).not.toMatch(/<script|<img/);
    expect(hostile.text).toBe("<img src=x onerror='alert(1)'>");
  });

  it.each(['workshop-new-partner-quote', 'workshop-partner-quote-accepted'])(
    '%s names the partner in its subject and its text (QUOTE-23)',
    (name) => {
      const { subject, text, html } = EMAILS[name]?.() ?? { subject: '', text: '', html: '' };
      expect(subject).toContain(`a client of ${partner.businessName}`);
      expect(text).toContain(
        `Partner: ${partner.businessName}, Sipho Dlamini <sipho@acme.example>, phone 082 444 1212`,
      );
      expect(html).toContain('Acme Kitchens (Pty) Ltd');
    },
  );

  it('sends a partner’s client mail From the partner’s business name, and every other mail From the workshop (PARTNER-20)', () => {
    const named = Object.entries(EMAILS).flatMap(([name, make]) => {
      const fromName = make().fromName;
      return fromName === undefined ? [] : [[name, fromName]];
    });
    expect(named).toEqual([
      ['quote-partner-client', 'Acme Kitchens (Pty) Ltd'],
      ['quote-partner-pass-through', 'Acme Kitchens (Pty) Ltd'],
      ['acceptance-confirmation-partner-client', 'Acme Kitchens (Pty) Ltd'],
    ]);
  });

  it('shows a partner’s client no trade figure and neither the word trade nor discount (PARTNER-21 to PARTNER-24)', () => {
    const trade = formatRand(tradeQuote.totals.totalCents);
    for (const name of ['quote-partner-client', 'acceptance-confirmation-partner-client'] as const) {
      const { subject, text, html } = EMAILS[name]?.() ?? { subject: '', text: '', html: '' };
      expect(subject + text + html, name).not.toMatch(/trade|discount/i);
      expect(text + html, name).not.toContain(trade);
    }
  });
});

describe('one escaping', () => {
  it('leaves no hand-written HTML escaping in the server outside React (ADR 036)', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const handEscaping = /['"]&(amp|lt|gt|quot|#39);['"]|escapeHtml/;
    // The API reference page is a page, not an e-mail, and keeps its own.
    const allowed = new Set(['api-contract/render-api-docs-page.ts']);
    const offenders = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !allowed.has(file.split(path.sep).join('/')),
      )
      .filter((file) => handEscaping.test(fs.readFileSync(path.join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
