import { beforeAll, expect, it } from 'vitest';
import type { InvoiceDetail, InvoiceSummary } from '#core/invoicing/invoice-schemas';
import type { CsvStatementMapping } from '#core/payments/csv-statement';
import type { BankStatementView, StatementLineView, StatementMappingList } from '#core/payments/statement-schemas';
import {
  ABSA_LIKE_MAPPING,
  absaLikeCsv,
  FNB_LIKE_MAPPING,
  fnbLikeCsv,
  sgmlOfx,
  STANDARD_BANK_LIKE_MAPPING,
  standardBankLikeCsv,
  type TestTransaction,
} from '#core/payments/statement-files.test-helper';
import { makePartner, signInPartner } from './helpers/accounts';
import { invoicingStaff } from './helpers/business-details';
import { multipartForm } from './helpers/multipart-form';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';
import { runMaintenance } from '#server/maintenance/run-maintenance';

type Format = {
  name: string;
  fileName: string;
  render: (transactions: TestTransaction[]) => string;
  mapping?: CsvStatementMapping;
};

const FORMATS: Format[] = [
  { name: 'OFX', fileName: 'statement.ofx', render: sgmlOfx },
  { name: 'FNB-like CSV', fileName: 'fnb.csv', render: fnbLikeCsv, mapping: FNB_LIKE_MAPPING },
  {
    name: 'Standard Bank-like CSV',
    fileName: 'sb.csv',
    render: standardBankLikeCsv,
    mapping: STANDARD_BANK_LIKE_MAPPING,
  },
  { name: 'Absa-like CSV', fileName: 'absa.csv', render: absaLikeCsv, mapping: ABSA_LIKE_MAPPING },
];

/** The number's first zero typed as a nine: one digit off it, and off no other invoice of these tests. */
const nearReference = (number: string) => number.replace(/^INV-0/, 'INV-9');

