import { useEffect } from 'react';

const BRAND = 'Grainline';

/**
 * Each screen names itself in the tab so the history and screen readers can tell them apart.
 * `brand` replaces the workshop's name where the page is a partner's white-label quote (PARTNER-20).
 */
export function useDocumentTitle(title: string | null, brand: string = BRAND): void {
  useEffect(() => {
    document.title = title ? `${title} — ${brand}` : `${brand} — Solid Wood Surfaces`;
  }, [title, brand]);
}
