import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ownerSettingsRoute } from '#core/api/invoicing-routes';
import { callQuery, keyOf } from '#client/shared/call-api';
import { useSession } from '#client/shared/session/use-session';
import { StaffLoadError, StaffPage } from '#client/shared/staff-shell/staff-page';
import { BusinessDetailsFields } from './business-details-form';

const FIELD_NAMES: Record<string, string> = {
  registeredName: 'registered name',
  tradingName: 'trading name',
  vatNumber: 'VAT number',
  address: 'address',
  bankAccountHolder: 'account holder',
  bankName: 'bank',
  bankBranchCode: 'branch code',
  bankAccountNumber: 'account number',
  bankAccountType: 'account type',
  depositShareBasisPoints: 'deposit share',
  paymentTerms: 'payment terms',
};

function OwnerSettingsEditor() {
  const queryClient = useQueryClient();
  const settings = useQuery({ ...callQuery(ownerSettingsRoute), retry: false });
  if (settings.error)
    return (
      <StaffLoadError
        error={settings.error}
        message="The business details could not be loaded."
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data) return <p role="status">Loading…</p>;
  const { missing } = settings.data;
  return (
    <>
      {missing.length > 0 ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink">
          A tax invoice needs every detail: still to fill in,{' '}
          {missing.map((name) => FIELD_NAMES[name] ?? name).join(', ')}.
        </p>
      ) : null}
      <BusinessDetailsFields
        key={settings.data.updatedAt ?? 'unsaved'}
        stored={settings.data}
        onSaved={(saved) => queryClient.setQueryData(keyOf(ownerSettingsRoute), saved)}
      />
    </>
  );
}

/** /admin/business: the names, VAT number, address and bank account invoices print (ADR 047); owners only. */
export function BusinessDetailsScreen() {
  const session = useSession().data;
  const owner = session?.kind === 'staff' && session.staff.role === 'owner';
  return (
    <StaffPage title="Business details">
      {owner ? (
        <OwnerSettingsEditor />
      ) : (
        <p className="text-sm text-ink-muted">Only an owner can see and change the business details.</p>
      )}
    </StaffPage>
  );
}
