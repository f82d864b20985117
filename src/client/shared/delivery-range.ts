/** DECISIONS §4 / SPEC §9: delivery 3–4 weeks, shown as today + 21 to 28 days. */
const EARLIEST_DAYS = 21;
const LATEST_DAYS = 28;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * DECISIONS §1: en-ZA dates, day first (13/12/2026) as on the PDF. Browsers' en-ZA data
 * prints 2026/12/13, so the parts are joined by hand, in the workshop's time zone.
 */
const dateParts = new Intl.DateTimeFormat('en-ZA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Africa/Johannesburg',
});

export function formatDate(date: Date): string {
  const parts = dateParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

export function expectedDeliveryRange(today: Date = new Date()): string {
  const from = new Date(today.getTime() + EARLIEST_DAYS * DAY_MS);
  const to = new Date(today.getTime() + LATEST_DAYS * DAY_MS);
  return `${formatDate(from)} – ${formatDate(to)}`;
}
