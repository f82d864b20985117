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

const EN_ZA_TIME = new Intl.DateTimeFormat('en-ZA', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Africa/Johannesburg',
});

/** A moment for staff screens and messages: the en-ZA date and the workshop's time, `2026/12/13 14:05`. */
export function formatDateTime(date: Date): string {
  return `${formatDate(date)} ${EN_ZA_TIME.format(date)}`;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * STAFF-19: a calendar day kept as `2026-11-25` (a job's promised date, a report's day, a filter)
 * written as en-ZA writes it, `2026/11/25`, with no time zone to move it; anything else is shown as it is.
 */
export function formatDay(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  return match ? `${match[1]}/${match[2]}/${match[3]}` : isoDay;
}

/**
 * STAFF-19: a day as staff type it, the way it is shown (`2026/11/25`; `2026-11-25` and single-digit
 * months and days are read too), as `2026-11-25`; null for text that is not a real day.
 */
export function parseTypedDay(text: string): string | null {
  const match = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[1]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
