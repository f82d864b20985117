import { suspectReason, visitorDaySeconds } from './plausible-visits';
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
  /** ISO time, for the rate rule of plausible-visits.ts. */
  occurred_at?: string;
  /** Set when the beacon came without a page the server served (ADR 041): the event is left out. */
  suspect?: string | null;
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
  // ANALYTICS-26: the quotes saved by real leads, several from one person counted each.
  'real_quotes',
] as const;

export type DayTotals = Record<(typeof DAY_TOTAL_COLUMNS)[number], number>;

/** A day with nothing in it (such a day keeps no row). */
export function emptyDayTotals(): DayTotals {
  return Object.fromEntries(DAY_TOTAL_COLUMNS.map((column) => [column, 0])) as DayTotals;
}

export const DIMENSIONS = [
  'country',
  'source',
  'utm_medium',
  'utm_campaign',
  'page',
  'browser',
  'wood',
  'surface_type',
  'drop_off',
] as const;
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

/** A dimension keeps this many keys a day, most visitors first; the rest are summed under OTHER_KEY (ADR 021). */
export const TOP_KEYS_PER_DAY = 50;
export const OTHER_KEY = '(other)';

/**
 * The day's traffic left out of the figures (ADR 021): visitors whose day no browser running our tracker can produce.
 */
export interface SuspectTraffic {
  suspect_visitors: number;
  suspect_events: number;
}

type KeyCount = { visitors: number; events: number; seconds: number };

class Tally {
  private readonly rows = new Map<string, KeyCount>();
  /** One visitor's share of a key: counted once however many events they gave it. */
  add(key: string, events: number, seconds = 0): void {
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = { visitors: 0, events: 0, seconds: 0 }));
    row.visitors += 1;
    row.events += events;
    row.seconds += seconds;
  }
  /**
   * The top keys and one "(other)" row, so junk keys cannot grow the summary tables. The
   * other row's visitors are summed over its keys: a visitor seen under two of them counts twice.
   */
  toCounts(dimension: Dimension, top = TOP_KEYS_PER_DAY): DayCount[] {
    const all = [...this.rows].map(([key, row]) => ({ dimension, key, ...row }));
    if (all.length <= top) return all;
    const ranked = [...all].sort((a, b) => b.visitors - a.visitors || b.events - a.events || (a.key < b.key ? -1 : 1));
    const kept = new Set(ranked.slice(0, top).map((row) => row.key));
    const other: DayCount = { dimension, key: OTHER_KEY, visitors: 0, events: 0, seconds: 0 };
    const counts: DayCount[] = [];
    for (const row of all) {
      if (kept.has(row.key) && row.key !== OTHER_KEY) {
        counts.push(row);
      } else {
        other.visitors += row.visitors;
        other.events += row.events;
        other.seconds += row.seconds;
      }
    }
    return [...counts, other];
  }
}

