import { analyticsDay, dayBoundsUtc } from '#core/analytics/analytics-day';
import { suspectBeacon } from '#core/tracking/page-token';
import type { VisitorTrack } from '#core/tracking/tracking-schemas';
import { heatmapRowsOf } from '../heatmaps/record-heatmap';
import type { NewVisitorEvent } from '../db/schema';
import { profileClient } from './client-profile';
import type { EventWriter } from './event-writer';
import type { Admission, IngestGate } from './ingest-limits';
import type { PageTokens } from './page-tokens';
import type { VisitorKeyer } from './visitor-key';

/**
 * The longest path, referrer host and UTM value kept: far beyond any of ours or a real
 * referrer's, and short enough that the widest row a flood can store stays about 1 KB
 * (docs/operations.md "Analytics under a flood", ADR 021).
 */
const MAX_PATH = 200;
const MAX_HOST = 120;
const MAX_UTM = 40;

/** A quote's link is its key (QUOTE-14): analytics keep that a quote page was seen, not which. */
const QUOTE_PAGE = /^\/quote\/[^/]+/;

interface PageOfVisit {
  path: string;
  utm: { source: string | null; medium: string | null; campaign: string | null };
}

function utmValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(`utm_${name}`)?.trim().toLowerCase().slice(0, MAX_UTM);
  return value || null;
}

function pageOf(url: string): PageOfVisit {
  try {
    const parsed = new URL(url, 'http://local');
    return {
      path: parsed.pathname.replace(QUOTE_PAGE, '/quote/:token').slice(0, MAX_PATH),
      utm: {
        source: utmValue(parsed.searchParams, 'source'),
        medium: utmValue(parsed.searchParams, 'medium'),
        campaign: utmValue(parsed.searchParams, 'campaign'),
      },
    };
  } catch {
    return { path: '/', utm: { source: null, medium: null, campaign: null } };
  }
}

function hostOf(url: string): string | null {
  if (!url) return null;
  try {
    return new URL(url).host.toLowerCase().slice(0, MAX_HOST) || null;
  } catch {
    return null;
  }
}

/**
 * Stores one tracking beacon, a batch of interactions, as events (ANALYTICS-02, ADR 009), with its heatmap
 * clicks and scroll depths (ANALYTICS-20). Only the page
 * path, the UTM tags and the referrer's host are kept: query strings can carry personal data
 * (a shared link, an e-mail address). Bots are dropped, and so is a beacon past the daily
 * limits (ADR 021). A beacon without a valid token of a page the server served, or claiming
 * more time on the page than the page has existed, is stored marked suspect, without its heatmap
 * rows, and left out of every figure (ADR 041). Resolves with the number stored, once they are committed, whether the
 * caller was a bot, and whether the limits let the beacon in.
 */
export async function recordVisit(options: {
  writer: EventWriter;
  track: VisitorTrack;
  ip: string;
  userAgent: string | undefined;
  keyer: VisitorKeyer;
  /** Checks the token of the page the beacon came from (ADR 041). */
  pageTokens: PageTokens;
  now: Date;
  /** The daily limits (ADR 021): the beacon's events and heatmap rows count against them. */
  gate?: IngestGate;
}): Promise<{ bot: boolean; stored: number; admission: Admission }> {
  const { track, now } = options;
  const client = profileClient({ ip: options.ip, userAgent: options.userAgent });
  if (client.bot) return { bot: true, stored: 0, admission: 'stored' };
  const nowIso = now.toISOString();
  const page = pageOf(track.pageUrl);
  const suspect = suspectBeacon({
    tokenAgeS: await options.pageTokens.ageOf(track.pageToken, now),
    timeOnPageS: track.timeOnPage,
  });
  const today = analyticsDay(now);
  const todayStartMs = Date.parse(dayBoundsUtc(today).from);
  const base = {
    session_id: track.sessionId,
    page_path: page.path,
    referrer_host: hostOf(track.referrer),
    device_type: client.deviceType,
    browser: client.browser,
    country: client.country,
    utm_source: page.utm.source,
    utm_medium: page.utm.medium,
    utm_campaign: page.utm.campaign,
    time_on_page_s: track.timeOnPage === undefined ? null : Math.round(track.timeOnPage),
    suspect,
  };
  // An empty beacon is a heartbeat; one that carries only heatmap clicks (ANALYTICS-20) is not.
  const onlyHeatmap = Boolean(track.clicks?.length || track.scrollDepths?.length);
  const heartbeat = [{ type: 'heartbeat' as const, at: undefined, value: undefined, configuratorData: undefined }];
  const interactions = track.interactions?.length ? track.interactions : onlyHeatmap ? [] : heartbeat;
  const times = interactions.map((interaction) => {
    // A client clock may be wrong; only trust it within the last day and not in the future.
    const at = interaction.at ? new Date(interaction.at) : now;
    const plausible = at.getTime() <= now.getTime() && now.getTime() - at.getTime() < 86_400_000;
    const occurredAt = plausible ? at : now;
    // Formatting a time-zone day costs microseconds an event; only yesterday's need it.
    return { occurredAt, day: occurredAt.getTime() >= todayStartMs ? today : analyticsDay(occurredAt) };
  });
  // ADR 005: the day's salt is part of the key, so a visitor is counted once a day and never followed across days.
  const keys = new Map<string, string>();
  for (const { day } of times) {
    if (!keys.has(day)) keys.set(day, await options.keyer({ ip: options.ip, userAgent: options.userAgent, day }));
  }
  if (options.gate) {
    // The whole beacon counts against today's limits, whatever day its events belong to.
    const visitorKey =
      keys.get(today) ?? (await options.keyer({ ip: options.ip, userAgent: options.userAgent, day: today }));
    const admission = await options.gate.admit({
      day: today,
      visitorKey,
      rows: interactions.length + (track.clicks?.length ?? 0) + (track.scrollDepths?.length ?? 0),
    });
    if (admission !== 'stored') return { bot: false, stored: 0, admission };
  }
  const events: NewVisitorEvent[] = interactions.map((interaction, index) => {
    const { occurredAt, day } = times[index] ?? { occurredAt: now, day: today };
    const configurator = interaction.type.startsWith('configurator')
      ? (interaction.configuratorData ?? track.configuratorData)
      : undefined;
    // `...base` comes last: on Node 20 an object spread followed by more properties is
    // about a hundred times slower to build, and it was most of a beacon's cost (ADR 009).
    return {
      occurred_at: occurredAt === now ? nowIso : occurredAt.toISOString(),
      day,
      visitor_key: keys.get(day) ?? '',
      type: interaction.type,
      value: interaction.value ?? null,
      data: configurator ? JSON.stringify(configurator) : null,
      surface_type: configurator?.surfaceType ?? null,
      wood_species: configurator?.woodSpecies?.slice(0, 64) ?? null,
      ...base,
    };
  });
  // The heatmap clicks (ANALYTICS-20) ride in the same commit as the events (ADR 021).
  const heatmap =
    onlyHeatmap && suspect === null
      ? heatmapRowsOf({ clicks: track.clicks ?? [], scrollDepths: track.scrollDepths ?? [], now })
      : undefined;
  await options.writer.write(events, heatmap);
  return {
    bot: false,
    stored: events.length + (heatmap ? heatmap.clicks.length + heatmap.scrolls.length : 0),
    admission: 'stored',
  };
}
