import { Link } from 'react-router';
import type { StatementLineView } from '#core/payments/statement-schemas';
import { formatRand } from '#core/money';

const HEADINGS: Record<StatementLineView['status'], string> = {
  applied: 'Applied',
  suggested: 'Suggested: confirm each beside its invoice',
  left: 'Left',
};

/** One status's lines: the bank's line beside the invoice it paid or may pay, and why. */
export function StatementLines({
  status,
  lines,
  onConfirm,
  confirming,
}: {
  status: StatementLineView['status'];
  lines: StatementLineView[];
  onConfirm: (line: StatementLineView) => void;
  confirming: number | null;
}) {
  if (lines.length === 0) return null;
  return (
    <section aria-label={HEADINGS[status]} className="mb-6">
      <h2 className="mb-2 text-lg font-semibold text-ink">
        {HEADINGS[status]} ({lines.length})
      </h2>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-ink-muted">
            <th className="py-1 pr-3">Date</th>
            <th className="py-1 pr-3">Amount</th>
            <th className="py-1 pr-3">Bank line</th>
            <th className="py-1 pr-3">Invoice</th>
            <th className="py-1 pr-3">Why</th>
            {status === 'suggested' ? <th className="py-1">Confirm</th> : null}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id} className="border-t border-line align-top">
              <td className="py-1 pr-3 whitespace-nowrap">{line.postedOn}</td>
              <td className="py-1 pr-3 whitespace-nowrap">{formatRand(line.amountCents)}</td>
              <td className="py-1 pr-3">{[line.description, line.reference].filter(Boolean).join(' · ')}</td>
              <td className="py-1 pr-3">
                {line.invoice ? (
                  <>
                    <Link to={`/admin/invoices/${line.invoice.id}`} className="font-medium text-walnut-700 underline">
                      {line.invoice.number}
                    </Link>
                    {`, ${line.invoice.recipientName}: owes ${formatRand(line.invoice.owingCents)} of ${formatRand(line.invoice.totalCents)}`}
                  </>
                ) : (
                  '—'
                )}
              </td>
              <td className="py-1 pr-3">{line.reason ?? ''}</td>
              {status === 'suggested' && line.invoice ? (
                <td className="py-1">
                  <button
                    type="button"
                    className="rounded-md bg-walnut-700 px-3 py-1 text-white disabled:opacity-50"
                    disabled={confirming !== null}
                    onClick={() => onConfirm(line)}
                  >
                    Confirm {line.invoice.number}
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
