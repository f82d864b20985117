import { NavLink } from 'react-router';
import type { StaffAttention } from '#core/back-office/attention';
import { cx } from '#client/shared/cx';
import { useStaffAttention } from './staff-attention';

const LINKS: { to: string; label: string; count?: (a: StaffAttention) => number; urgent?: boolean }[] = [
  { to: '/admin/quotes', label: 'Quotes', count: (a) => a.quotesToFollowUp },
  { to: '/admin', label: 'Applications', count: (a) => a.pendingApplications },
  { to: '/admin/jobs', label: 'Jobs' },
  { to: '/admin/invoices', label: 'Invoices' },
  { to: '/admin/payments', label: 'Payments' },
  { to: '/admin/prices', label: 'Prices' },
  { to: '/admin/outbox', label: 'Outbox', count: (a) => a.failedEmails, urgent: true },
  { to: '/analytics', label: 'Analytics' },
  { to: '/leads', label: 'Leads' },
  { to: '/visitors', label: 'Visitors' },
  { to: '/admin/data', label: 'Customer data' },
  { to: '/admin/business', label: 'Business' },
];

/**
 * The staff navigation (STAFF-11), at the top of every staff screen, with what needs
 * attention: new quotes, pending applications, failed e-mails.
 */
export function StaffNav() {
  const attention = useStaffAttention({ refetchInterval: 60_000 });
  return (
    <nav aria-label="Staff" className="border-b border-line bg-card">
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 py-2">
        {LINKS.map((link) => {
          const count = attention.data && link.count ? link.count(attention.data) : 0;
          return (
            <li key={link.to}>
              <NavLink
                to={link.to}
                // A screen's own pages (an invoice, a job) mark its link too; Applications is /admin itself.
                end={link.to === '/admin'}
                className={({ isActive }) =>
                  cx(
                    'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm',
                    isActive ? 'bg-walnut-700 text-white' : 'text-ink hover:bg-walnut-50',
                  )
                }
              >
                {link.label}
                {count > 0 && (
                  <span
                    aria-label={`${count} need attention`}
                    className={cx(
                      'rounded-full px-2 text-xs font-semibold',
                      link.urgent ? 'bg-red-600 text-white' : 'bg-amber-200 text-ink',
                    )}
                  >
                    {count}
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
