import { useEffect, useState, type RefObject } from 'react';

export type ToastPlacement = 'top' | 'bottom';

/** Marks what a toast must never cover: `<div {...KEEP_CLEAR}>` around the actions a toast reports on. */
export const KEEP_CLEAR = { 'data-toast-keep-clear': '' } as const;

/** A toast's height before the region has one to measure. */
const FALLBACK_HEIGHT_PX = 120;

interface Band {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

function overlap(band: Band, rect: DOMRect): number {
  const height = Math.min(band.bottom, rect.bottom) - Math.max(band.top, rect.top);
  const width = Math.min(band.right, rect.right) - Math.max(band.left, rect.left);
  return height > 0 && width > 0 ? height * width : 0;
}

/**
 * The 'Information Saved' and 'PDF Generated' toasts sat over 'Email Quote' and 'View
 * your quote online', the very things they announce. Toasts go at the bottom of the window
 * unless that covers a marked element there; then at the top; failing both, where they cover less.
 */
export function choosePlacement(viewport: HTMLElement | null): ToastPlacement {
  const rect = viewport?.getBoundingClientRect();
  const height = rect && rect.height > 0 ? rect.height : FALLBACK_HEIGHT_PX;
  const left = rect && rect.width > 0 ? rect.left : 0;
  const right = rect && rect.width > 0 ? rect.right : window.innerWidth;
  const bottomBand: Band = { top: window.innerHeight - height, bottom: window.innerHeight, left, right };
  const topBand: Band = { top: 0, bottom: height, left, right };
  const marked = [...document.querySelectorAll('[data-toast-keep-clear]')].map((element) =>
    element.getBoundingClientRect(),
  );
  const covered = (band: Band) => marked.reduce((sum, markedRect) => sum + overlap(band, markedRect), 0);
  const atBottom = covered(bottomBand);
  if (atBottom === 0) return 'bottom';
  return covered(topBand) < atBottom ? 'top' : 'bottom';
}

/** The placement while a toast is open, kept right as the customer scrolls or the layout changes. */
export function useToastPlacement(open: boolean, viewport: RefObject<HTMLElement | null>): ToastPlacement {
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  useEffect(() => {
    if (!open) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setPlacement(choosePlacement(viewport.current)));
    };
    // The panel a toast reports on may appear in the same render as the toast.
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      observer?.disconnect();
    };
  }, [open, viewport]);
  return placement;
}
