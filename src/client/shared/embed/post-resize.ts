/**
 * SPEC §2 / §4: when the app runs inside a parent page's iframe it tells the parent how tall
 * to make the frame. The parent's origin is not known here, and the message carries nothing
 * private (a height), so it is posted to any origin; public/embed.js checks *our* origin.
 */
export type ResizeAction = 'modal-opened' | 'modal-closed' | 'content-resized' | 'step-changed';

/** How much taller than the frame the page asks to be while a dialog is open (SPEC §4). */
const MODAL_EXTRA_HEIGHT_PX = 200;
let modalOpen = false;

export function isEmbedded(): boolean {
  try {
    return window.parent !== window;
  } catch {
    return true;
  }
}

function contentHeight(): number {
  return Math.ceil(document.body.getBoundingClientRect().height);
}

function post(height: number, action: ResizeAction): void {
  window.parent.postMessage({ type: 'resize', height, action }, '*');
}

export function postModalResize(action: 'modal-opened' | 'modal-closed'): void {
  if (!isEmbedded()) return;
  modalOpen = action === 'modal-opened';
  const height = modalOpen ? Math.max(contentHeight(), window.innerHeight + MODAL_EXTRA_HEIGHT_PX) : contentHeight();
  post(height, action);
}

/**
 * SPEC §2: every step change starts at the top of the page. Embedded, the frame is as tall as
 * the page, so only the parent can scroll: this asks it to bring the frame's top into view.
 */
export function postStepChange(): void {
  if (!isEmbedded()) return;
  post(contentHeight(), 'step-changed');
}

/** Keeps the frame as tall as the page, so the parent page scrolls instead of a frame inside it. */
export function watchContentHeight(): () => void {
  if (!isEmbedded() || typeof ResizeObserver === 'undefined') return () => undefined;
  let lastHeight = 0;
  const observer = new ResizeObserver(() => {
    const height = contentHeight();
    // While a dialog is open its taller frame must stay until it closes.
    if (modalOpen || height === lastHeight) return;
    lastHeight = height;
    post(height, 'content-resized');
  });
  observer.observe(document.body);
  return () => observer.disconnect();
}
