import { lazy, Suspense, useMemo, useState } from 'react';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { usePriceBook, useWoodSpeciesSummaries } from '#client/shared/catalogue/catalogue-queries';
import { PriceUpdateNotice } from '#client/shared/catalogue/price-update-notice';
import { insertSavedSurface, removeSavedSurface, setSavedSurfaceQuantity } from '#client/shared/saved-surfaces/saved-surfaces-store';
import { useSavedSurfaces } from '#client/shared/saved-surfaces/use-saved-surfaces';
import { useSignedInPartner } from '#client/shared/session/use-session';
import { useStoredValue } from '#client/shared/stored-value';
import { focusWhenShown, STEP_HEADING_ID } from '#client/shared/focus-when-shown';
import { surfaceTitle } from '#client/shared/quote-display/surface-details';
import { Button } from '#client/shared/ui/button';
import { ClientTypeSection } from './client-type-section';
import { clientPriceFor, clientPriceIncomplete, clientPriceStore } from '#client/shared/quote-in-progress/client-price-store';
import { ContactForm } from './contact-form';
import { ContactPrompt } from './contact-prompt';
import { leadInfoStore } from '#client/shared/quote-in-progress/lead-info-store';
import { quoteFingerprint, type QuoteContent } from './quote-fingerprint';
import { QUOTE_PANEL_HEADING_ID, QuotePanel } from './quote-panel';
import { chooseClientType, quotePreferencesStore } from '#client/shared/quote-in-progress/quote-preferences-store';
import { SketchUpload } from './sketch-upload';
import { pendingSketchIds, sketchIds, sketchStore } from '#client/shared/quote-in-progress/sketch-store';
import { storedQuoteStore } from '#client/shared/quote-in-progress/stored-quote-store';
import { SubtotalSection } from './subtotal-section';
import { RemovedSurfaceRow } from './removed-surface-row';
import { restoreIndex, slotOf, surfaceSlots, type RemovedSurface } from './removed-surfaces';
import { SurfaceCard } from './surface-card';
import { useQuotePrice } from './use-quote-price';

// Only a signed-in partner chooses a client price: customers never download it.
const PartnerClientPriceSection = lazy(() => import('./partner-client-price-section'));

const undoButtonId = (surfaceId: string) => `undo-remove-${surfaceId}`;
const removeButtonId = (surfaceId: string) => `remove-${surfaceId}`;

interface Props {
  /** Back to step 1, keeping the configuration in progress. */
  onBack: () => void;
  /** Step 1 with a fresh configuration. */
  onAddAnother: () => void;
}

