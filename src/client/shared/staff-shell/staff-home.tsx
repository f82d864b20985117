import { Link } from 'react-router';
import { NEW_QUOTE_DAYS } from '#core/back-office/attention';
import { cx } from '#client/shared/cx';
import { useStaffAttention } from './staff-attention';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * What needs attention, at the top of the staff home (/admin, where staff land after signing
 * in): the one place 'accepted quotes to follow up' is named, each count a link to its list.
 */
export function StaffAttentionSummary({ className }: { className?: string }) {
  const attention = useStaffAttention();
  if (!attention.data) return null;
  const { newQuotes, acceptedToFollowUp, pendingApplications, failedEmails } = attention.data;
  const items = [
    {
      to: '/admin/quotes',
      text: `${plural(newQuotes, 'new quote')} in the last ${NEW_QUOTE_DAYS} days`,
      count: newQuotes,
    },
    {
      to: '/admin/quotes?status=accepted',
      text: `${plural(acceptedToFollowUp, 'accepted quote')} to follow up`,
      count: acceptedToFollowUp,
    },
    { to: '/admin', text: plural(pendingApplications, 'pending application'), count: pendingApplications },
    { to: '/admin/outbox', text: plural(failedEmails, 'failed e-mail'), count: failedEmails },
  ];
  return (
    <section aria-labelledby="needs-attention-heading" className={className}>
      <h2 id="needs-attention-heading" className="text-sm font-semibold text-ink-muted">
        Needs attention
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {items.map((item) => (
          <li key={item.to} className="flex">
            <Link
              to={item.to}
              className={cx(
                'block w-full rounded-lg border px-3 py-2 text-sm',
                item.count > 0
                  ? 'border-walnut-300 bg-walnut-50 font-medium text-ink'
                  : 'border-line bg-card text-ink-muted',
              )}
            >
              {item.text}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
