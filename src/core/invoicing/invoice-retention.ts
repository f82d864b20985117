/**
 * ADR 051: how long an issued tax invoice keeps its recipient's name, address and VAT number
 * after the person asks to be erased. The Tax Administration Act keeps records five years from
 * the VAT return that declared them, and that return is due at most three months after the
 * invoice's date: 63 months from the date the invoice prints covers the latest return.
 */
export const RETENTION_MONTHS = 63;

/** The first day on which an invoice issued on `issuedOn` (YYYY-MM-DD) need no longer name its recipient. */
export function recipientKeptUntil(issuedOn: string): string {
  const [year, month, day] = issuedOn.split('-').map(Number) as [number, number, number];
  const monthIndex = month - 1 + RETENTION_MONTHS;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = monthIndex % 12;
  // The 31st of a month that has no 31st is the month's last day, never the next month's first.
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(targetYear, targetMonth, Math.min(day, lastDay) + 1));
  return date.toISOString().slice(0, 10);
}

/** Whether a record dated `day` (a statement line's posting day) is past the retention on `today` (ADR 051). */
export const pastRetention = (day: string, today: string): boolean => recipientKeptUntil(day) <= today;

/** A day before which every record past its retention lies: 62 months before `today` (ADR 051). */
export function retentionHorizon(today: string): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const monthIndex = year * 12 + (month - 1) - (RETENTION_MONTHS - 1);
  return `${Math.floor(monthIndex / 12)}-${String((monthIndex % 12) + 1).padStart(2, '0')}-01`;
}
