/**
 * ADR 041: a visitor counts only with a page the server served. Every page the server sends
 * carries a token in this element; the tracker sends it back with each beacon, and a beacon
 * without a valid one is stored as suspect and left out of every figure.
 */
export const PAGE_TOKEN_META = 'grainline-page-token';

/** A page token is good for a day: the longest time on page a beacon may claim (tracking-schemas.ts). */
export const PAGE_TOKEN_MAX_AGE_S = 86_400;

/**
 * Clocks of two servers sharing a database, and the seconds between the page being sent and
 * the tracker starting to count, may disagree by this much.
 */
export const PAGE_TOKEN_SKEW_S = 60;

/** Why a beacon is not a served page's: no valid token, or more time on the page than the page has existed. */
export type SuspectBeacon = 'unserved_page' | 'implausible_duration';

/**
 * Why a beacon is suspect, from its token's age (null when the token is missing, forged or
 * expired) and the time on page it claims; null for a plausible one. The tracker counts time
 * on page from the page's load, which comes after the server issued the page's token, so a
 * beacon claiming an hour on a page served a minute ago (a script's first beacon) is impossible.
 */
export function suspectBeacon(input: {
  tokenAgeS: number | null;
  timeOnPageS: number | undefined;
}): SuspectBeacon | null {
  if (input.tokenAgeS === null) return 'unserved_page';
  if ((input.timeOnPageS ?? 0) > input.tokenAgeS + PAGE_TOKEN_SKEW_S) return 'implausible_duration';
  return null;
}
