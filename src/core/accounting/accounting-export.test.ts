import { describe, expect, it } from 'vitest';
import { csvRows } from '#core/payments/csv-rows';
import { accountingExport, accountingExportQuerySchema, DEFAULT_LEDGERS } from './accounting-export';
import { type AccountingDocument, type AccountingPayment, randDecimal } from './accounting-records';
import { SAGE_BANK_HEADER, SAGE_SALES_HEADER, sageSalesCsv } from './sage-layout';
import { XERO_BANK_HEADER, XERO_SALES_HEADER, xeroSalesCsv } from './xero-layout';

const makeDocument = (overrides: Partial<AccountingDocument> = {}): AccountingDocument => ({
  kind: 'invoice',
  number: 'INV-000123',
  issuedOn: '2026-12-06',
  dueOn: '2026-12-13',
  reference: 'Q-2026-0042',
  contact: {
    name: 'Thandi Nkosi',
    accountReference: 'NKOSI001',
    email: 'thandi@example.co.za',
    address: {
      line1: '12 Long Street',
      city: 'Cape Town',
      region: 'Western Cape',
      postalCode: '8001',
      country: 'South Africa',
    },
  },
  lines: [{ description: 'Deposit: oak desk top, quote Q-2026-0042', quantity: 1, unitAmountCents: 575_000 }],
  vatCents: 75_000,
  ...overrides,
});

/** A credit note of two lines, R 2 000.07 with R 260.88 VAT, citing INV-000123. */
const makeCreditNote = () =>
  makeDocument({
    kind: 'credit_note',
    number: 'CN-000001',
    reference: 'INV-000123',
    lines: [
      { description: 'Oak desk top', quantity: 2, unitAmountCents: 100_001 },
      { description: 'Delivery', quantity: 1, unitAmountCents: 5 },
    ],
    vatCents: 26_088,
  });

const makePayment = (overrides: Partial<AccountingPayment> = {}): AccountingPayment => ({
  paidOn: '2026-12-08',
  amountCents: 575_000,
  invoiceNumber: 'INV-000123',
  contactName: 'Thandi Nkosi',
  method: 'eft',
  ...overrides,
});

const PERIOD = { from: '2026-12-01', to: '2026-12-31' };

/** The file's rows as cells, header first, checking the line ends on the way. */
function rowsOf(csv: string): Record<string, string>[] {
  expect(csv.startsWith('\uFEFF')).toBe(false);
  expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const [header, ...rows] = csvRows(csv, ',').map((row) => row.cells);
  return rows.map((cells) => Object.fromEntries((header ?? []).map((name, index) => [name, cells[index] ?? ''])));
}

function exportOf(format: 'xero' | 'sage', documents: AccountingDocument[], payments: AccountingPayment[] = []) {
  return accountingExport({ format, period: PERIOD, documents, payments });
}

describe('Xero layout', () => {
  it('writes the sales invoice template header exactly', () => {
    const { documents } = exportOf('xero', []);
    expect(documents.csv).toBe(
      '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,' +
        '*InvoiceNumber,Reference,*InvoiceDate,*DueDate,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,' +
        'TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme\r\n',
    );
    expect(XERO_SALES_HEADER).toHaveLength(27);
  });

  it('writes an invoice line: day-first dates, the VAT-inclusive amount as decimal rand', () => {
    const [row] = rowsOf(exportOf('xero', [makeDocument()]).documents.csv);
    expect(row).toMatchObject({
      '*ContactName': 'Thandi Nkosi',
      EmailAddress: 'thandi@example.co.za',
      POAddressLine1: '12 Long Street',
      POCity: 'Cape Town',
      POPostalCode: '8001',
      '*InvoiceNumber': 'INV-000123',
      Reference: 'Q-2026-0042',
      '*InvoiceDate': '06/12/2026',
      '*DueDate': '13/12/2026',
      '*Description': 'Deposit: oak desk top, quote Q-2026-0042',
      '*Quantity': '1',
      '*UnitAmount': '5750.00',
      '*AccountCode': '200',
      '*TaxType': 'Standard Rate Sales',
      Currency: 'ZAR',
    });
  });

  it('writes a credit note with negative unit amounts, one row per line', () => {
    const rows = rowsOf(exportOf('xero', [makeCreditNote()]).documents.csv);
    expect(rows.map((row) => [row['*InvoiceNumber'], row['*Quantity'], row['*UnitAmount'], row.Reference])).toEqual([
      ['CN-000001', '2', '-1000.01', 'INV-000123'],
      ['CN-000001', '1', '-0.05', 'INV-000123'],
    ]);
  });

  it('writes payments as bank statement lines', () => {
    const { payments } = exportOf('xero', [], [makePayment({ reference: 'FNB 1234' })]);
    expect(payments.csv.split('\r\n')[0]).toBe(XERO_BANK_HEADER.join(','));
    expect(payments.csv.split('\r\n')[0]).toBe('*Date,*Amount,Payee,Description,Reference,Cheque Number');
    expect(rowsOf(payments.csv)).toEqual([
      {
        '*Date': '08/12/2026',
        '*Amount': '5750.00',
        Payee: 'Thandi Nkosi',
        Description: 'Payment INV-000123 (eft FNB 1234)',
        Reference: 'INV-000123',
        'Cheque Number': '',
      },
    ]);
  });
});

