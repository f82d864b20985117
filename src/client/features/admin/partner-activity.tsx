import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_DISCOUNT_PERCENTAGE } from '../../../core/accounts/account-schemas';
import { formatRand } from '../../../core/money';
import type { PartnerActivity as PartnerActivityRow } from '../../../core/professional/partner-area-schemas';
import { apiRequest, getData } from '../../shared/api-client';
import { showToast } from '../../shared/toast/toast-store';
import { Button } from '../../shared/ui/button';

const ACTIVITY_KEY = ['/api/staff/partners/activity'];

function PartnerCard({ partner }: { partner: PartnerActivityRow }) {
  const queryClient = useQueryClient();
  const [discount, setDiscount] = useState(String(partner.discountPercentage));
  const refresh = () => queryClient.invalidateQueries({ queryKey: ACTIVITY_KEY });
  const act = useMutation({
    mutationFn: async (action: 'discount' | 'suspend' | 'reinstate') => {
      if (action === 'discount') await apiRequest('PATCH', `/api/staff/partners/${partner.id}/discount`, { discountPercentage: Number(discount) });
      else await apiRequest('POST', `/api/staff/partners/${partner.id}/${action}`);
      return action;
    },
    onSuccess: async (action) => {
      const titles = { discount: 'Discount Changed', suspend: 'Partner Suspended', reinstate: 'Partner Reinstated' } as const;
      showToast({ title: titles[action], description: action === 'discount' ? 'New quotes use the new discount; issued quotes keep theirs.' : undefined, variant: 'success' });
      await refresh();
    },
    onError: () => showToast({ title: 'Error', description: 'The change was not saved. Please try again.', variant: 'destructive' }),
  });
  const suspended = partner.status === 'suspended';
  return (
    <li data-testid="partner-activity-card" className="rounded-2xl border border-line bg-card p-5 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <div>
          <p className="font-semibold text-ink">{partner.businessName}</p>
          <p className="text-sm text-ink-muted">
            {partner.businessType === 'contractor' ? 'Contractor' : 'Reseller'} · {partner.contactName} · {partner.contactEmail}
          </p>
        </div>
        {suspended ? <span className="rounded-full bg-danger-50 px-2 py-0.5 text-xs font-semibold text-danger-700">Suspended</span> : null}
      </div>
      <dl className="mt-3 flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="text-ink-muted">Quotes</dt>
          <dd className="font-semibold tabular-nums">{partner.quoteCount}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Quote value</dt>
          <dd className="font-semibold tabular-nums">{formatRand(partner.quoteValueCents)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">Discount</dt>
          <dd className="font-semibold tabular-nums">{partner.discountPercentage} %</dd>
        </div>
      </dl>
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
        <Button variant="secondary" disabled={act.isPending || discount === String(partner.discountPercentage)} onClick={() => act.mutate('discount')}>
          Change discount
        </Button>
        <Button variant="secondary" disabled={act.isPending} onClick={() => act.mutate(suspended ? 'reinstate' : 'suspend')}>
          {suspended ? 'Reinstate' : 'Suspend'}
        </Button>
      </div>
    </li>
  );
}

/**
 * For the Admin Dashboard's approved filter (issue 13 item 6): each partner's quote count and
 * value; change the discount for new quotes, suspend (their sessions end at once) or reinstate.
 */
export function PartnerActivity() {
  const { data, isError } = useQuery({ queryKey: ACTIVITY_KEY, queryFn: () => getData<PartnerActivityRow[]>('/api/staff/partners/activity') });
  if (isError) return <p className="text-danger-700">Failed to fetch partner activity</p>;
  if (!data) return <p role="status" className="text-ink-muted">Loading partners…</p>;
  if (data.length === 0) return <p className="text-ink-muted">No approved partners yet.</p>;
  return (
    <ul aria-label="Partner activity" className="space-y-4">
      {data.map((partner) => (
        <PartnerCard key={partner.id} partner={partner} />
      ))}
    </ul>
  );
}
