/**
 * CONF-33: when the app runs inside a parent page's iframe it tells the parent how tall
 * to make the frame. The parent's origin is not known here, and the message carries nothing
 * private (a height), so it is posted to any origin; public/embed.js checks *our* origin.
 */
export type ResizeAction = 'modal-opened' | 'modal-closed' | 'content-resized' | 'step-changed';

/** How much taller than the frame the page asks to be while a dialog is open (CONF-33). */
const MODAL_EXTRA_HEIGHT_PX = 200;
/**
 * A layout counts as settled once its height has not changed for this long. A step change
 * re-renders in several passes (a lazy step, its images); posting each pass made the parent's
 * frame collapse and jump (2287 → 1016 → 508 → … → 2084, ADR 011), so only the settled one is posted.
 */
const SETTLE_MS = 150;

let modalOpen = false;
/** Set while a part of the page is still loading, so its placeholder's height is never posted. */
let holds = 0;
let pendingStepChange = false;
let lastPosted = 0;
let settleTimer: ReturnType<typeof setTimeout> | undefined;

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
  lastPosted = height;
  window.parent.postMessage({ type: 'resize', height, action }, '*');
}

/** Posts the page's height once it has stopped changing; every change restarts the wait. */
function postWhenSettled(): void {
  clearTimeout(settleTimer);
  settleTimer = setTimeout(() => {
    // While a dialog is open its taller frame must stay until it closes.
    if (modalOpen || holds > 0) return;
    const height = contentHeight();
    if (pendingStepChange) {
      pendingStepChange = false;
      post(height, 'step-changed');
    } else if (height !== lastPosted) {
      post(height, 'content-resized');
    }
  }, SETTLE_MS);
}

export function postModalResize(action: 'modal-opened' | 'modal-closed'): void {
  if (!isEmbedded()) return;
  modalOpen = action === 'modal-opened';
  clearTimeout(settleTimer);
  const height = modalOpen ? Math.max(contentHeight(), window.innerHeight + MODAL_EXTRA_HEIGHT_PX) : contentHeight();
  post(height, action);
}

/**
 * CONF-03: every step change starts at the top of the page. Embedded, the frame is as tall as
 * the page, so only the parent can scroll: the new step's settled height is posted as a
 * step change, which asks it to bring the frame's top into view.
 */
export function postStepChange(): void {
  if (!isEmbedded()) return;
  pendingStepChange = true;
  postWhenSettled();
}

/**
 * Keeps the frame's height while a placeholder stands in for content that is loading (a lazy
 * step): the placeholder's height is not a layout the customer should see the frame take.
 * Returns the release, for an effect's clean-up.
 */
export function holdContentHeight(): () => void {
  holds += 1;
  return () => {
    holds -= 1;
    if (isEmbedded()) postWhenSettled();
  };
}

/**
 * Keeps the frame as tall as the page, so the parent page scrolls instead of a frame inside it.
 * Marks the page as framed (`data-embedded`): parts left unrendered until they near the screen
 * (`below-first-screen`, ADR 016) are rendered at once here, since their real height replacing
 * the estimate as the parent scrolled to them changed the page's height under the customer
 * (ADR 011).
 */
export function watchContentHeight(): () => void {
  if (!isEmbedded() || typeof ResizeObserver === 'undefined') return () => undefined;
  document.documentElement.dataset.embedded = '';
  const observer = new ResizeObserver(() => postWhenSettled());
  observer.observe(document.body);
  return () => {
    observer.disconnect();
    clearTimeout(settleTimer);
  };
}
