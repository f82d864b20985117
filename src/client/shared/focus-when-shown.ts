/** The id of each wizard step's h1, where focus lands after a step change. */
export const STEP_HEADING_ID = 'step-heading';

/**
 * Moves focus to an element as soon as it is on the page: a step that loads lazily, or a
 * panel that replaces the form the focus was in, appears a few frames later. Returns a
 * cancel function for an effect's clean-up.
 */
export function focusWhenShown(id: string, { timeoutMs = 5000 }: { timeoutMs?: number } = {}): () => void {
  const giveUpAt = performance.now() + timeoutMs;
  let frame = 0;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.focus({ preventScroll: true });
      return;
    }
    if (performance.now() < giveUpAt) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
