import { quoteLogoRoute } from '#core/api/quotes-routes';
import type { QuoteResponse } from '#core/quotes/quote-response';
import { urlOf } from '#client/shared/call-api';

type Branding = NonNullable<QuoteResponse['partner']>;

/**
 * A partner's quote page is white-labelled like its PDF (PARTNER-20): the partner's logo, or
 * their name as a clean text header, and their contacts; the workshop is not named at the top.
 */
export function PartnerQuoteHeader({ token, partner }: { token: string; partner: Branding }) {
  return (
    <header className="bg-[#111] text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-4">
          {partner.hasLogo ? (
            <img
              src={urlOf(quoteLogoRoute, { params: { token } })}
              alt={`${partner.businessName} logo`}
              className="h-12 max-w-40 rounded bg-white object-contain p-1"
            />
          ) : null}
          <span data-testid="partner-quote-brand" className="text-xl font-semibold">
            {partner.businessName}
          </span>
        </div>
        {partner.contact ? (
          <address className="text-right text-sm text-white/75 not-italic">
            <span className="block">{partner.contact.name}</span>
            <a className="block underline-offset-2 hover:underline" href={`mailto:${partner.contact.email}`}>
              {partner.contact.email}
            </a>
            <span className="block">{partner.contact.phone}</span>
          </address>
        ) : null}
      </div>
    </header>
  );
}

/** The partner leads and is named as the maker, as in the PDF's footer; the workshop is named nowhere (PARTNER-20). */
export function PartnerQuoteFooter({ partner }: { partner: Branding }) {
  return (
    <footer className="border-t border-line">
      <div className="mx-auto max-w-7xl px-4 py-5 text-xs text-ink-muted sm:px-6 lg:px-8">
        <p className="font-medium text-ink">
          {[partner.businessName, partner.contact?.email, partner.contact?.phone].filter(Boolean).join('  ·  ')}
        </p>
        {partner.makerName ? <p data-testid="partner-quote-maker">Made to order by {partner.makerName}</p> : null}
      </div>
    </footer>
  );
}
