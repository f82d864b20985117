/**
 * STAFF-19: a status as staff and partners read it: `sent` → `Sent`, `won` → `Won`,
 * `in_production` → `In production`. The stored value stays as it is; only the words change.
 */
export function formatStatus(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
