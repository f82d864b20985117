import { RequirePartner } from '#client/shared/session/require-session';
import { usePartnerSessionWatch } from '#client/shared/session/partner-session-watch';
import { useDocumentTitle } from '#client/shared/use-document-title';
import { DashboardTabs } from './dashboard/dashboard-tabs';
import { PartnerDashboardHeader } from './partner-dashboard-header';

/** PARTNER-13: signed-out visitors go to the login screen; the tabs are PARTNER-14's. */
export function PartnerDashboardScreen() {
  useDocumentTitle('Professional Dashboard');
  // A discount staff changed while the dashboard was open shows when the partner comes back to it.
  usePartnerSessionWatch();
  return (
    <RequirePartner>
      {(partner) => (
        <div className="min-h-full">
          <PartnerDashboardHeader partner={partner} />
          <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
            <DashboardTabs partner={partner} />
          </main>
        </div>
      )}
    </RequirePartner>
  );
}