describe('Sage layout', () => {
  it('writes the sales quick entry header exactly', () => {
    const { documents } = exportOf('sage', []);
    expect(documents.csv).toBe(
      'Type,Customer Reference,Date,Customer Name,Reference,Ledger Account,Details,Net,VAT Rate,VAT,Total,Analysis Type 1,Analysis Type 2,Analysis Type 3\r\n',
    );
    expect(SAGE_SALES_HEADER).toHaveLength(14);
  });

  it('writes an invoice as one entry: net, VAT and total as printed, the day as Sage documents it', () => {
    const [row] = rowsOf(exportOf('sage', [makeDocument()]).documents.csv);
    expect(row).toEqual({
      Type: 'Invoice',
      'Customer Reference': 'NKOSI001',
      Date: '06-12-2026',
      'Customer Name': 'Thandi Nkosi',
      Reference: 'INV-000123',
      'Ledger Account': '4000',
      Details: 'Deposit: oak desk top, quote Q-2026-0042 (Q-2026-0042)',
      Net: '5000.00',
      'VAT Rate': 'Standard',
      VAT: '750.00',
      Total: '5750.00',
      'Analysis Type 1': '',
      'Analysis Type 2': '',
      'Analysis Type 3': '',
    });
  });

  it('writes a credit note as a "Cr Note" with positive amounts, and sums several lines', () => {
    const [row] = rowsOf(exportOf('sage', [makeCreditNote()]).documents.csv);
    expect(row).toMatchObject({
      Type: 'Cr Note',
      Reference: 'CN-000001',
      Net: '1739.19',
      VAT: '260.88',
      Total: '2000.07',
      Details: '2 × Oak desk top; Delivery (INV-000123)',
    });
  });

  it('keeps the customer reference to the 10 characters Sage allows', () => {
    const [row] = rowsOf(
      sageSalesCsv(
        [makeDocument({ contact: { name: 'X', accountReference: 'ABCDEFGHIJKLMNOP' } })],
        DEFAULT_LEDGERS.sage,
      ),
    );
    expect(row?.['Customer Reference']).toBe('ABCDEFGHIJ');
  });

  it('writes payments as a three-column bank statement', () => {
    const { payments } = exportOf('sage', [], [makePayment({ amountCents: 1 })]);
    expect(payments.csv.split('\r\n')[0]).toBe(SAGE_BANK_HEADER.join(','));
    expect(rowsOf(payments.csv)).toEqual([
      { Date: '08/12/2026', Description: 'INV-000123 Thandi Nkosi (eft)', Amount: '0.01' },
    ]);
  });
});

describe('accountingExport', () => {
  it('keeps to the period, both ends included, in date order, and names the files by it', () => {
    const documents = [
      makeDocument({ number: 'INV-000130', issuedOn: '2026-12-31' }),
      makeDocument({ number: 'INV-000100', issuedOn: '2026-11-30' }),
      makeDocument({ number: 'INV-000120', issuedOn: '2026-12-01' }),
      makeDocument({ number: 'INV-000140', issuedOn: '2027-01-01' }),
    ];
    const payments = [
      makePayment({ paidOn: '2027-01-01' }),
      makePayment({ paidOn: '2026-12-02', invoiceNumber: 'INV-000120' }),
    ];
    const result = exportOf('xero', documents, payments);
    expect(rowsOf(result.documents.csv).map((row) => row['*InvoiceNumber'])).toEqual(['INV-000120', 'INV-000130']);
    expect(rowsOf(result.payments.csv).map((row) => row.Reference)).toEqual(['INV-000120']);
    expect(result.documents.fileName).toBe('grainline-xero-invoices-2026-12-01-to-2026-12-31.csv');
    expect(result.payments.fileName).toBe('grainline-xero-payments-2026-12-01-to-2026-12-31.csv');
  });

  it('uses the ledger the owner named', () => {
    const result = accountingExport({
      format: 'sage',
      period: PERIOD,
      documents: [makeDocument()],
      payments: [],
      ledger: { accountCode: '1000', taxRate: 'Standard 15%' },
    });
    expect(rowsOf(result.documents.csv)[0]).toMatchObject({ 'Ledger Account': '1000', 'VAT Rate': 'Standard 15%' });
  });

  it('quotes commas and quotes, puts a name on one line, and never lets a name run as a formula', () => {
    const contact = { name: '=HYPERLINK("http://x.example","Click")', accountReference: 'X1' };
    const document = makeDocument({
      contact,
      lines: [{ description: 'Oak, "rustic"\nfinish', quantity: 1, unitAmountCents: 100 }],
    });
    const csv = xeroSalesCsv([document], DEFAULT_LEDGERS.xero);
    expect(csv).toContain('"Oak, ""rustic"" finish"');
    expect(rowsOf(csv)[0]?.['*ContactName']).toBe('\'=HYPERLINK("http://x.example","Click")');
  });
});

describe('randDecimal', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [575_000, '5750.00'],
    [123_456_789, '1234567.89'],
    [-1, '-0.01'],
    [-575_000, '-5750.00'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i cents → %s', (cents, text) => {
    expect(randDecimal(cents)).toBe(text);
  });

  it('refuses cents that are not a safe integer', () => {
    expect(() => randDecimal(1.5)).toThrow(RangeError);
  });
});

describe('accountingExportQuerySchema', () => {
  it.each([
    [{ format: 'sage', from: '2026-12-01', to: '2026-12-31' }, true],
    [{ format: 'xero', from: '2026-12-01', to: '2026-12-01' }, true],
    [{ format: 'pastel', from: '2026-12-01', to: '2026-12-31' }, false],
    [{ format: 'xero', from: '2026-12-31', to: '2026-12-01' }, false],
    [{ format: 'xero', from: '01/12/2026', to: '2026-12-31' }, false],
  ])('%j → %s', (query, valid) => {
    expect(accountingExportQuerySchema.safeParse(query).success).toBe(valid);
  });
});
