import type { InvoiceDetail, InvoiceSummary } from '#core/invoicing/invoice-schemas';

/** An invoice as GET /api/admin/invoices lists it: a deposit of R 5,000.00 with R 1,000.00 paid. */
export const invoiceSummary = (overrides: Partial<InvoiceSummary> = {}): InvoiceSummary => ({
  id: 12,
  number: 'INV-000012',
  kind: 'deposit',
  status: 'part_paid',
  quoteId: 40,
  quoteNumber: 'Q-20261201-0040',
  issuedOn: '2026-12-01',
  recipientName: 'Thandi Nkosi',
  totalCents: 500_000,
  vatCents: 65_217,
  paidCents: 100_000,
  owingCents: 400_000,
  ...overrides,
});

/** The same invoice as GET /api/admin/invoices/12 answers it. */
export const invoiceDetail = (overrides: Partial<InvoiceDetail> = {}): InvoiceDetail => ({
  ...invoiceSummary(),
  reference: 'INV-000012',
  issuedAt: '2026-12-01T08:00:00.000Z',
  supplier: {
    registeredName: 'Grainline Timber (Pty) Ltd',
    tradingName: 'Grainline',
    vatNumber: '4123456789',
    address: '12 Sawmill Road\nNelspruit',
    bank: {
      accountHolder: 'Grainline Timber',
      bankName: 'FNB',
      branchCode: '250655',
      accountNumber: '62000000000',
      accountType: 'cheque',
    },
    paymentTerms: 'Deposit before cutting.',
  },
  recipient: { name: 'Thandi Nkosi', address: '', vatNumber: '', email: 'thandi@example.co.za', partner: false },
  description: 'Deposit (50 %) on quote Q-20261201-0040',
  quantity: 1,
  exclusiveCents: 434_783,
  reason: null,
  credits: null,
  creditedBy: null,
  payments: [
    {
      id: 3,
      amountCents: 100_000,
      paidOn: '2026-12-02',
      method: 'eft',
      reference: 'INV-000012 NKOSI',
      recordedAt: '2026-12-02T09:30:00.000Z',
      recordedBy: 'Owner Person',
    },
  ],
  reminders: [],
  nextReminderAt: '2026-12-08T08:00:00.000Z',
  ...overrides,
});
