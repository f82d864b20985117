import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PartnerAccount } from '#core/accounts/account-schemas';
import { partnerLogoRoute } from '#core/api/partner-area-routes';
import { statusOf } from '#client/shared/api-client';
import { BUSINESS_TYPE_LABELS } from '#client/shared/business-type-label';
import { urlOf } from '#client/shared/call-api';
import { replaceSession } from '#client/shared/session/session-changes';
import { showToast } from '#client/shared/toast/toast-store';
import { Button } from '#client/shared/ui/button';
import { forgetQuoteInProgress } from '#client/shared/quote-in-progress/forget-quote-in-progress';
import { startNextQuote } from '#client/shared/quote-in-progress/start-new-quote';
import { signOutPartner } from './partner-api';
import { formatPercent } from '#core/percent';

/**
 * PARTNER-13's header: who the partner is (with their logo, the one their quotes carry), their discount, New Quote and
 * Logout.
 */
export function PartnerDashboardHeader({ partner }: { partner: PartnerAccount }) {
  const queryClient = useQueryClient();
  const logout = useMutation({
    mutationFn: signOutPartner,
    onSettled: (_data, error) => {
      // A 401 means the session had already ended: logged out either way.
      if (error && statusOf(error) !== 401) {
        showToast({ title: 'Error', description: 'Failed to log out. Please try again.', variant: 'destructive' });
        return;
      }
      forgetQuoteInProgress();
      // The guard around this screen then sends the person to the sign-in screen (which would bring them back here).
      replaceSession(queryClient, { kind: 'anonymous' });
      showToast({ title: 'Logged Out', description: 'You have been signed out of your dashboard.' });
    },
  });

  return (
    <header className="border-b border-line bg-card">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-5 sm:px-6 lg:px-8">
        <div className="flex min-w-0 items-center gap-4">
          {partner.hasLogo ? (
            <img
              src={urlOf(partnerLogoRoute)}
              alt={`${partner.businessName} logo`}
              data-testid="partner-header-logo"
              className="h-14 w-auto max-w-[8rem] shrink-0 rounded-lg border border-line bg-white object-contain p-1 sm:h-16 sm:max-w-[10rem]"
            />
          ) : null}
          <div className="min-w-0">
            <p className="text-sm font-semibold tracking-widest text-walnut-700 uppercase">Professional Dashboard</p>
            <h1 className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl">
              {partner.businessName}
            </h1>
            <p className="mt-1 flex flex-wrap gap-2 text-sm">
              <span className="rounded-full bg-walnut-50 px-3 py-0.5 font-medium text-ink">
                {BUSINESS_TYPE_LABELS[partner.businessType]}
              </span>
              <span className="rounded-full bg-sage-50 px-3 py-0.5 font-medium text-sage-700">
                {formatPercent(partner.discountPercentage)} discount
              </span>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/"
            onClick={() => startNextQuote({ forPartner: true })}
            className="inline-flex items-center rounded-lg bg-walnut-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-walnut-800"
          >
            New Quote
          </Link>
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>
            {logout.isPending ? 'Logging Out...' : 'Logout'}
          </Button>
        </div>
      </div>
    </header>
  );
}
