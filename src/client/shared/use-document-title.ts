import { useEffect } from 'react';

const BRAND = 'Grainline';

/** Each screen names itself in the tab so the history and screen readers can tell them apart. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} — ${BRAND}` : `${BRAND} — Solid Wood Surfaces`;
  }, [title]);
}
