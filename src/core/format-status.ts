/**
 * STAFF-19: a status as staff and partners read it: `sent` → `Sent`, `won` → `Won`,
 * `in_production` → `In production`. The stored value stays as it is; only the words change.
 */
export function formatStatus(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A quote's one status as every staff screen shows it (the detail page, the inbox, the counts):
 * staff's won or lost, which overrides the customer's acceptance (ANALYTICS-09), else the
 * quote's own status (draft, sent, accepted, expired).
 */
export function quoteStatusLabel({ status, outcome }: { status: string; outcome: 'won' | 'lost' | null }): string {
  return formatStatus(outcome ?? status);
}
