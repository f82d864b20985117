import type { Kysely } from 'kysely';
import type { Database, NewVisitorEvent } from '#server/db/schema';
import { createPageTokens } from '#server/tracking/page-tokens';

/**
 * A raw visitor event as the tracker stores it (ADR 009): a desktop page view of `/` at `occurredAt`,
 * with every optional column empty; a test names only what it is about.
 */
export function rawVisitorEvent({
  occurredAt,
  sessionId,
  visitorKey,
  ...overrides
}: { occurredAt: string; sessionId: string; visitorKey: string } & Partial<NewVisitorEvent>): NewVisitorEvent {
  return {
    occurred_at: occurredAt,
    day: occurredAt.slice(0, 10),
    session_id: sessionId,
    visitor_key: visitorKey,
    type: 'page_view',
    page_path: '/',
    referrer_host: null,
    device_type: 'desktop',
    time_on_page_s: 1,
    value: null,
    data: null,
    country: null,
    browser: null,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    surface_type: null,
    wood_species: null,
    ...overrides,
  };
}

/**
 * The token of a page the server served (ADR 041), as the tracker sends it back: issued with the
 * test database's own key, `secondsAgo` before now.
 */
export async function servedPageToken(db: Kysely<Database>, secondsAgo = 0): Promise<string> {
  return createPageTokens(db).issue(new Date(Date.now() - secondsAgo * 1000));
}
