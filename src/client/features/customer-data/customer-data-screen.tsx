import { useSession } from '#client/shared/session/use-session';
import { StaffPage } from '#client/shared/staff-shell/staff-page';
import { ErasePersonSection } from './erase-person-section';
import { ExportDownloads } from './export-downloads';

/** /admin/data: CSV downloads for staff; for owners, a customer's erasure too (STAFF-10). */
export function CustomerDataScreen() {
  const session = useSession().data;
  const isOwner = session?.kind === 'staff' && session.staff.role === 'owner';
  return (
    <StaffPage title="Customer Data">
      <div className="space-y-6">
        <ExportDownloads />
        {isOwner ? (
          <ErasePersonSection />
        ) : (
          <p className="text-sm text-ink-muted">
            An owner can erase a customer&apos;s personal data on request (POPIA).
          </p>
        )}
      </div>
    </StaffPage>
  );
}
