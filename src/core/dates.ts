import { FIXED_LEAD_TIME, type LeadTime } from './workshop/lead-time';

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** OPS-19: the lead time as dates, today + its weeks (QUOTE-09's 3–4 weeks: 21 to 28 days). */
export function expectedDeliveryRange(today: Date = new Date(), leadTime: LeadTime = FIXED_LEAD_TIME): string {
  const from = new Date(today.getTime() + leadTime.minWeeks * 7 * DAY_MS);
  const to = new Date(today.getTime() + leadTime.maxWeeks * 7 * DAY_MS);
  return `${formatDate(from)} – ${formatDate(to)}`;
}

const EN_ZA_TIME = new Intl.DateTimeFormat('en-ZA', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Africa/Johannesburg' });

/** A moment for staff screens and messages: the en-ZA date and the workshop's time, `2026/12/13 14:05`. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${EN_ZA_TIME.format(date)}`;
}
