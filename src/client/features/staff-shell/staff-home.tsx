import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { NEW_QUOTE_DAYS, type StaffAttention } from '../../../core/back-office/attention';
import { getData } from '../../shared/api-client';

/** What needs attention, for the top of the staff home (/admin). */
export function StaffAttentionSummary() {
  const attention = useQuery({ queryKey: ['/api/admin/attention'], queryFn: () => getData<StaffAttention>('/api/admin/attention'), retry: false });
  if (!attention.data) return null;
  const { newQuotes, acceptedToFollowUp, pendingApplications, failedEmails } = attention.data;
  const items = [
    { to: '/admin/quotes', text: `${newQuotes} new quote${newQuotes === 1 ? '' : 's'} in the last ${NEW_QUOTE_DAYS} days`, count: newQuotes },
    { to: '/admin/quotes?status=accepted', text: `${acceptedToFollowUp} accepted quote${acceptedToFollowUp === 1 ? '' : 's'} to follow up`, count: acceptedToFollowUp },
    { to: '/admin', text: `${pendingApplications} pending application${pendingApplications === 1 ? '' : 's'}`, count: pendingApplications },
    { to: '/admin/outbox', text: `${failedEmails} failed e-mail${failedEmails === 1 ? '' : 's'}`, count: failedEmails },
  ];
  return (
    <ul aria-label="Needs attention" className="mb-4 grid gap-2 sm:grid-cols-4">
      {items.map((item) => (
        <li key={item.text}>
          <Link to={item.to} className={`block rounded-lg border p-3 text-sm ${item.count > 0 ? 'border-walnut-300 bg-walnut-50 font-medium' : 'border-line bg-card text-ink-muted'}`}>
            {item.text}
          </Link>
        </li>
      ))}
    </ul>
  );
}
