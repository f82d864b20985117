/**
 * What a real visitor's day can look like (ADR 021), so that figures made of anonymous beacons
 * stay plausible: the tracker (src/client/shared/tracking) sends a page_view as the first
 * interaction of every page load, one beacon at most every five seconds while something
 * happens, and never an empty beacon. A visitor's day that a browser running that tracker
 * cannot produce is a script's, counted apart as suspect and left out of every figure.
 */

/** A visit (a tab's session) counts at most an hour on site: a tab left open is not engagement. */
export const MAX_VISIT_SECONDS = 3_600;
/** A visitor's day counts at most four hours, however many tabs they open. */
export const MAX_VISITOR_DAY_SECONDS = 4 * 3_600;

/** More events than this in one clock minute: the tracker's busiest real minute is under 30. */
export const MAX_EVENTS_PER_MINUTE = 60;
/** More tabs than this in a day for one address and browser is not a person. */
export const MAX_SESSIONS_PER_DAY = 50;
/**
 * This many page views (or empty beacons) with nothing else, ever: nobody reads 10 pages without scrolling or leaving
 * one.
 */
export const NO_INTERACTION_PAGE_VIEWS = 10;
/**
 * Sessions whose events never include a page_view: the tracker sends one first on every
 * load, so a session without it is a lost beacon or a session crossing midnight. Twice is
 * forgiven; three times is not a browser.
 */
export const SESSIONS_WITHOUT_PAGE_VIEW = 3;

export type SuspectReason = 'rate' | 'sessions' | 'no_interaction' | 'impossible_sequence';

/** The fields of a stored event the rules read. */
export interface VisitEvent {
  session_id: string;
  type: string;
  /** ISO time; without it the rate is not judged. */
  occurred_at?: string;
}

const PASSIVE_TYPES = new Set(['page_view', 'heartbeat']);

/** Why a visitor's day of events (in stored order) is a script's, or null for a plausible visitor. */
export function suspectReason(events: readonly VisitEvent[]): SuspectReason | null {
  const perMinute = new Map<string, number>();
  const sessions = new Map<string, boolean>();
  let passive = 0;
  let active = false;
  for (const event of events) {
    if (event.occurred_at) {
      const minute = event.occurred_at.slice(0, 16);
      const count = (perMinute.get(minute) ?? 0) + 1;
      if (count > MAX_EVENTS_PER_MINUTE) return 'rate';
      perMinute.set(minute, count);
    }
    const seenPageView = sessions.get(event.session_id) ?? false;
    sessions.set(event.session_id, seenPageView || event.type === 'page_view');
    if (PASSIVE_TYPES.has(event.type)) passive += 1;
    else active = true;
  }
  if (sessions.size > MAX_SESSIONS_PER_DAY) return 'sessions';
  if (!active && passive >= NO_INTERACTION_PAGE_VIEWS) return 'no_interaction';
  let withoutPageView = 0;
  for (const sawPageView of sessions.values()) if (!sawPageView) withoutPageView += 1;
  if (withoutPageView >= SESSIONS_WITHOUT_PAGE_VIEW) return 'impossible_sequence';
  return null;
}

/** A visitor's seconds on site from the longest time on page each session reported, capped per visit and per day. */
export function visitorDaySeconds(sessionSeconds: Iterable<number>): number {
  let total = 0;
  for (const seconds of sessionSeconds) total += Math.min(MAX_VISIT_SECONDS, Math.max(0, seconds));
  return Math.min(MAX_VISITOR_DAY_SECONDS, total);
}
