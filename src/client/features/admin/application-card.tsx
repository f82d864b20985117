import type { ReactNode } from 'react';
import type { PartnerApplication, PartnerStatus } from '#core/accounts/account-schemas';
import { formatDate } from '#core/dates';
import { formatStatus } from '#core/format-status';
import { BUSINESS_TYPE_LABELS } from '#client/shared/business-type-label';
import { cx } from '#client/shared/cx';
import { Button } from '#client/shared/ui/button';
import { ApproveForm } from './approve-form';
import { RejectDialog } from './reject-dialog';
import { useApplicationDecisions } from './use-application-decisions';
import { formatPercent } from '#core/percent';

const STATUS_CLASSES: Record<PartnerStatus, string> = {
  pending: 'bg-walnut-100 text-walnut-900',
  approved: 'bg-sage-50 text-sage-700',
  rejected: 'bg-danger-50 text-danger-700',
  suspended: 'bg-line text-ink',
};

// One term and its value, the dl's direct child (a dl may wrap each group in one div, no deeper).
function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={cx('min-w-0', className)}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{term}</dt>
      <dd className="mt-0.5 break-words text-ink">{children}</dd>
    </div>
  );
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The id of a card's heading, where focus can be sent (it takes focus from script only). */
export const applicationHeadingId = (id: number) => `application-${id}`;

interface Props {
  application: PartnerApplication;
  /** Runs when staff approve or reject the application, before the lists refresh without it. */
  onDecided?: () => void;
  children?: ReactNode;
}

/**
 * One application on the Admin Dashboard (STAFF-04): who applied, and what staff may do with it.
 * `children` close the card: an approved partner's work (STAFF-07).
 */
export function ApplicationCard({ application, onDecided, children }: Props) {
  const { approve, reject, resendSetupLink } = useApplicationDecisions({ onDecided });
  const headingId = applicationHeadingId(application.id);
  const deciding = approve.isPending || reject.isPending;

  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold break-words text-ink outline-none">
            {application.businessName}
          </h2>
          <p className="text-sm text-ink-muted">
            {BUSINESS_TYPE_LABELS[application.businessType]} · Applied {formatDate(new Date(application.createdAt))}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {application.status === 'approved' || application.status === 'suspended' ? (
            <span className="rounded-full bg-walnut-50 px-3 py-1 text-sm font-semibold text-walnut-800">
              {formatPercent(application.discountPercentage)} discount
            </span>
          ) : null}
          <span className={cx('rounded-full px-3 py-1 text-sm font-semibold', STATUS_CLASSES[application.status])}>
            {formatStatus(application.status)}
          </span>
        </div>
      </header>

      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Detail term="Contact">{application.contactName}</Detail>
        <Detail term="Email">
          <a href={`mailto:${application.contactEmail}`} className="text-walnut-700 underline underline-offset-2">
            {application.contactEmail}
          </a>
        </Detail>
        <Detail term="Phone">
          <a
            href={`tel:${application.contactPhone.replace(/[^+0-9]/g, '')}`}
            className="text-walnut-700 underline underline-offset-2"
          >
            {application.contactPhone}
          </a>
        </Detail>
        <Detail term="Address">
          <span className="whitespace-pre-line">{application.businessAddress}</span>
        </Detail>
        {application.vatNumber ? <Detail term="VAT number">{application.vatNumber}</Detail> : null}
        {application.website ? (
          <Detail term="Website">
            <a
              href={websiteHref(application.website)}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="text-walnut-700 underline underline-offset-2"
            >
              {application.website}
            </a>
          </Detail>
        ) : null}
        {application.note ? (
          <Detail term="Note" className="sm:col-span-2">
            <span className="whitespace-pre-line">{application.note}</span>
          </Detail>
        ) : null}
      </dl>

      {application.status === 'rejected' && application.rejectionReason ? (
        <div className="mt-4 rounded-lg border border-danger-700/20 bg-danger-50 p-3 text-sm">
          <p className="font-semibold text-danger-700">Rejection reason</p>
          <p className="mt-1 whitespace-pre-line text-ink">{application.rejectionReason}</p>
        </div>
      ) : null}

      {application.status !== 'pending' && application.decidedAt ? (
        <p className="mt-4 text-sm text-ink-muted">
          {application.status === 'rejected' ? 'Rejected' : 'Approved'} {formatDate(new Date(application.decidedAt))}
          {application.decidedBy ? ` by ${application.decidedBy}` : ''}
        </p>
      ) : null}

      {application.status === 'approved' ? (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <p className="text-sm text-ink">
            {application.hasAccount ? 'Account set up' : 'Waiting for the partner to complete their account setup'}
          </p>
          {application.hasAccount ? null : (
            <Button
              variant="secondary"
              size="sm"
              disabled={resendSetupLink.isPending}
              onClick={() => resendSetupLink.mutate({ id: application.id, contactEmail: application.contactEmail })}
            >
              {resendSetupLink.isPending ? 'Sending...' : 'Send new setup link'}
            </Button>
          )}
        </div>
      ) : null}

      {application.status === 'pending' ? (
        <div className="mt-5 flex flex-wrap items-end justify-between gap-4 border-t border-line pt-4">
          <ApproveForm
            applicationId={application.id}
            pending={deciding}
            onApprove={(discountPercentage) => approve.mutate({ id: application.id, discountPercentage })}
          />
          <RejectDialog
            application={application}
            pending={deciding}
            onReject={(rejectionReason) =>
              reject.mutateAsync({ id: application.id, rejectionReason }).then(
                () => true,
                () => false,
              )
            }
          />
        </div>
      ) : null}
      {children}
    </article>
  );
}
