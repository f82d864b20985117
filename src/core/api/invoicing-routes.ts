import { defineRoute } from './route';

/** The business's own details, deposit share and payment terms (ADR 047). */
export const ownerSettingsRoute = defineRoute({ method: 'GET', path: '/api/admin/owner-settings', access: 'owner' });
/**
 * Save them: owners only, with a second factor where one is required, as the bank account customers pay into is in
 * them.
 */
export const saveOwnerSettingsRoute = defineRoute({
  method: 'PUT',
  path: '/api/admin/owner-settings',
  access: 'owner',
  secondFactor: true,
});
/** Invoices and credit notes, by status and the day they were issued (ADR 047). */
export const invoicesRoute = defineRoute({ method: 'GET', path: '/api/admin/invoices', access: 'staff' });
/** One invoice or credit note with its payments. */
export const invoiceRoute = defineRoute({ method: 'GET', path: '/api/admin/invoices/:id', access: 'staff' });
/** The tax invoice or credit note as a PDF. */
export const invoicePdfRoute = defineRoute({ method: 'GET', path: '/api/admin/invoices/:id/pdf', access: 'staff' });
/** Record a payment against an invoice. */
export const recordPaymentRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/invoices/:id/payments',
  access: 'staff',
});
/** Cancel an invoice with a credit note that cites it. */
export const creditNoteRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/invoices/:id/credit-note',
  access: 'staff',
});
