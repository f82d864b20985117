/**
 * Brings a section heading into view and moves focus to it, so screen-reader and keyboard
 * users land where sighted users are taken (CONF-05: after a species or layout is picked).
 */
export function scrollToSection(headingId: string): void {
  const heading = document.getElementById(headingId);
  if (!heading) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}
