import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';

/** A deposit invoice as the e-mail and PDF tests print it; override what a test is about. */
export function makeInvoiceDetail(overrides: Partial<InvoiceDetail> = {}): InvoiceDetail {
  return {
    id: 7,
    number: 'INV-000007',
    kind: 'deposit',
    status: 'unpaid',
    quoteId: 3,
    quoteNumber: 'Q-20261122-0007',
    issuedOn: '2026-11-22',
    issuedAt: '2026-11-22T08:30:00.000Z',
    recipientName: 'Thandi Nkosi',
    totalCents: 1_129_382,
    vatCents: 147_311,
    exclusiveCents: 982_071,
    paidCents: 0,
    owingCents: 1_129_382,
    reference: 'INV-000007',
    supplier: {
      registeredName: 'Grainline Woodworks (Pty) Ltd',
      tradingName: 'Grainline Woodworks',
      vatNumber: '4123456789',
      address: '12 Sawmill Road, Mbombela, 1201',
      bank: {
        accountHolder: 'Grainline Woodworks (Pty) Ltd',
        bankName: 'First National Bank',
        branchCode: '250655',
        accountNumber: '62812345678',
        accountType: 'cheque',
      },
      paymentTerms: 'Deposit on acceptance; the balance before collection or delivery.',
    },
    recipient: { name: 'Thandi Nkosi', address: '', vatNumber: '', email: 'thandi@example.co.za', partner: false },
    description: 'Deposit (50%) on solid wood surfaces, quote Q-20261122-0007',
    quantity: 1,
    reason: null,
    credits: null,
    creditedBy: null,
    payments: [],
    reminders: [],
    nextReminderAt: '2026-11-29T08:30:00.000Z',
    ...overrides,
  };
}
