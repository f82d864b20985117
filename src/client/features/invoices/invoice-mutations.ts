import { useQueryClient } from '@tanstack/react-query';
import { invoiceRoute, invoicesRoute } from '#core/api/invoicing-routes';
import { jobRoute, jobsRoute } from '#core/api/jobs-routes';
import { INVOICE_STATUS_LABELS } from '#core/invoicing/invoice-labels';
import type { InvoiceDetail } from '#core/invoicing/invoice-schemas';
import { formatRand } from '#core/money';

/**
 * After a payment or a credit note: the invoice, the list and the jobs (what a job waits for follows its invoices, ADR
 * 050) are fetched again. A route's path alone is the key prefix of every input's answer.
 */
export function useRefreshInvoices(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [invoiceRoute, invoicesRoute, jobsRoute, jobRoute].map((route) =>
        queryClient.invalidateQueries({ queryKey: [route.path] }),
      ),
    );
  };
}

/** Where an invoice stands after a payment, in words: what is owing, or by how much it is overpaid. */
export function standingText(invoice: Pick<InvoiceDetail, 'number' | 'status' | 'owingCents'>): string {
  const status = INVOICE_STATUS_LABELS[invoice.status].toLowerCase();
  if (invoice.owingCents < 0) return `${invoice.number} is now ${status} by ${formatRand(-invoice.owingCents)}.`;
  if (invoice.owingCents === 0) return `${invoice.number} is now ${status}.`;
  return `${invoice.number} is now ${status}: ${formatRand(invoice.owingCents)} owing.`;
}
