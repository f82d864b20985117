import { useState } from 'react';
import { formatDate } from '#core/dates';
import { formatRand } from '#core/money';
import { usePartnerClients } from './partner-queries';
import { QuoteActions } from './quote-actions';
import { QuoteStatusBadge } from './quote-status-badge';

/** The Clients tab (PARTNER-17): each client's quotes, accepted quotes and value; their quotes on click. */
export function ClientsTab() {
  const { data, isError } = usePartnerClients();
  const [open, setOpen] = useState<string | null>(null);
  if (isError) return <p className="text-danger-700">Failed to fetch clients</p>;
  if (!data)
    return (
      <p role="status" className="text-ink-muted">
        Loading…
      </p>
    );
  if (data.length === 0)
    return <p className="text-ink-muted">Your clients appear here once you save a quote for one.</p>;
  return (
    <ul aria-label="Clients" className="space-y-3">
      {data.map((client) => {
        const expanded = open === client.email;
        return (
          <li key={client.email} className="rounded-2xl border border-line bg-card shadow-sm">
            <button
              type="button"
              aria-expanded={expanded}
              onClick={() => setOpen(expanded ? null : client.email)}
              className="flex w-full flex-wrap items-center justify-between gap-3 p-4 text-left"
            >
              <span>
                <span className="block font-semibold text-ink">{client.name}</span>
                <span className="block text-sm text-ink-muted">
                  {client.email} · {client.phone}
                </span>
              </span>
              <span className="flex gap-5 text-sm tabular-nums">
                <span>
                  <span data-testid="client-quote-count">{client.quoteCount}</span>{' '}
                  {client.quoteCount === 1 ? 'quote' : 'quotes'}
                </span>
                <span>{client.acceptedCount} accepted</span>
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatRand(client.totalValueCents)}
                </span>
              </span>
            </button>
            {expanded ? (
              <ul className="divide-y divide-line border-t border-line px-4">
                {client.quotes.map((quote) => (
                  <li key={quote.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5 text-sm">
                    <span className="font-medium text-ink">{quote.quoteNumber}</span>
                    <span className="text-ink-muted tabular-nums">{formatDate(new Date(quote.createdAt))}</span>
                    <QuoteStatusBadge status={quote.status} />
                    <span className="font-medium whitespace-nowrap tabular-nums">{formatRand(quote.totalCents)}</span>
                    <QuoteActions quote={quote} />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
