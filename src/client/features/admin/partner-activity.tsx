import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_DISCOUNT_PERCENTAGE } from '#core/accounts/account-schemas';
import { formatRand } from '#core/money';
import type { PartnerActivity as PartnerActivityRow } from '#core/partner-area/partner-area-schemas';
import { clearPartnerSignInLockRoute } from '#core/api/partners-routes';
import {
  changePartnerDiscountRoute,
  partnerActivityRoute,
  reinstatePartnerRoute,
  suspendPartnerRoute,
} from '#core/api/staff-partners-routes';
import { serverMessageOf } from '#client/shared/api-client';
import { callApi, callQuery, keyOf } from '#client/shared/call-api';
import { useSession } from '#client/shared/session/use-session';
import { formatDateTime } from '#core/dates';
import { BUSINESS_TYPE_LABELS } from '#client/shared/business-type-label';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { applicationsQueryKey } from './applications-api';
import { formatPercent } from '#core/percent';

/** Approved and suspended partners with their quote count and value (STAFF-07). */
export function usePartnerActivity(enabled: boolean) {
  return useQuery({ ...callQuery(partnerActivityRoute), enabled });
}

/** STAFF-15: a partner's sign-in delay after failed attempts, until when; an owner clears it here. */
function PartnerSignInDelay({ partner }: { partner: PartnerActivityRow }) {
  const queryClient = useQueryClient();
  const session = useSession().data;
  const isOwner = session?.kind === 'staff' && session.staff.role === 'owner';
  const clear = useMutation({
    mutationFn: () => callApi(clearPartnerSignInLockRoute, { params: { id: String(partner.id) } }),
    onSuccess: async () => {
      showToast({
        title: 'Sign-in Delay Cleared',
        description: `${partner.businessName} can sign in again now.`,
        variant: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: keyOf(partnerActivityRoute) });
    },
    onError: (error) =>
      showToast({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to clear the sign-in delay. Please try again.',
        variant: 'destructive',
      }),
  });
  if (!partner.signInDelayedUntil) return null;
  return (
    <div
      role="group"
      aria-label={`Sign-in delay for ${partner.businessName}`}
      className="mt-4 flex flex-wrap items-center gap-3 rounded-lg bg-walnut-50 p-3 text-sm"
    >
      <p className="text-ink">
        After failed sign-in attempts, this partner’s sign-in is delayed until{' '}
        {formatDateTime(new Date(partner.signInDelayedUntil))}.{isOwner ? null : ' An owner can clear the delay.'}
      </p>
      {isOwner ? (
        <Button size="sm" variant="secondary" onClick={() => clear.mutate()} disabled={clear.isPending}>
          {clear.isPending ? 'Clearing...' : 'Clear sign-in delay'}
          <span className="sr-only"> for {partner.businessName}</span>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * What an approved partner has quoted, inside their card on the approved filter: quote count and
 * value; change the discount for new quotes, suspend (their sessions end at once) or reinstate.
 */
export function PartnerActivityPanel({ partner }: { partner: PartnerActivityRow }) {
  const queryClient = useQueryClient();
  const [discount, setDiscount] = useState(String(partner.discountPercentage));
  const act = useMutation({
    mutationFn: async (action: 'discount' | 'suspend' | 'reinstate') => {
      const params = { id: String(partner.id) };
      if (action === 'discount')
        await callApi(changePartnerDiscountRoute, { params, body: { discountPercentage: Number(discount) } });
      else await callApi(action === 'suspend' ? suspendPartnerRoute : reinstatePartnerRoute, { params });
      return action;
    },
    onSuccess: async (action) => {
      const titles = {
        discount: 'Discount Changed',
        suspend: 'Partner Suspended',
        reinstate: 'Partner Reinstated',
      } as const;
      showToast({
        title: titles[action],
        description: action === 'discount' ? 'New quotes use the new discount; issued quotes keep theirs.' : undefined,
        variant: 'success',
      });
      // The card's discount badge and the filter's list change with it.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: keyOf(partnerActivityRoute) }),
        queryClient.invalidateQueries({ queryKey: applicationsQueryKey() }),
      ]);
    },
    onError: () =>
      showToast({ title: 'Error', description: 'The change was not saved. Please try again.', variant: 'destructive' }),
  });
  const suspended = partner.status === 'suspended';
  return (
    <div data-testid="partner-activity" className="mt-4 border-t border-line pt-4">
      <dl className="flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="text-ink-muted">Quotes</dt>
          <dd className="font-semibold tabular-nums">{partner.quoteCount}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Quote value</dt>
          <dd className="font-semibold whitespace-nowrap tabular-nums">{formatRand(partner.quoteValueCents)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Discount</dt>
          <dd className="font-semibold tabular-nums">{formatPercent(partner.discountPercentage)}</dd>
        </div>
      </dl>
      <PartnerSignInDelay partner={partner} />
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`discount-${partner.id}`} className="block text-sm font-medium text-ink">
            Discount for new quotes (%)
          </label>
          <input
            id={`discount-${partner.id}`}
            type="number"
            min={0}
            max={MAX_DISCOUNT_PERCENTAGE}
            step={1}
            value={discount}
            onChange={(event) => setDiscount(event.target.value)}
            className="mt-1 w-24 rounded-lg border border-line-strong bg-white px-3 py-2 text-sm"
          />
        </div>
        <Button
          variant="secondary"
          disabled={act.isPending || discount === String(partner.discountPercentage)}
          onClick={() => act.mutate('discount')}
        >
          Change discount
        </Button>
        <Button
          variant="secondary"
          disabled={act.isPending}
          onClick={() => act.mutate(suspended ? 'reinstate' : 'suspend')}
        >
          {suspended ? 'Reinstate' : 'Suspend'}
        </Button>
      </div>
    </div>
  );
}

/** Suspended partners are no longer 'approved' applications; the approved filter lists them apart, to reinstate. */
export function SuspendedPartners({ partners }: { partners: readonly PartnerActivityRow[] }) {
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="suspended-partners-heading" className="mt-8">
      <h2 id="suspended-partners-heading" className="text-lg font-semibold text-ink">
        Suspended partners
      </h2>
      <ul className="mt-3 space-y-4">
        {partners.map((partner) => (
          <li
            key={partner.id}
            aria-label={partner.businessName}
            className="rounded-2xl border border-line bg-card p-5 shadow-sm sm:p-6"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{partner.businessName}</p>
                <p className="text-sm text-ink-muted">
                  {BUSINESS_TYPE_LABELS[partner.businessType]} · {partner.contactName} · {partner.contactEmail}
                </p>
              </div>
              <span className="rounded-full bg-line px-3 py-1 text-sm font-semibold text-ink">Suspended</span>
            </div>
            <PartnerActivityPanel partner={partner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
