import type { PartnerAccount } from '#core/accounts/account-schemas';
import { formatPercent } from '#core/percent';

/**
 * Under the site header while a partner is signed in (PRICE-11): who is signed in,
 * their discount, and the way back to the dashboard. Loaded only once the session says partner.
 */
export function PartnerBar({ partner }: { partner: PartnerAccount }) {
  return (
    <div role="region" aria-label="Partner account" className="border-b border-sage-600/30 bg-sage-50 print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2 text-sm sm:px-6 lg:px-8">
        <p className="text-ink">
          Signed in as <strong data-testid="partner-bar-name">{partner.businessName}</strong>
          <span className="text-ink-muted"> · </span>
          <span data-testid="partner-bar-discount">{formatPercent(partner.discountPercentage)} partner discount</span>{' '}
          on every price shown
        </p>
        {/* A plain link: the configurator runs without the router (ADR 008). */}
        <a
          href="/professional/dashboard"
          className="font-medium text-walnut-700 underline underline-offset-4 hover:text-walnut-800"
        >
          Partner dashboard
        </a>
      </div>
    </div>
  );
}
