import { isRealLeadEmail } from './real-lead-email';

/** One stored visitor event, as the day's roll-up reads it (bots never get this far). */
export interface DayVisitorEvent {
  visitor_key: string;
  session_id: string;
  type: string;
  page_path: string;
  referrer_host: string | null;
  device_type: 'desktop' | 'mobile' | 'tablet';
  browser: string | null;
  country: string | null;
  time_on_page_s: number | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  surface_type: string | null;
  wood_species: string | null;
}

export interface DayQuoteEvent {
  type: 'quote_saved' | 'quote_sent' | 'quote_accepted';
  quote_id: number;
  client_type: string;
  total_cents: number;
}

/**
 * A day's figures, in the order of the columns of `analytics_days` (besides `day` and
 * `updated_at`): the one list the summary, the table's type, the daily report and the CSV
 * export are made from. A new figure needs a migration adding its column, then a name here
 * (migrations are frozen and import no app code, so the analytics migration keeps its own copy).
 */
export const DAY_TOTAL_COLUMNS = [
  'visitors',
  'sessions',
  'mobile_visitors',
  'desktop_visitors',
  'tablet_visitors',
  // Summed over visitors; divided by `visitors` for the average (ANALYTICS-12: average time on site).
  'time_on_site_s',
  'page_views',
  // Visitors who started (completed) the configurator at least once.
  'configs_started',
  'configs_completed',
  'pdf_downloads',
  'email_quotes',
  // ANALYTICS-07 "tracking interactions": lead captures while configuring.
  'lead_captures',
  'leads',
  'real_leads',
  'homeowner_leads',
  'contractor_leads',
  'designer_leads',
  'quotes',
  'quotes_sent',
  'quotes_accepted',
  'quote_value_cents',
] as const;

export type DayTotals = Record<(typeof DAY_TOTAL_COLUMNS)[number], number>;

/** A day with nothing in it (such a day keeps no row). */
export function emptyDayTotals(): DayTotals {
  return Object.fromEntries(DAY_TOTAL_COLUMNS.map((column) => [column, 0])) as DayTotals;
}

export const DIMENSIONS = ['country', 'source', 'utm_medium', 'utm_campaign', 'page', 'browser', 'wood', 'surface_type', 'drop_off'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export interface DayCount {
  dimension: Dimension;
  key: string;
  visitors: number;
  events: number;
  seconds: number;
}

/** ANALYTICS-18 "drop-offs": where a visitor's day ended, by the furthest stage reached. */
export const DROP_OFF_STAGES = {
  browsing: 'Left before starting the configurator',
  configuring: 'Left during the configurator',
  configured: 'Left after configuring, without a lead',
} as const;

export const UNKNOWN_KEY = '(unknown)';
export const DIRECT_SOURCE = '(direct)';

interface VisitorDay {
  device: DayVisitorEvent['device_type'];
  country: string;
  browser: string;
  sources: Set<string>;
  mediums: Set<string>;
  campaigns: Set<string>;
  sessionSeconds: Map<string, number>;
  started: boolean;
  completed: boolean;
}

function secondsOf(visitor: VisitorDay): number {
  let total = 0;
  for (const seconds of visitor.sessionSeconds.values()) total += seconds;
  return total;
}

class Tally {
  private readonly rows = new Map<string, { visitors: Set<string>; events: number; seconds: number }>();
  add(key: string, visitorKey: string, events: number, seconds = 0): void {
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = { visitors: new Set(), events: 0, seconds: 0 }));
    row.visitors.add(visitorKey);
    row.events += events;
    row.seconds += seconds;
  }
  toCounts(dimension: Dimension): DayCount[] {
    return [...this.rows].map(([key, row]) => ({ dimension, key, visitors: row.visitors.size, events: row.events, seconds: row.seconds }));
  }
}

/**
 * One Johannesburg day of raw events → that day's summary (ANALYTICS-05). A visitor is a
 * visitor key, which changes every day (ADR 005), so a person who comes back tomorrow is
 * counted once on each day. Time on site is, per session, the longest time on page the
 * tracker reported (it counts from the page load), summed over the visitor's sessions.
 */