function countInto(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

type StageCounts = Record<'browsing' | 'configuring' | 'configured', { visitors: number; seconds: number }>;

/** What one visitor's events of the day say: where they came from, their sessions, pages, choices and stage. */
function readVisitorDay(events: readonly DayVisitorEvent[]) {
  const day = {
    sources: new Set<string>(),
    mediums: new Set<string>(),
    campaigns: new Set<string>(),
    sessionSeconds: new Map<string, number>(),
    pageViews: new Map<string, number>(),
    woodsOf: new Map<string, number>(),
    surfacesOf: new Map<string, number>(),
    started: false,
    completed: false,
    pageViewCount: 0,
    pdfDownloads: 0,
    emailQuotes: 0,
  };
  for (const event of events) {
    day.sources.add(event.utm_source ?? event.referrer_host ?? DIRECT_SOURCE);
    if (event.utm_medium) day.mediums.add(event.utm_medium);
    if (event.utm_campaign) day.campaigns.add(event.utm_campaign);
    day.sessionSeconds.set(
      event.session_id,
      Math.max(day.sessionSeconds.get(event.session_id) ?? 0, event.time_on_page_s ?? 0),
    );
    switch (event.type) {
      case 'page_view':
        day.pageViewCount += 1;
        countInto(day.pageViews, event.page_path);
        break;
      case 'configurator_start':
        day.started = true;
        break;
      case 'configurator_complete':
        day.started = true;
        day.completed = true;
        if (event.wood_species) countInto(day.woodsOf, event.wood_species);
        if (event.surface_type) countInto(day.surfacesOf, event.surface_type);
        break;
      case 'pdf_download':
        day.pdfDownloads += 1;
        break;
      case 'email_quote':
        day.emailQuotes += 1;
        break;
      default:
        break;
    }
  }
  return day;
}

/**
 * ANALYTICS-25: a lead is one person, by e-mail, on the day; however many quotes they saved.
 * Their client type is the one they gave first that day, so the split adds up to the leads.
 */
function leadPeople(
  leadEmails: readonly string[],
  leadClientTypes: readonly string[] | undefined,
  saved: readonly DayQuoteEvent[],
): Map<string, string | undefined> {
  const people = new Map<string, string | undefined>();
  leadEmails.forEach((email, index) => {
    const person = email.trim().toLowerCase();
    if (!people.has(person)) people.set(person, leadClientTypes?.[index] ?? saved[index]?.client_type);
  });
  return people;
}

/**
 * Where visitors stopped. We cannot tell which configured visitor left a lead (the lead is not
 * tied to a visitor key), so the last stage counts the configured visitors the day's leads do not account for.
 */
function dropOffRows(stages: StageCounts, leads: number): DayCount[] {
  const convertedConfigured = Math.min(leads, stages.configured.visitors);
  const configuredAverage =
    stages.configured.visitors === 0 ? 0 : stages.configured.seconds / stages.configured.visitors;
  const configuredLeft = stages.configured.visitors - convertedConfigured;
  const dropOff = (key: string, visitorCount: number, seconds: number): DayCount => ({
    dimension: 'drop_off',
    key,
    visitors: visitorCount,
    events: visitorCount,
    seconds,
  });
  return [
    dropOff(DROP_OFF_STAGES.browsing, stages.browsing.visitors, stages.browsing.seconds),
    dropOff(DROP_OFF_STAGES.configuring, stages.configuring.visitors, stages.configuring.seconds),
    dropOff(DROP_OFF_STAGES.configured, configuredLeft, Math.round(configuredAverage * configuredLeft)),
  ].filter((row) => row.visitors > 0);
}

/**
 * One Johannesburg day's summary, built one visitor at a time (ANALYTICS-05; ADR 021): the
 * roll-up reads the day's events ordered by visitor and hands each visitor's events over in
 * turn, so it never holds the day in memory, only the counts per key. A visitor is a visitor
 * key, which changes every day (ADR 005), so a person who comes back tomorrow is counted once
 * on each day. Events of beacons without a page the server served are left out (ADR 041). Time on site is, per session,
 * the longest time on page the tracker reported
 * (it counts from the page load), capped per visit and per day (plausible-visits.ts). A
 * visitor whose day is a script's is counted apart and left out of every figure.
 */
export function createDaySummarizer() {
  const pages = new Tally();
  const woods = new Tally();
  const surfaceTypes = new Tally();
  const dims = {
    country: new Tally(),
    source: new Tally(),
    utm_medium: new Tally(),
    utm_campaign: new Tally(),
    browser: new Tally(),
  };
  const count = { page_views: 0, pdf_downloads: 0, email_quotes: 0 };
  const devices = { mobile: 0, desktop: 0, tablet: 0 };
  const stages: StageCounts = {
    browsing: { visitors: 0, seconds: 0 },
    configuring: { visitors: 0, seconds: 0 },
    configured: { visitors: 0, seconds: 0 },
  };
  const suspect: SuspectTraffic = { suspect_visitors: 0, suspect_events: 0 };
  let visitors = 0;
  let sessions = 0;
  let timeOnSite = 0;
  let configsStarted = 0;
  let configsCompleted = 0;

  /** All of one visitor key's events of the day, in the order they were stored. */
  function addVisitor(all: readonly DayVisitorEvent[]): void {
    if (all.length === 0) return;
    // ADR 041: what came without a page the server served is left out; a visitor with nothing else is suspect.
    const events = all.some((event) => event.suspect) ? all.filter((event) => !event.suspect) : all;
    const first = events[0];
    if (!first || suspectReason(events) !== null) {
      suspect.suspect_visitors += 1;
      suspect.suspect_events += all.length;
      return;
    }
    suspect.suspect_events += all.length - events.length;
    const day = readVisitorDay(events);
    count.page_views += day.pageViewCount;
    count.pdf_downloads += day.pdfDownloads;
    count.email_quotes += day.emailQuotes;
    const { sources, mediums, campaigns, sessionSeconds, pageViews, woodsOf, surfacesOf, started, completed } = day;
    const seconds = visitorDaySeconds(sessionSeconds.values());
    visitors += 1;
    sessions += sessionSeconds.size;
    timeOnSite += seconds;
    devices[first.device_type] += 1;
    if (started) configsStarted += 1;
    if (completed) configsCompleted += 1;
    dims.country.add(first.country ?? UNKNOWN_KEY, 1, seconds);
    dims.browser.add(first.browser ?? UNKNOWN_KEY, 1, seconds);
    for (const source of sources) dims.source.add(source, 1);
    for (const medium of mediums) dims.utm_medium.add(medium, 1);
    for (const campaign of campaigns) dims.utm_campaign.add(campaign, 1);
    for (const [page, views] of pageViews) pages.add(page, views);
    for (const [wood, times] of woodsOf) woods.add(wood, times);
    for (const [surface, times] of surfacesOf) surfaceTypes.add(surface, times);
    const stage = completed ? stages.configured : started ? stages.configuring : stages.browsing;
    stage.visitors += 1;
    stage.seconds += seconds;
  }

  /** A visitor with more events than the roll-up holds for one: only counted, as suspect. */
  function addSuspectVisitor(events: number): void {
    suspect.suspect_visitors += 1;
    suspect.suspect_events += events;
  }

  function finish(input: {
    quoteEvents: readonly DayQuoteEvent[];
    leadCaptures: number;
    /** The e-mail address of each lead saved that day. */
    leadEmails: readonly string[];
    /** The client type of each of those leads, in the same order, so the split counts leads as ANALYTICS-25 does. */
    leadClientTypes?: readonly string[];
  }): { totals: DayTotals; counts: DayCount[]; traffic: SuspectTraffic } {
    const saved = input.quoteEvents.filter((event) => event.type === 'quote_saved');
    const distinctQuotes = (type: DayQuoteEvent['type']) =>
      new Set(input.quoteEvents.filter((event) => event.type === type).map((event) => event.quote_id)).size;
    const people = leadPeople(input.leadEmails, input.leadClientTypes, saved);
    const realPeople = [...people].filter(([email]) => isRealLeadEmail(email));
    const leadsOf = (clientType: string) => realPeople.filter(([, type]) => type === clientType).length;
    // Each saved quote made one lead record; those from test addresses are left out with them (ANALYTICS-26).
    const testQuotes = input.leadEmails.filter((email) => !isRealLeadEmail(email)).length;

    const dropOffs = dropOffRows(stages, people.size);

    const totals: DayTotals = {
      visitors,
      sessions,
      mobile_visitors: devices.mobile,
      desktop_visitors: devices.desktop,
      tablet_visitors: devices.tablet,
      time_on_site_s: timeOnSite,
      ...count,
      configs_started: configsStarted,
      configs_completed: configsCompleted,
      lead_captures: input.leadCaptures,
      leads: people.size,
      real_leads: realPeople.length,
      homeowner_leads: leadsOf('homeowner'),
      contractor_leads: leadsOf('contractor'),
      designer_leads: leadsOf('designer'),
      quotes: distinctQuotes('quote_saved'),
      quotes_sent: distinctQuotes('quote_sent'),
      quotes_accepted: distinctQuotes('quote_accepted'),
      quote_value_cents: saved.reduce((sum, event) => sum + event.total_cents, 0),
      real_quotes: Math.max(0, distinctQuotes('quote_saved') - testQuotes),
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
    return { totals, counts, traffic: { ...suspect } };
  }

  return { addVisitor, addSuspectVisitor, finish };
}

/** One day of raw events in memory → that day's summary: the summarizer above, fed one visitor at a time. */
export function summarizeDay(input: {
  visitorEvents: readonly DayVisitorEvent[];
  quoteEvents: readonly DayQuoteEvent[];
  leadCaptures: number;
  /** The e-mail address of each lead saved that day. */
  leadEmails: readonly string[];
  /** The client type of each of those leads, in the same order. */
  leadClientTypes?: readonly string[];
}): { totals: DayTotals; counts: DayCount[]; traffic: SuspectTraffic } {
  const byVisitor = new Map<string, DayVisitorEvent[]>();
  for (const event of input.visitorEvents) {
    const events = byVisitor.get(event.visitor_key);
    if (events) events.push(event);
    else byVisitor.set(event.visitor_key, [event]);
  }
  const summarizer = createDaySummarizer();
  for (const events of byVisitor.values()) summarizer.addVisitor(events);
  return summarizer.finish(input);
}
