import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { PartnerStatus } from '#core/accounts/account-schemas';
import { Button } from '#client/shared/ui/button';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { StaffAttentionSummary } from '#client/shared/staff-shell/staff-home';
import { StaffLoadError } from '#client/shared/staff-shell/staff-page';
import { ApplicationCard } from './application-card';
import { PartnerActivityPanel, SuspendedPartners, usePartnerActivity } from './partner-activity';
import { applicationsQueryKey, fetchApplications } from './applications-api';
import { NO_APPLICATIONS_HEADING_ID, useFocusAfterDecision } from './use-focus-after-decision';

const FILTERS = [
  { status: 'pending', label: 'Pending' },
  { status: 'approved', label: 'Approved' },
  { status: 'rejected', label: 'Rejected' },
] as const satisfies readonly { status: PartnerStatus; label: string }[];

type FilterStatus = (typeof FILTERS)[number]['status'];

function filterOf(value: string | null): FilterStatus {
  return FILTERS.find((filter) => filter.status === value)?.status ?? 'pending';
}

function ApplicationsPlaceholder() {
  return (
    <div role="status" aria-label="Loading applications" className="space-y-4">
      {[0, 1].map((key) => (
        <div key={key} className="h-48 animate-pulse rounded-2xl border border-line bg-card" />
      ))}
    </div>
  );
}

/**
 * STAFF-04: professional applications, filtered by status (kept in the URL).
 * It is also the staff home, where staff land after signing in, so what needs attention
 * across the back office (STAFF-11) sits above the applications.
 */
export function AdminScreen() {
  useDocumentTitle('Admin Dashboard');
  const [params, setParams] = useSearchParams();
  const status = filterOf(params.get('status'));
  const applications = useQuery({ queryKey: applicationsQueryKey(status), queryFn: () => fetchApplications(status) });
  // STAFF-07: on the approved filter each partner's card also shows their work.
  const activity = usePartnerActivity(status === 'approved');
  const activityOf = (id: number) =>
    status === 'approved' ? activity.data?.find((partner) => partner.id === id) : undefined;
  const focusAfterDecision = useFocusAfterDecision(applications.data);

  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <h1 className="font-display text-3xl font-semibold text-ink">Admin Dashboard</h1>
      <p className="mt-1 text-ink-muted">
        Applications from contractors and resellers who want to become trade partners.
      </p>
      <StaffAttentionSummary className="mt-4" />

      <div role="group" aria-label="Filter applications by status" className="mt-6 flex flex-wrap gap-2">
        {FILTERS.map((filter) => (
          <Button
            key={filter.status}
            variant={filter.status === status ? 'primary' : 'secondary'}
            aria-pressed={filter.status === status}
            onClick={() => setParams(filter.status === 'pending' ? {} : { status: filter.status }, { replace: true })}
          >
            {filter.label}
          </Button>
        ))}
      </div>

      <section aria-label={`${status} applications`} className="mt-6">
        {applications.isPending ? <ApplicationsPlaceholder /> : null}
        {applications.isError ? (
          <StaffLoadError
            error={applications.error}
            message="Failed to fetch applications"
            onRetry={() => void applications.refetch()}
          />
        ) : null}
        {applications.data?.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line-strong bg-card px-6 py-12 text-center">
            <h2 id={NO_APPLICATIONS_HEADING_ID} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
              No Applications Found
            </h2>
            <p className="mt-1 text-sm text-ink-muted">There are no {status} applications right now.</p>
          </div>
        ) : null}
        {applications.data && applications.data.length > 0 ? (
          <div className="space-y-4">
            {applications.data.map((application) => {
              const work = activityOf(application.id);
              return (
                <ApplicationCard
                  key={application.id}
                  application={application}
                  onDecided={() => focusAfterDecision(application.id)}
                >
                  {work ? <PartnerActivityPanel partner={work} /> : null}
                </ApplicationCard>
              );
            })}
          </div>
        ) : null}
      </section>
      {status === 'approved' && activity.isError ? (
        <StaffLoadError
          error={activity.error}
          message="Failed to fetch partner activity"
          onRetry={() => void activity.refetch()}
        />
      ) : null}
      {status === 'approved' && activity.data ? (
        <SuspendedPartners partners={activity.data.filter((partner) => partner.status === 'suspended')} />
      ) : null}
    </main>
  );
}