export function summarizeDay(input: {
  visitorEvents: readonly DayVisitorEvent[];
  quoteEvents: readonly DayQuoteEvent[];
  leadCaptures: number;
  /** The e-mail address of each lead saved that day. */
  leadEmails: readonly string[];
}): { totals: DayTotals; counts: DayCount[] } {
  const visitors = new Map<string, VisitorDay>();
  const pages = new Tally();
  const woods = new Tally();
  const surfaceTypes = new Tally();
  const count = { page_views: 0, pdf_downloads: 0, email_quotes: 0 };

  for (const event of input.visitorEvents) {
    let visitor = visitors.get(event.visitor_key);
    if (!visitor) {
      visitor = {
        device: event.device_type,
        country: event.country ?? UNKNOWN_KEY,
        browser: event.browser ?? UNKNOWN_KEY,
        sources: new Set(),
        mediums: new Set(),
        campaigns: new Set(),
        sessionSeconds: new Map(),
        started: false,
        completed: false,
      };
      visitors.set(event.visitor_key, visitor);
    }
    visitor.sources.add(event.utm_source ?? event.referrer_host ?? DIRECT_SOURCE);
    if (event.utm_medium) visitor.mediums.add(event.utm_medium);
    if (event.utm_campaign) visitor.campaigns.add(event.utm_campaign);
    visitor.sessionSeconds.set(event.session_id, Math.max(visitor.sessionSeconds.get(event.session_id) ?? 0, event.time_on_page_s ?? 0));
    switch (event.type) {
      case 'page_view':
        count.page_views += 1;
        pages.add(event.page_path, event.visitor_key, 1);
        break;
      case 'configurator_start':
        visitor.started = true;
        break;
      case 'configurator_complete':
        visitor.started = true;
        visitor.completed = true;
        if (event.wood_species) woods.add(event.wood_species, event.visitor_key, 1);
        if (event.surface_type) surfaceTypes.add(event.surface_type, event.visitor_key, 1);
        break;
      case 'pdf_download':
        count.pdf_downloads += 1;
        break;
      case 'email_quote':
        count.email_quotes += 1;
        break;
      default:
        break;
    }
  }

  const dims = { country: new Tally(), source: new Tally(), utm_medium: new Tally(), utm_campaign: new Tally(), browser: new Tally() };
  const devices = { mobile: 0, desktop: 0, tablet: 0 };
  const stages = { browsing: { visitors: 0, seconds: 0 }, configuring: { visitors: 0, seconds: 0 }, configured: { visitors: 0, seconds: 0 } };
  let sessions = 0;
  let timeOnSite = 0;
  for (const [key, visitor] of visitors) {
    const seconds = secondsOf(visitor);
    sessions += visitor.sessionSeconds.size;
    timeOnSite += seconds;
    devices[visitor.device] += 1;
    dims.country.add(visitor.country, key, 1, seconds);
    dims.browser.add(visitor.browser, key, 1, seconds);
    for (const source of visitor.sources) dims.source.add(source, key, 1);
    for (const medium of visitor.mediums) dims.utm_medium.add(medium, key, 1);
    for (const campaign of visitor.campaigns) dims.utm_campaign.add(campaign, key, 1);
    const stage = visitor.completed ? stages.configured : visitor.started ? stages.configuring : stages.browsing;
    stage.visitors += 1;
    stage.seconds += seconds;
  }

  const saved = input.quoteEvents.filter((event) => event.type === 'quote_saved');
  const distinctQuotes = (type: DayQuoteEvent['type']) => new Set(input.quoteEvents.filter((event) => event.type === type).map((event) => event.quote_id)).size;
  const leadsOf = (clientType: string) => saved.filter((event) => event.client_type === clientType).length;
  const configsStarted = [...visitors.values()].filter((visitor) => visitor.started).length;
  const configsCompleted = [...visitors.values()].filter((visitor) => visitor.completed).length;

  // We cannot tell which configured visitor left a lead (the lead is not tied to a visitor
  // key), so the last stage counts the configured visitors the day's leads do not account for.
  const convertedConfigured = Math.min(saved.length, stages.configured.visitors);
  const configuredAverage = stages.configured.visitors === 0 ? 0 : stages.configured.seconds / stages.configured.visitors;
  const configuredLeft = stages.configured.visitors - convertedConfigured;
  const dropOff = (key: string, visitorCount: number, seconds: number): DayCount => ({ dimension: 'drop_off', key, visitors: visitorCount, events: visitorCount, seconds });
  const dropOffs = [
    dropOff(DROP_OFF_STAGES.browsing, stages.browsing.visitors, stages.browsing.seconds),
    dropOff(DROP_OFF_STAGES.configuring, stages.configuring.visitors, stages.configuring.seconds),
    dropOff(DROP_OFF_STAGES.configured, configuredLeft, Math.round(configuredAverage * configuredLeft)),
  ].filter((row) => row.visitors > 0);

  const totals: DayTotals = {
    visitors: visitors.size,
    sessions,
    mobile_visitors: devices.mobile,
    desktop_visitors: devices.desktop,
    tablet_visitors: devices.tablet,
    time_on_site_s: timeOnSite,
    ...count,
    configs_started: configsStarted,
    configs_completed: configsCompleted,
    lead_captures: input.leadCaptures,
    leads: saved.length,
    real_leads: input.leadEmails.filter(isRealLeadEmail).length,
    homeowner_leads: leadsOf('homeowner'),
    contractor_leads: leadsOf('contractor'),
    designer_leads: leadsOf('designer'),
    quotes: distinctQuotes('quote_saved'),
    quotes_sent: distinctQuotes('quote_sent'),
    quotes_accepted: distinctQuotes('quote_accepted'),
    quote_value_cents: saved.reduce((sum, event) => sum + event.total_cents, 0),
  };
  const counts = [
    ...dims.country.toCounts('country'),
    ...dims.source.toCounts('source'),
    ...dims.utm_medium.toCounts('utm_medium'),
    ...dims.utm_campaign.toCounts('utm_campaign'),
    ...dims.browser.toCounts('browser'),
    ...pages.toCounts('page'),
    ...woods.toCounts('wood'),
    ...surfaceTypes.toCounts('surface_type'),
    ...dropOffs,
  ];
  return { totals, counts };
}
