import type { KeyboardEvent } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab wrap around inside `container`, as in a modal dialog: from its last
 * control to its first and back. Controls that are hidden or inside an inert part are skipped.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const tabbable = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !element.closest('[inert]') && element.getClientRects().length > 0,
  );
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !container.contains(active) : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
