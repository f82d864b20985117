import { lazy, Suspense, useState } from 'react';
import { focusWhenShown } from '#client/shared/focus-when-shown';
import { ClientTypeSection } from './client-type-section';
import { ContactForm } from './contact-form';
import { ContactPrompt } from './contact-prompt';
import { leadInfoStore } from '#client/shared/quote-in-progress/lead-info-store';
import { QUOTE_PANEL_HEADING_ID, QuotePanel } from './quote-panel';
import { chooseClientType } from '#client/shared/quote-in-progress/quote-preferences-store';
import { SketchUpload } from './sketch-upload';
import { sketchIds } from '#client/shared/quote-in-progress/sketch-store';
import { SubtotalSection } from './subtotal-section';
import type { QuoteSummaryState } from './use-quote-summary';

// Only a signed-in partner chooses a client price: customers never download it.
const PartnerClientPriceSection = lazy(() => import('./partner-client-price-section'));

/**
 * Step 2's second column: totals, the partner's client price, client type, sketches, then the contact form or the quote
 * itself.
 */
export function SummarySideColumn({ summary }: { summary: QuoteSummaryState }) {
  const {
    preferences,
    priceState,
    priceBook,
    partner,
    trade,
    storedQuote,
    outdated,
    leadInfo,
    content,
    priced,
    liveTotalCents,
  } = summary;
  // QUOTE-03: the contact form shows first when there are no saved contact details.
  const [formOpen, setFormOpen] = useState(() => leadInfoStore.get() === null);
  const forClient = partner !== null;
  return (
    <div className="min-w-0 space-y-6">
      <SubtotalSection
        savedQuote={outdated ? null : storedQuote}
        preferences={preferences}
        priceState={priceState}
        insuranceBasisPoints={priceBook.data?.insuranceBasisPoints}
        discountPercentage={partner?.discountPercentage}
      />
      {partner ? (
        <Suspense fallback={null}>
          <PartnerClientPriceSection
            partnerId={partner.id}
            trade={trade}
            insured={preferences.delivery === 'shipping' && preferences.insurance}
            book={priceBook.data}
            onClientTotal={summary.setClientTotalCents}
          />
        </Suspense>
      ) : null}
      <ClientTypeSection
        clientType={summary.clientTypeMissing ? null : preferences.clientType}
        forClient={forClient}
        onChange={chooseClientType}
      />
      <SketchUpload />
      {formOpen ? (
        <ContactForm
          content={content}
          sketchIds={sketchIds(summary.sketches)}
          savedLead={leadInfo}
          canSubmit={priced}
          forClient={forClient}
          onSaved={() => {
            setFormOpen(false);
            // The form the focus was in is gone: the quote panel it made room for is the result.
            focusWhenShown(QUOTE_PANEL_HEADING_ID);
          }}
          onCancel={() => setFormOpen(false)}
        />
      ) : null}
      {!formOpen && leadInfo === null ? <ContactPrompt onOpen={() => setFormOpen(true)} /> : null}
      {leadInfo ? (
        <QuotePanel
          content={content}
          leadInfo={leadInfo}
          outdated={outdated}
          canAct={priced}
          liveTotalCents={liveTotalCents}
          onEditDetails={() => setFormOpen(true)}
          forClient={forClient}
        />
      ) : null}
    </div>
  );
}
