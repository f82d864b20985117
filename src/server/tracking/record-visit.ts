import type { Kysely } from 'kysely';
import type { VisitorTrack } from '../../core/tracking/tracking-schemas';
import type { Database, NewVisitorEvent } from '../db/schema';
import { deviceType } from './device-type';
import { insertVisitorEvents } from './tracking-repository';
import type { VisitorKeyer } from './visitor-key';

/** A quote's link is its key (DECISIONS §5): analytics keep that a quote page was seen, not which. */
const QUOTE_PAGE = /^\/quote\/[^/]+/;

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://local').pathname.replace(QUOTE_PAGE, '/quote/:token').slice(0, 512);
  } catch {
    return '/';
  }
}

function hostOf(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.slice(0, 255) || null;
  } catch {
    return null;
  }
}

/**
 * Stores one tracking beacon as events. Only the page path and the referrer's host are
 * kept: query strings can carry personal data (a shared link, an e-mail address).
 */
export async function recordVisit(options: {
  db: Kysely<Database>;
  track: VisitorTrack;
  ip: string;
  userAgent: string | undefined;
  keyer: VisitorKeyer;
  now: Date;
}): Promise<number> {
  const { track, now } = options;
  const nowIso = now.toISOString();
  const base = {
    session_id: track.sessionId,
    visitor_key: options.keyer({ ip: options.ip, userAgent: options.userAgent, day: nowIso.slice(0, 10) }),
    page_path: pathOf(track.pageUrl),
    referrer_host: hostOf(track.referrer),
    device_type: deviceType(options.userAgent),
    time_on_page_s: track.timeOnPage === undefined ? null : Math.round(track.timeOnPage),
  };
  const interactions = track.interactions?.length ? track.interactions : [{ type: 'heartbeat' as const, at: undefined, value: undefined }];
  const events: NewVisitorEvent[] = interactions.map((interaction) => {
    // A client clock may be wrong; only trust it within the last day and not in the future.
    const at = interaction.at ? new Date(interaction.at) : now;
    const plausible = at.getTime() <= now.getTime() && now.getTime() - at.getTime() < 86_400_000;
    return {
      ...base,
      occurred_at: plausible ? at.toISOString() : nowIso,
      type: interaction.type,
      value: interaction.value ?? null,
      data: interaction.type.startsWith('configurator') && track.configuratorData ? JSON.stringify(track.configuratorData) : null,
    };
  });
  await insertVisitorEvents(options.db, events);
  return events.length;
}
