/**
 * Analytics count Africa/Johannesburg days, the workshop's own calendar: an
 * order placed at 23:30 in Nelspruit belongs to that evening, not to the next UTC day.
 */
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const DAY_MS = 86_400_000;

/** The Johannesburg day of an instant, as YYYY-MM-DD. */
export function analyticsDay(at: Date): string {
  return DAY_FORMAT.format(at);
}

function shiftDay(day: string, by: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10);
}

/** The last `count` days up to and including `now`'s day, oldest first (ANALYTICS-06's `days=`). */
export function periodDays(now: Date, count: number): { from: string; to: string; days: string[] } {
  const to = analyticsDay(now);
  const days = Array.from({ length: count }, (_, index) => shiftDay(to, index - count + 1));
  return { from: days[0] ?? to, to, days };
}

export function previousDay(day: string): string {
  return shiftDay(day, -1);
}

/**
 * A Johannesburg day as a half-open range of UTC ISO instants, for tables keyed by time.
 * South Africa has kept UTC+2 all year since 1944, so the offset is fixed.
 */
export function dayBoundsUtc(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00+02:00`);
  return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString() };
}
