import {
  memo,
  useDeferredValue,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import type { WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import type { PriceBook } from '#core/pricing/price-book';
import type { Grain, SurfaceType } from '#core/surface/surface-options';
import { leadTimeRoute } from '#core/api/catalogue-routes';
import { callApi } from '#client/shared/call-api';
import { useResource } from '#client/shared/resource-store';
import { afterNextPaint } from '#client/shared/after-next-paint';
import { cx } from '#client/shared/cx';
import { isEmbedded, postModalResize } from '#client/shared/embed/post-resize';
import { expectedDeliveryRange } from '#core/dates';
import { GalleryViewer, type OpenGallery } from './gallery-viewer';
import { GrainCard } from './grain-card';
import { GrainGuide } from './grain-guide';
import { keepTabInside } from './keep-tab-inside';
import { pricingExample } from './pricing-example';
import { ProfileSections } from './profile-sections';
import { useGrainOptions } from './use-grain-options';
import { usePartnerDiscount } from '#client/shared/session/use-session';
import { useBackClosesDialog } from '#client/shared/use-back-closes-dialog';

/** CONF-26: a second click on the same card within 300 ms selects it. */
const DOUBLE_CLICK_MS = 300;

export interface GrainDialogProps {
  open: boolean;
  onClose: () => void;
  /** The base wood whose grains are offered. */
  species: WoodSpeciesSummary | null;
  /** The configured species-and-grain id, e.g. `kiaat_edge`, when the customer has chosen one. */
  selectedWood: string | null;
  onSelect: (speciesId: string, grain: Grain) => void;
  surfaceType: SurfaceType;
  book: PriceBook | undefined;
  /**
   * Lets the page move focus somewhere other than the opening card after a selection: it calls
   * `preventDefault()` on the event when it has moved focus itself.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Focus for a dialog of our own (ADR 017): in to its first button once it is on screen, and back
 * to what opened it once it is gone, unless the page sends it elsewhere (`onCloseAutoFocus`).
 */
function useDialogFocus(
  open: boolean,
  dialog: RefObject<HTMLDivElement | null>,
  onCloseAutoFocus?: (event: Event) => void,
): void {
  const opener = useRef<HTMLElement | null>(null);
  const onCloseAutoFocusRef = useRef(onCloseAutoFocus);
  useLayoutEffect(() => {
    onCloseAutoFocusRef.current = onCloseAutoFocus;
  }, [onCloseAutoFocus]);
  const shown = useRef(false);
  useLayoutEffect(() => {
    if (open === shown.current) return;
    shown.current = open;
    if (open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Focus moves in once the dialog is on screen: moving it lays the page out at once, which
      // the browser otherwise does once, for the paint (as Radix's focus scope did).
      afterNextPaint(() => {
        if (shown.current) dialog.current?.querySelector<HTMLElement>('button')?.focus();
      });
      return;
    }
    const returnTo = opener.current;
    opener.current = null;
    afterNextPaint(() => {
      if (shown.current) return;
      // Focus goes back to the card that opened the dialog unless the page sends it elsewhere.
      const event = new Event('closeautofocus', { cancelable: true });
      onCloseAutoFocusRef.current?.(event);
      if (!event.defaultPrevented && returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    });
  }, [open, dialog]);
}

/** While `open`, Escape runs the latest `handler`, wherever focus is. */
function useEscape(open: boolean, handler: () => void): void {
  const onEscape = useRef(handler);
  useLayoutEffect(() => {
    onEscape.current = handler;
  });
  useEffect(() => {
    if (!open) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onEscape.current();
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [open]);
}

/** CONF-33: tell an embedding page to make room while the dialog is open, and to shrink after. */
function usePostModalResize(open: boolean): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) postModalResize('modal-opened');
    else if (wasOpen.current) postModalResize('modal-closed');
    wasOpen.current = open;
  }, [open]);
}

/**
 * The photo viewer's state; focus goes back to the thumbnail once the viewer is gone and the cards are no longer inert.
 */
function useGalleryViewer() {
  const [gallery, setGallery] = useState<OpenGallery | null>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const closeGallery = () => {
    returnFocusTo.current = gallery?.trigger ?? null;
    setGallery(null);
  };
  useEffect(() => {
    if (gallery || !returnFocusTo.current) return;
    returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [gallery]);
  return { gallery, setGallery, closeGallery };
}

/** The dialog's own box (ADR 017): modal to assistive technology, Tab kept inside. */
function DialogPanel({
  ref,
  open,
  titleId,
  descriptionId,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  open: boolean;
  titleId: string;
  descriptionId: string;
  children: ReactNode;
}) {
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Focusable, as a click inside it that lands on no control leaves focus with it.
      tabIndex={-1}
      // Closed, it stays until the render after, hidden.
      hidden={!open}
      onKeyDown={(event) => keepTabInside(event, event.currentTarget)}
      className={cx(
        'fixed z-50 flex flex-col overflow-hidden bg-canvas shadow-2xl outline-none sm:mx-auto sm:max-w-5xl sm:rounded-2xl',
        // Embedded, the frame is as tall as the page: the dialog sits at its top, as tall as its content.
        isEmbedded()
          ? 'inset-x-0 top-0 max-h-full sm:inset-x-4 sm:top-6 sm:max-h-[calc(100%-3rem)]'
          : 'inset-0 sm:inset-x-4 sm:inset-y-6',
      )}
    >
      {children}
    </div>
  );
}

type GrainOption = ReturnType<typeof useGrainOptions>['options'][number];

/** The grain cards, or why there are none: loading, failed, or none offered. */
function GrainChoices({
  name,
  state,
  options,
  card,
}: {
  name: string;
  state: { loading: boolean; failed: boolean };
  options: readonly GrainOption[];
  card: (option: GrainOption) => ReactNode;
}) {
  if (state.loading) {
    return (
      <p role="status" className="py-10 text-center text-ink-muted">
        Loading grain options for {name}...
      </p>
    );
  }
  if (state.failed) {
    return (
      <p role="alert" className="py-10 text-center text-ink-muted">
        The grain options could not be loaded just now. Close this window and open the wood again to retry.
      </p>
    );
  }
  if (options.length === 0)
    return <p className="py-10 text-center text-ink-muted">No grain orientations available for this wood species.</p>;
  return (
    <div className={cx('grid gap-4 md:grid-cols-2', options.length > 2 && 'lg:grid-cols-3')}>{options.map(card)}</div>
  );
}

function GrainDialogHeader(props: {
  name: string;
  titleId: string;
  descriptionId: string;
  inert: boolean;
  onClose: () => void;
}) {
  const { name, titleId, descriptionId, inert, onClose } = props;
  return (
    <header
      inert={inert}
      className="flex items-start justify-between gap-4 border-b border-line bg-card px-5 py-4 sm:px-7"
    >
      <div>
        <h2 id={titleId} className="font-display text-2xl font-semibold text-ink">
          {name} Wood
        </h2>
        <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
          Choose your preferred grain orientation for this wood species.
        </p>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="rounded-lg px-2.5 py-1 text-2xl leading-none text-ink-muted hover:bg-walnut-50 hover:text-ink"
        aria-label="Close"
      >
        ×
      </button>
    </header>
  );
}

// Memoised: mounted from the first wood opened, it would otherwise render on every change of the draft (ADR 008).
export const GrainDialog = memo(function GrainDialog({
  open,
  onClose,
  species,
  selectedWood,
  onSelect,
  surfaceType,
  book,
  onCloseAutoFocus,
}: GrainDialogProps) {
  const { options, loading, failed } = useGrainOptions({ open, speciesId: species?.speciesId ?? null, surfaceType });
  const [highlighted, setHighlighted] = useState<Grain | null>(null);
  const discountPercentage = usePartnerDiscount();
  const { gallery, setGallery, closeGallery } = useGalleryViewer();
  const lastClick = useRef<{ grain: Grain; at: number } | null>(null);
  usePostModalResize(open);

  // Every way out of the dialog forgets its highlight and viewer, so the next wood opens fresh.
  const close = () => {
    setHighlighted(null);
    setGallery(null);
    lastClick.current = null;
    onClose();
  };

  useBackClosesDialog(open, close);

  const select = (grain: Grain) => {
    if (!species) return;
    onSelect(species.speciesId, grain);
    close();
  };

  /** `at` is the click event's time stamp. */
  const onCardClick = (grain: Grain, at: number) => {
    const previous = lastClick.current;
    if (previous && previous.grain === grain && at - previous.at <= DOUBLE_CLICK_MS) {
      lastClick.current = null;
      select(grain);
      return;
    }
    lastClick.current = { grain, at };
    setHighlighted(grain);
  };

  const name = species?.name ?? 'Wood';
  // OPS-19: the queue's lead time. Asked here rather than through shared/catalogue/lead-time.ts,
  // which would become a chunk of its own named in the configurator's first load (its budget).
  const leadTime = useResource(leadTimeRoute.path, () => callApi(leadTimeRoute)).data;
  const deliveryRange = expectedDeliveryRange(undefined, leadTime);

  // A dialog of our own (ADR 017). Radix's modal dialog put scroll-lock styles on <body>, and
  // a native modal <dialog> makes the page behind it inert: either way Chromium recalculated
  // the style of the whole 6,000 px page inside both the opening and the closing of a wood on
  // a phone, and <dialog>'s own show() and close() lay the page out at once to move focus.
  // This one says it is modal (aria-modal), covers the page with its backdrop, keeps Tab
  // inside, answers Escape and moves focus itself; nothing outside it changes.
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  useDialogFocus(open, dialog, onCloseAutoFocus);
  // Work the customer does not wait for goes in the render after the one they see: the
  // contents are taken down once the closing is on screen, and the guide and the profile,
  // below the grain cards, follow the opening.
  // Closed at first, so the first opening (which mounts this dialog) defers the details too.
  // They also wait for the grain cards: shown under the loading line, the cards would push them
  // down the screen when they came (a layout shift of half the screen on a slow phone).
  const deferredOpen = useDeferredValue(open, false);
  const showsContents = open || deferredOpen;
  const showsDetails = open && deferredOpen && !loading;

  // Escape closes the dialog, or with the photo viewer open the viewer only, wherever focus is.
  useEscape(open, gallery ? closeGallery : close);

  return (
    <>
      {/* Blurred only where it shows: on a phone the dialog covers the whole screen, and the
          blur cost the browser a pass over the whole screen for every frame (ADR 008). */}
      {open ? (
        <div
          aria-hidden="true"
          onClick={close}
          className="fixed inset-0 z-40 bg-walnut-900/55 sm:backdrop-blur-[2px]"
        />
      ) : null}
      {showsContents ? (
        <DialogPanel ref={dialog} open={open} titleId={titleId} descriptionId={descriptionId}>
          <GrainDialogHeader
            name={name}
            titleId={titleId}
            descriptionId={descriptionId}
            inert={gallery !== null}
            onClose={close}
          />
          <div
            inert={gallery !== null}
            className="min-h-0 flex-1 space-y-6 overflow-y-auto overscroll-contain px-5 py-5 sm:px-7"
          >
            {species?.description ? <p className="max-w-3xl text-ink">{species.description}</p> : null}
            <GrainChoices
              name={name}
              state={{ loading, failed }}
              options={options}
              card={(option) => (
                <GrainCard
                  key={option.grain}
                  speciesName={name}
                  option={option}
                  characteristics={species?.profile.grains[option.grain]?.characteristics}
                  pricingExample={
                    book && species
                      ? pricingExample(book, species.speciesId, option.grain, surfaceType, discountPercentage)
                      : null
                  }
                  deliveryRange={deliveryRange}
                  highlighted={highlighted === option.grain}
                  current={selectedWood === `${species?.speciesId ?? ''}_${option.grain}`}
                  onCardClick={(at) => onCardClick(option.grain, at)}
                  onSelect={() => select(option.grain)}
                  onOpenGallery={setGallery}
                />
              )}
            />
            {showsDetails ? <GrainGuide /> : null}
            {showsDetails && species ? <ProfileSections profile={species.profile} /> : null}
          </div>
          {gallery ? (
            <GalleryViewer
              gallery={gallery}
              onIndexChange={(index) => setGallery({ ...gallery, index })}
              onClose={closeGallery}
            />
          ) : null}
        </DialogPanel>
      ) : null}
    </>
  );
});
