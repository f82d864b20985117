import { RequirePartner } from '../../shared/session/require-session';
import { useDocumentTitle } from '../../shared/use-document-title';
import { DashboardTabs } from './dashboard/dashboard-tabs';
import { ProfessionalDashboardHeader } from './professional-dashboard-header';

/** PARTNER-13: signed-out visitors go to the login screen; the tabs are PARTNER-14's. */
export function ProfessionalDashboardScreen() {
  useDocumentTitle('Professional Dashboard');
  return (
    <RequirePartner>
      {(partner) => (
        <div className="min-h-full">
          <ProfessionalDashboardHeader partner={partner} />
          <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
            <DashboardTabs partner={partner} />
          </main>
        </div>
      )}
    </RequirePartner>
  );
}
