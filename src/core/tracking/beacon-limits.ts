/**
 * How the browser's tracker batches (src/client/shared/tracking/visitor-tracker.ts) and what
 * the server accepts in one beacon (ADR 021). The caps are the tracker's own batch sizes with
 * room to spare, so a real beacon is never refused while a forged one cannot carry more than
 * a real page view produces. No zod here: the tracker ships in the first load (ADR 008).
 */

/** A batch goes out this long after its first item, ... */
export const TRACKER_FLUSH_AFTER_MS = 5000;
/** ... at this many interactions, ... */
export const TRACKER_FLUSH_AT_INTERACTIONS = 20;
/** ... at this many heatmap clicks, or when the page is hidden or changes. */
export const TRACKER_FLUSH_AT_CLICKS = 50;

/** 1.5 times the tracker's batch (an interaction queued while a batch goes out still fits). */
export const MAX_INTERACTIONS_PER_BEACON = 30;
/** Twice the tracker's batch (ADR 014). */
export const MAX_CLICKS_PER_BEACON = 100;
/** The tracker sends at ten (one a page view, so one or two in practice). */
export const MAX_SCROLL_DEPTHS_PER_BEACON = 10;
/**
 * The largest body a beacon may have (413 past it). The largest the tracker can produce,
 * with every field at its longest (2 KB address and referrer, 20 interactions with
 * configurator data, 50 clicks on 80-character names, 10 depths), is about 22 KB; a long real
 * session's busiest beacon is under 7 KB (beacon-limits.test.ts measures both).
 */
export const MAX_BEACON_BYTES = 24 * 1024;
/** Rows one beacon can add: its interactions, clicks and scroll depths. */
export const MAX_ROWS_PER_BEACON = MAX_INTERACTIONS_PER_BEACON + MAX_CLICKS_PER_BEACON + MAX_SCROLL_DEPTHS_PER_BEACON;

/**
 * The most rows a flood can store in one day (docs/operations.md "Analytics under a flood"): each
 * address sends as many full beacons as its rate limit lets through, each stored only
 * within its visitor's daily rows, and all of it within the site's budget. The budget bounds
 * it whatever the number of addresses, which is why the limit per visitor is not enough.
 */
export function maxStoredRows(input: {
  addresses: number;
  beaconsPerAddress: number;
  visitorRowsPerDay: number;
  dailyRowBudget: number;
}): number {
  const perVisitor = Math.min(input.visitorRowsPerDay, input.beaconsPerAddress * MAX_ROWS_PER_BEACON);
  return Math.min(input.dailyRowBudget, input.addresses * perVisitor);
}
