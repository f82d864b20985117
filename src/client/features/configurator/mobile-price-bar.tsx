import { type CSSProperties, memo, useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatRand } from '#core/money';
import { isEmbedded } from '#client/shared/embed/post-resize';
import { useParentViewport, type ParentViewport } from '#client/shared/embed/parent-viewport';
import { cx } from '#client/shared/cx';
import { PRICE_NOTICE_SLOTS } from '#client/shared/catalogue/price-notice-slots';
import type { LivePrice } from './use-live-price';

/** The bar's height before it has been measured; close to what it renders. */
const BAR_HEIGHT_PX = 68;

/**
 * Embedded by embed.js, the frame is as tall as the page and the parent page scrolls, so a bar
 * fixed to the frame's bottom would sit at the end of a 7,000 px frame (ADR 011). The parent
 * reports where its window is over the frame; the bar is placed on the bottom of that part.
 * null hides it while too little of the frame is on screen to hold it.
 */
function embeddedTop(viewport: ParentViewport, barHeight: number): number | null {
  const pageHeight = document.body.getBoundingClientRect().height;
  const visibleTop = Math.max(0, -viewport.frameTop);
  const visibleBottom = Math.min(pageHeight, viewport.height - viewport.frameTop);
  if (visibleBottom - visibleTop < barHeight) return null;
  return Math.round(visibleBottom - barHeight);
}

/**
 * On a phone the summary sits below a long form, so a slim bar keeps the running price in
 * sight and jumps to the summary. A frame that scrolls by itself (a plain iframe) keeps it
 * fixed like the page does; a frame sized to the page by embed.js follows the parent's window.
 */
export const MobilePriceBar = memo(function MobilePriceBar({
  price,
  speciesChosen,
}: {
  price: LivePrice;
  speciesChosen: boolean;
}) {
  const viewport = useParentViewport();
  const [barHeight, setBarHeight] = useState(BAR_HEIGHT_PX);
  // No price before a wood is chosen: a price in a wood nobody picked is not the customer's.
  const text = !speciesChosen
    ? 'Choose a wood'
    : price.status === 'priced'
      ? formatRand(price.line.lineTotalCents - price.discountCents)
      : price.status === 'invalid'
        ? 'Fix highlighted fields'
        : '…';
  // Only a bar that follows the parent needs its height, and it is watched rather than read
  // after each render: reading it in a layout effect forced a layout of the whole page inside
  // every price change (ADR 008: a keystroke's response time).
  // No backdrop blur behind its 95% opaque card colour: it showed nothing, and the browser
  // blurred what lies under the bar again for every frame in which the price changed (ADR 008).
  // The server render has no window: viewport is null there, so isEmbedded() is never asked.
  const followsParent = viewport !== null && isEmbedded();
  const bar = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element || !followsParent) return;
      const observer = new ResizeObserver(() => {
        if (element.offsetHeight > 0) setBarHeight(element.offsetHeight);
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [followsParent],
  );

  const top = followsParent ? embeddedTop(viewport, barHeight) : null;
  if (followsParent && top === null) return null;
  const style: CSSProperties | undefined = top === null ? undefined : { top };
  const content = (
    <div
      ref={bar}
      data-testid="mobile-price-bar"
      // keep-clear.ts's KEEP_CLEAR written out (importing it would bring the toasts' placement into the first load).
      data-toast-keep-clear=""
      style={style}
      className={cx(
        'inset-x-0 z-30 border-t border-line bg-card px-4 py-3 shadow-[0_-4px_16px_rgba(67,34,13,0.08)] lg:hidden print:hidden',
        followsParent ? 'absolute' : 'fixed bottom-0',
      )}
    >
      {/* A price change is announced here, beside the price the customer watches (price-updates.tsx). */}
      <div id={PRICE_NOTICE_SLOTS.bar} className="mx-auto max-w-3xl empty:hidden mb-2" />
      <div className="mx-auto flex max-w-3xl items-center justify-between gap-3">
        <div>
          <p className="text-xs text-ink-muted">Your price incl. VAT</p>
          <p className="font-display text-xl font-semibold text-walnut-800 tabular-nums">{text}</p>
        </div>
        <a
          href="#pricing-summary-heading"
          data-hm="mobile-review-and-add"
          onClick={(event) => {
            event.preventDefault();
            const target = document.getElementById('pricing-summary-heading');
            target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
          }}
          className="rounded-lg bg-walnut-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-walnut-800"
        >
          Review &amp; add
        </a>
      </div>
    </div>
  );
  // On the page's body, so no positioned ancestor moves the bar off the parent's window.
  return followsParent ? createPortal(content, document.body) : content;
});