/** Step 2 (QUOTE-01): the saved surfaces, delivery and totals, sketches, contact details and the quote itself. */
export function QuoteSummaryStep({ onBack, onAddAnother }: Props) {
  const surfaces = useSavedSurfaces();
  const preferences = useStoredValue(quotePreferencesStore);
  const leadInfo = useStoredValue(leadInfoStore);
  const storedQuote = useStoredValue(storedQuoteStore);
  const sketches = useStoredValue(sketchStore);
  const priceBook = usePriceBook();
  const species = useWoodSpeciesSummaries().data;
  // QUOTE-03: the contact form shows first when there are no saved contact details.
  const [formOpen, setFormOpen] = useState(() => leadInfoStore.get() === null);

  const partner = useSignedInPartner();
  const partnerId = partner?.id;
  const partnerDiscount = partner?.discountPercentage;
  const clientPrice = clientPriceFor(useStoredValue(clientPriceStore), partnerId);
  const content: QuoteContent = useMemo(
    () => ({
      surfaces,
      delivery: preferences.delivery,
      insurance: preferences.insurance,
      clientType: preferences.clientType,
      pricedFor: partnerId === undefined || partnerDiscount === undefined ? null : { partnerId, discountPercentage: partnerDiscount, clientPrice },
    }),
    [surfaces, preferences, partnerId, partnerDiscount, clientPrice],
  );
  const priceState = useQuotePrice(content, priceBook.data, priceBook.isError, content.pricedFor?.discountPercentage);
  // A partner names their client's type rather than taking Homeowner for it (QUOTE-06), and
  // saves nothing at a markup that is not one.
  const clientTypeMissing = partner !== null && !preferences.clientTypeChosen;
  const priced = priceState.status === 'priced' && !clientTypeMissing && !clientPriceIncomplete(clientPrice);
  const trade = priceState.status === 'priced' ? priceState.price : null;
  // The partner's client total, from their lazy section: the pricing of client prices stays out of this chunk.
  const [clientTotalCents, setClientTotalCents] = useState<number | null>(null);
  const shownQuote = useMemo(
    () => ({ surfaces: content.surfaces, delivery: content.delivery, insurance: content.insurance, discountPercentage: content.pricedFor?.discountPercentage }),
    [content],
  );
  // A partner's quote is stored at the client's price, and the panel shows what is stored.
  const liveTotalCents = partner ? clientTotalCents : (trade?.totalCents ?? null);
  const pendingSketches = pendingSketchIds(sketches);
  const fingerprint = useMemo(() => quoteFingerprint(content), [content]);
  // The stored quote no longer shows what the customer sees: the next download or e-mail makes a new one.
  const outdated = storedQuote === null || storedQuote.fingerprint !== fingerprint || pendingSketches.length > 0;

  const speciesName = (surface: SurfaceConfiguration) => {
    const speciesId = priceBook.data?.species[surface.woodSpecies]?.speciesId;
    return species?.find((s) => s.speciesId === speciesId)?.name ?? 'Wood';
  };

  // A removal can be undone; the removed card's row keeps its place until then.
  const [removed, setRemoved] = useState<readonly RemovedSurface[]>([]);
  const remove = (surface: SurfaceConfiguration) => {
    const id = surface.id ?? '';
    setRemoved((current) => [...current, { surface: { ...surface, id }, slot: slotOf(id, surfaces, current) }]);
    removeSavedSurface(id);
    // The Remove button is gone with its card: the keyboard goes on from the row's Undo.
    focusWhenShown(undoButtonId(id));
  };
  const undo = (entry: RemovedSurface) => {
    insertSavedSurface(entry.surface, restoreIndex(entry, removed));
    setRemoved((current) => current.filter((r) => r !== entry));
    focusWhenShown(removeButtonId(entry.surface.id));
  };
  const surfaceList = (
    <ul aria-label="Surfaces in your quote" className="space-y-4">
      {surfaceSlots(surfaces, removed).map((slot) => {
        if (slot.kind === 'removed') {
          const { surface } = slot.removed;
          return (
            <RemovedSurfaceRow
              key={`removed-${surface.id}`}
              itemName={`${surfaceTitle(surface)} in ${speciesName(surface)}`}
              undoId={undoButtonId(surface.id)}
              onUndo={() => undo(slot.removed)}
            />
          );
        }
        const { surface, index } = slot;
        const id = surface.id ?? '';
        return (
          <SurfaceCard
            key={id}
            surface={surface}
            speciesName={speciesName(surface)}
            price={priceState.status === 'priced' ? (priceState.price.lines[index] ?? null) : null}
            removeButtonId={removeButtonId(id)}
            onQuantityChange={(quantity) => setSavedSurfaceQuantity(id, quantity)}
            onRemove={() => remove(surface)}
          />
        );
      })}
    </ul>
  );

  if (surfaces.length === 0) {
    return (
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        <h1 id={STEP_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none sm:text-4xl">
          Quote Summary
        </h1>
        {removed.length > 0 ? <div className="mt-6">{surfaceList}</div> : null}
        <div className="mt-8 rounded-2xl border border-line bg-card p-8 text-center">
          <p className="text-lg font-semibold text-ink">No surfaces configured</p>
          <p className="mt-1 text-ink-muted">Configure a surface and add it to your quote to see it here.</p>
          <Button className="mt-6" onClick={onAddAnother} data-hm="back-to-configuration">
            Back to Configuration
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
      <PriceUpdateNotice subject="your quote" quote={shownQuote} saved={outdated ? null : storedQuote} liveTotalCents={liveTotalCents} />
      <h1 id={STEP_HEADING_ID} tabIndex={-1} className="text-3xl font-semibold text-ink outline-none sm:text-4xl">
        Quote Summary
      </h1>
      <p className="mt-2 max-w-3xl text-ink-muted">
        Check your surfaces, choose delivery, and save your quote to download it or have it e-mailed to you. Every price includes VAT.
      </p>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_28rem] lg:items-start">
        <div className="min-w-0">
          {surfaceList}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button variant="secondary" size="lg" onClick={onBack} data-hm="summary-back">
              Back
            </Button>
            <Button size="lg" onClick={onAddAnother} data-hm="add-another-surface">
              Add Another Surface
            </Button>
          </div>
        </div>
        <div className="min-w-0 space-y-6">
          <SubtotalSection
            savedQuote={outdated ? null : storedQuote}
            preferences={preferences}
            priceState={priceState}
            insuranceBasisPoints={priceBook.data?.insuranceBasisPoints}
            discountPercentage={partner?.discountPercentage}
          />
          {partnerId !== undefined ? (
            <Suspense fallback={null}>
              <PartnerClientPriceSection
                partnerId={partnerId}
                trade={trade}
                insured={preferences.delivery === 'shipping' && preferences.insurance}
                book={priceBook.data}
                onClientTotal={setClientTotalCents}
              />
            </Suspense>
          ) : null}
          <ClientTypeSection clientType={clientTypeMissing ? null : preferences.clientType} forClient={partner !== null} onChange={chooseClientType} />
          <SketchUpload />
          {formOpen ? (
            <ContactForm
              content={content}
              sketchIds={sketchIds(sketches)}
              savedLead={leadInfo}
              canSubmit={priced}
              forClient={partner !== null}
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
              forClient={partner !== null}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
