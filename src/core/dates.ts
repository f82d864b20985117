/**
 * Dates as the customer reads them (PRICE-16: en-ZA), in the workshop's time
 * zone wherever the code runs, so the browser, the PDF and the e-mail show one date:
 * en-ZA writes them year first, 2026/12/13.
 */
const EN_ZA_DATE = new Intl.DateTimeFormat('en-ZA', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Africa/Johannesburg',
});

export function formatDate(date: Date): string {
  return EN_ZA_DATE.format(date);
}

/** QUOTE-09: delivery 3–4 weeks, shown as today + 21 to 28 days. */
const EARLIEST_DAYS = 21;
const LATEST_DAYS = 28;
const DAY_MS = 24 * 60 * 60 * 1000;

export function expectedDeliveryRange(today: Date = new Date()): string {
  const from = new Date(today.getTime() + EARLIEST_DAYS * DAY_MS);
  const to = new Date(today.getTime() + LATEST_DAYS * DAY_MS);
  return `${formatDate(from)} – ${formatDate(to)}`;
}

const EN_ZA_TIME = new Intl.DateTimeFormat('en-ZA', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Johannesburg' });

/** A moment for staff screens and messages: the en-ZA date and the workshop's time, `2026/12/13 14:05`. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${EN_ZA_TIME.format(date)}`;
}