describeEachDatabase('bank statement import and the accounting export (ADR 047)', (ctx) => {
  let staff: Record<string, string> = {};
  beforeAll(async () => {
    staff = await invoicingStaff(ctx().app, ctx().database.db);
  });

  const depositInvoice = async (): Promise<InvoiceSummary> => {
    const created = await ctx().app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
    const { token, quoteNumber } = created.json<{ data: { token: string; quoteNumber: string } }>().data;
    expect(
      (await ctx().app.inject({ method: 'POST', url: `/api/quotes/${token}/accept`, payload: ACCEPT_BILLING }))
        .statusCode,
    ).toBe(200);
    const list = await ctx().app.inject({ method: 'GET', url: '/api/admin/invoices', headers: staff });
    const found = list
      .json<{ data: { invoices: InvoiceSummary[] } }>()
      .data.invoices.find((invoice) => invoice.quoteNumber === quoteNumber);
    if (!found) throw new Error('no deposit invoice');
    return found;
  };
  const invoice = async (id: number) =>
    (await ctx().app.inject({ method: 'GET', url: `/api/admin/invoices/${id}`, headers: staff })).json<{
      data: InvoiceDetail;
    }>().data;
  const upload = async (fileName: string, text: string | Buffer, fields: Record<string, string> = {}) => {
    const form = multipartForm(fields, [
      { field: 'statement', fileName, contentType: 'text/plain', bytes: Buffer.from(text) },
    ]);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      headers: { ...staff, ...form.headers },
      payload: form.payload,
    });
    return {
      status: response.statusCode,
      data: response.json<{ data: BankStatementView }>().data,
      body: response.body,
    };
  };
  const apply = async (statementId: number, lineId: number, invoiceId: number) => {
    const url = `/api/admin/bank-statements/${statementId}/lines/${lineId}/apply`;
    const response = await ctx().app.inject({ method: 'POST', url, headers: staff, payload: { invoiceId } });
    return {
      status: response.statusCode,
      data: response.json<{ data: StatementLineView }>().data,
      body: response.body,
    };
  };
  const tableCounts = async () => {
    const db = ctx().database.db;
    const count = async (
      table: 'bank_statements' | 'bank_statement_lines' | 'bank_statement_mappings' | 'invoice_payments',
    ) =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      statements: await count('bank_statements'),
      lines: await count('bank_statement_lines'),
      mappings: await count('bank_statement_mappings'),
      payments: await count('invoice_payments'),
    };
  };
  const outcome = (line: StatementLineView) =>
    `${line.status} ${line.reasonCode ?? ''} ${line.invoice?.number ?? ''}`.trim();

  it('answers 401 without a session and 403 to a partner on every statement and export call', async () => {
    const cookie = await signInPartner(ctx().app, await makePartner(ctx().database.db));
    const calls = [
      ['POST', '/api/admin/bank-statements'],
      ['POST', '/api/admin/bank-statements/1/lines/1/apply'],
      ['GET', '/api/admin/bank-statement-mappings'],
      ['GET', '/api/admin/exports/accounting?format=sage&from=2026-12-01&to=2026-12-31'],
    ] as const;
    for (const [method, url] of calls) {
      const payload = method === 'POST' ? {} : undefined;
      expect(`${url} ${(await ctx().app.inject({ method, url, payload })).statusCode}`).toBe(`${url} 401`);
      expect(`${url} ${(await ctx().app.inject({ method, url, payload, headers: { cookie } })).statusCode}`).toBe(
        `${url} 403`,
      );
    }
  });

  it.each(FORMATS)(
    'applies exact matches from $name, suggests near and over payments, leaves the rest, and never applies a line twice',
    async (format) => {
      const [exact, near, over] = [await depositInvoice(), await depositInvoice(), await depositInvoice()];
      // Each format's lines differ (a line's identity is its day, amount, description and balance).
      const tag = format.fileName.replace(/\W/g, '');
      const transactions: TestTransaction[] = [
        { postedOn: '2026-12-01', amountCents: 10_000, description: `EFT ${tag} part`, reference: exact.number },
        {
          postedOn: '2026-12-02',
          amountCents: exact.totalCents - 10_000,
          description: `EFT ${tag} rest`,
          reference: `inv ${exact.number.slice(4)}`,
        },
        {
          postedOn: '2026-12-02',
          amountCents: near.totalCents,
          description: `EFT ${tag} slip`,
          reference: nearReference(near.number),
        },
        {
          postedOn: '2026-12-03',
          amountCents: over.totalCents + 5_000,
          description: `EFT ${tag} over`,
          reference: over.number,
        },
        { postedOn: '2026-12-03', amountCents: 12_345, description: `EFT ${tag} unknown`, reference: 'INV-999999' },
        { postedOn: '2026-12-04', amountCents: -5_000, description: `FEE ${tag} bank charges` },
      ];
      const file = format.render(transactions);
      const fields: Record<string, string> = format.mapping
        ? { mapping: JSON.stringify(format.mapping), bankName: `${format.name} bank` }
        : {};
      const first = await upload(format.fileName, file, fields);
      expect(first.status, first.body).toBe(201);
      expect(first.data.lines.map(outcome)).toEqual([
        `applied  ${exact.number}`,
        `applied  ${exact.number}`,
        `suggested near_reference ${near.number}`,
        `suggested over_payment ${over.number}`,
        'left no_match',
        'left debit',
      ]);
      expect(first.data.counts).toEqual({ applied: 2, suggested: 2, left: 2 });
      expect(first.data.lines[2]?.reason).toBe('The reference is one digit off this invoice’s number.');
      expect(await invoice(exact.id)).toMatchObject({ status: 'paid', owingCents: 0 });
      expect(
        (await invoice(exact.id)).payments.map((payment) => [payment.amountCents, payment.paidOn, payment.method]),
      ).toEqual([
        [10_000, '2026-12-01', 'eft'],
        [exact.totalCents - 10_000, '2026-12-02', 'eft'],
      ]);

      // The same file again, with the bank's saved mapping: nothing is applied twice.
      const mappings = await ctx().app.inject({
        method: 'GET',
        url: '/api/admin/bank-statement-mappings',
        headers: staff,
      });
      const saved = mappings
        .json<{ data: StatementMappingList }>()
        .data.mappings.find((mapping) => mapping.bankName === `${format.name} bank`);
      expect(Boolean(saved)).toBe(Boolean(format.mapping));
      const second = await upload(format.fileName, file, saved ? { mappingId: String(saved.id) } : {});
      expect(second.status, second.body).toBe(201);
      expect(second.data.lines.map(outcome).slice(0, 4)).toEqual([
        'left already_applied',
        'left already_applied',
        `suggested near_reference ${near.number}`,
        `suggested over_payment ${over.number}`,
      ]);
      expect((await invoice(exact.id)).paidCents).toBe(exact.totalCents);

      // A person confirms the near match: paid once, whichever import's line is confirmed again.
      const confirmed = await apply(first.data.id, first.data.lines[2]?.id ?? 0, near.id);
      expect(confirmed.status, confirmed.body).toBe(201);
      expect(confirmed.data).toMatchObject({ status: 'applied', invoice: { id: near.id, owingCents: 0 } });
      expect((await apply(first.data.id, first.data.lines[2]?.id ?? 0, near.id)).status).toBe(409);
      expect((await apply(second.data.id, second.data.lines[2]?.id ?? 0, near.id)).status).toBe(409);
      expect((await apply(first.data.id, first.data.lines[5]?.id ?? 0, near.id)).status).toBe(409);
      expect(await invoice(near.id)).toMatchObject({ status: 'paid', paidCents: near.totalCents });
      // The over-payment, confirmed, shows as one.
      expect((await apply(second.data.id, second.data.lines[3]?.id ?? 0, over.id)).status).toBe(201);
      expect(await invoice(over.id)).toMatchObject({ status: 'overpaid', owingCents: -5_000 });
    },
  );

  it('refuses a line of another statement or an unknown invoice without recording anything', async () => {
    const target = await depositInvoice();
    const file = sgmlOfx([{ postedOn: '2026-12-05', amountCents: 777, description: 'EFT CREDIT nobody' }]);
    const imported = await upload('one.ofx', file);
    const lineId = imported.data.lines[0]?.id ?? 0;
    const before = await tableCounts();
    expect((await apply(imported.data.id + 1000, lineId, target.id)).status).toBe(404);
    expect((await apply(imported.data.id, lineId, 999_999)).status).toBe(404);
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a bad file with a clear message and stores nothing', async () => {
    const before = await tableCounts();
    const csv = fnbLikeCsv([{ postedOn: '2026-12-01', amountCents: 100, description: 'x' }]);
    const cases: [string, string | Buffer, Record<string, string>, RegExp][] = [
      ['fnb.csv', csv, {}, /choose the bank’s column mapping/],
      ['fnb.csv', csv, { mapping: '{not json', bankName: 'Broken bank' }, /not valid JSON/],
      [
        'fnb.csv',
        csv,
        { mapping: JSON.stringify({ ...FNB_LIKE_MAPPING, dateColumn: 'When' }), bankName: 'Wrong bank' },
        /./,
      ],
      [
        'fnb.csv',
        csv.replace('2026/12/01', '2026/13/01'),
        { mapping: JSON.stringify(FNB_LIKE_MAPPING), bankName: 'Date bank' },
        /line \d+/,
      ],
      ['photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]), {}, /not a bank statement/],
      ['empty.ofx', 'OFXHEADER:100\n<OFX>\n</OFX>\n', {}, /./],
      ['fnb.csv', csv, { mappingId: '999999' }, /No bank’s column mapping/],
    ];
    for (const [fileName, text, fields, message] of cases) {
      const response = await upload(fileName, text, fields);
      expect(`${fileName} ${response.status}`, response.body).toBe(`${fileName} 400`);
      expect((JSON.parse(response.body) as { error: { message: string } }).error.message).toMatch(message);
    }
    const noFile = multipartForm({ mappingId: '1' });
    const missing = await ctx().app.inject({
      method: 'POST',
      url: '/api/admin/bank-statements',
      headers: { ...staff, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(missing.statusCode).toBe(400);
    expect(await tableCounts()).toEqual(before);
  });

  it('exports a period’s invoices and payments as CSV in Sage’s and Xero’s layouts', async () => {
    const paid = await depositInvoice();
    const payment = { amountCents: 20_000, paidOn: paid.issuedOn, method: 'eft', reference: paid.number };
    expect(
      (
        await ctx().app.inject({
          method: 'POST',
          url: `/api/admin/invoices/${paid.id}/payments`,
          headers: staff,
          payload: payment,
        })
      ).statusCode,
    ).toBe(201);
    const period = `from=${paid.issuedOn}&to=${paid.issuedOn}`;
    const expected = {
      'sage&kind=invoices':
        'Type,Customer Reference,Date,Customer Name,Reference,Ledger Account,Details,Net,VAT Rate,VAT,Total,Analysis Type 1,Analysis Type 2,Analysis Type 3',
      'sage&kind=payments': 'Date,Description,Amount',
      xero: '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme',
      'xero&kind=payments': '*Date,*Amount,Payee,Description,Reference,Cheque Number',
    };
    for (const [query, header] of Object.entries(expected)) {
      const response = await ctx().app.inject({
        method: 'GET',
        url: `/api/admin/exports/accounting?format=${query}&${period}`,
        headers: staff,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="grainline-(sage|xero)-(invoices|payments)-/,
      );
      const [first, ...rows] = response.body.split('\r\n');
      expect(first).toBe(header);
      expect(rows.join('\n')).toContain(
        query.includes('payments') && query.startsWith('sage') ? '200.00' : paid.number,
      );
    }
    const bad = await ctx().app.inject({
      method: 'GET',
      url: `/api/admin/exports/accounting?format=quickbooks&${period}`,
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
  });
  it('forgets statement lines once the tax law no longer keeps them, and a statement left with none (ADR 051)', async () => {
    const { db } = ctx().database;
    // Posted 2020-01-06: kept 63 months, until 2025-04-07; the line of 2026-12-01 is kept until 2032.
    const old = await upload(
      'old.ofx',
      sgmlOfx([{ postedOn: '2020-01-06', amountCents: 4_321, description: 'EFT Mkhize' }]),
    );
    const mixed = await upload(
      'mixed.ofx',
      sgmlOfx([
        { postedOn: '2020-01-07', amountCents: 1_234, description: 'EFT Mkhize again' },
        { postedOn: '2026-12-01', amountCents: 5_678, description: 'EFT recent' },
      ]),
    );
    expect([old.status, mixed.status], `${old.body} ${mixed.body}`).toEqual([201, 201]);
    const before = await tableCounts();
    const run = (now: string) =>
      runMaintenance({ db, unattachedSketchHours: 24, securityLogRetentionDays: 365, now: new Date(now) });
    expect((await run('2025-04-06T10:00:00Z')).statementLinesDeleted).toBe(0);
    expect((await run('2025-04-07T10:00:00Z')).statementLinesDeleted).toBe(1);
    expect((await run('2025-04-08T10:00:00Z')).statementLinesDeleted).toBe(1);
    expect(await tableCounts()).toMatchObject({ statements: before.statements - 1, lines: before.lines - 2 });
    const kept = await db
      .selectFrom('bank_statement_lines')
      .select('description')
      .where('statement_id', '=', mixed.data.id)
      .execute();
    expect(kept.map((line) => line.description)).toEqual(['EFT recent']);
  });
});
