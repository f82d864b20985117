import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import type { QuotePriceInput } from '#core/pricing/price-quote';
import { usePriceBookWatch } from './price-book-updates';
import { PRICE_NOTICE_SLOTS, WIDE_SCREEN_QUERY } from './price-notice-slots';
import { PriceUpdateNotice } from './price-update-notice';

/** The slot in view: the column's sticky foot on a wide screen, the sticky price bar on a phone. */
function useSlotBesidePrice(active: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!active) return;
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    const find = () =>
      setSlot(document.getElementById(wide.matches ? PRICE_NOTICE_SLOTS.actions : PRICE_NOTICE_SLOTS.bar));
    find();
    wide.addEventListener('change', find);
    return () => {
      wide.removeEventListener('change', find);
      setSlot(null);
    };
  }, [active]);
  return slot;
}

/**
 * ADR 020: the configurator's watch for new prices and step 1's notice, loaded after the first
 * screen (the first load's budget, ADR 008); step 2 shows its own notice for the whole quote.
 * The notice goes beside the price the customer is watching; where no slot is on screen (an
 * embed's bar off its parent's window) it stays at the step's top.
 */
export function PriceUpdates({ surface }: { surface: QuotePriceInput | null }) {
  usePriceBookWatch();
  const slot = useSlotBesidePrice(surface !== null);
  if (slot)
    return createPortal(<PriceUpdateNotice subject="this surface" quote={surface} placement="beside-price" />, slot);
  return <PriceUpdateNotice subject="this surface" quote={surface} />;
}
