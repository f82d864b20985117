import { describe, expect, it } from 'vitest';
import {
  MAX_VISIT_SECONDS,
  MAX_VISITOR_DAY_SECONDS,
  suspectReason,
  visitorDaySeconds,
  type VisitEvent,
} from './plausible-visits';
import { createDaySummarizer, OTHER_KEY, TOP_KEYS_PER_DAY, type DayVisitorEvent } from './summarize-day';

const at = (second: number) => new Date(Date.UTC(2026, 10, 25, 8, 0, second)).toISOString();
const repeat = (count: number, make: (index: number) => VisitEvent) =>
  Array.from({ length: count }, (_, index) => make(index));

describe('suspectReason', () => {
  it.each<[string, VisitEvent[], ReturnType<typeof suspectReason>]>([
    ['a bounce: one page view', [{ session_id: 's', type: 'page_view', occurred_at: at(0) }], null],
    [
      'a real visit: page view, scrolls, a start, the tab hidden',
      [
        { session_id: 's', type: 'page_view' },
        { session_id: 's', type: 'scroll_depth' },
        { session_id: 's', type: 'configurator_start' },
        { session_id: 's', type: 'page_hidden' },
      ],
      null,
    ],
    ['five sessions of a page view each', repeat(5, (index) => ({ session_id: `s${index}`, type: 'page_view' })), null],
    [
      '61 events in one minute',
      repeat(61, (index) => ({
        session_id: 's',
        type: index === 0 ? 'page_view' : 'scroll_depth',
        occurred_at: at(index % 60),
      })),
      'rate',
    ],
    [
      '60 events a minute for two minutes',
      repeat(120, (index) => ({
        session_id: 's',
        type: index === 0 ? 'page_view' : 'scroll_depth',
        occurred_at: at(index),
      })),
      null,
    ],
    ['51 tabs in a day', repeat(51, (index) => ({ session_id: `s${index}`, type: 'page_view' })), 'sessions'],
    ['ten page views and nothing else', repeat(10, () => ({ session_id: 's', type: 'page_view' })), 'no_interaction'],
    ['ten empty beacons', repeat(10, () => ({ session_id: 's', type: 'heartbeat' })), 'no_interaction'],
    [
      'three sessions that never had a page view',
      repeat(3, (index) => ({ session_id: `s${index}`, type: 'pdf_download' })),
      'impossible_sequence',
    ],
    [
      'two such sessions (midnight, a lost beacon)',
      repeat(2, (index) => ({ session_id: `s${index}`, type: 'pdf_download' })),
      null,
    ],
  ])('%s: %s', (_name, events, reason) => {
    expect(suspectReason(events)).toBe(reason);
  });
});

describe('visitorDaySeconds', () => {
  it.each([
    [[90, 300], 390],
    [[31 * 3600], MAX_VISIT_SECONDS],
    [Array.from({ length: 10 }, () => 3000), MAX_VISITOR_DAY_SECONDS],
    [[-5], 0],
  ])('%j → %i', (sessions, seconds) => {
    expect(visitorDaySeconds(sessions)).toBe(seconds);
  });
});

function event(overrides: Partial<DayVisitorEvent>): DayVisitorEvent {
  return {
    visitor_key: 'v',
    session_id: 's',
    type: 'page_view',
    page_path: '/',
    referrer_host: null,
    device_type: 'desktop',
    browser: 'Chrome',
    country: 'ZA',
    time_on_page_s: 10,
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    surface_type: null,
    wood_species: null,
    ...overrides,
  };
}

describe('createDaySummarizer', () => {
  it('keeps the top keys a day and sums the rest as other', () => {
    const summarizer = createDaySummarizer();
    // Page k is seen by k + 1 visitors, so the top keys are the highest numbered.
    const pages = TOP_KEYS_PER_DAY + 20;
    let visitor = 0;
    for (let page = 0; page < pages; page += 1) {
      for (let seen = 0; seen <= page; seen += 1) {
        visitor += 1;
        summarizer.addVisitor([
          event({ visitor_key: `v${visitor}`, page_path: `/junk/${page}`, referrer_host: `junk-${page}.example` }),
        ]);
      }
    }
    const { counts, totals } = summarizer.finish({ quoteEvents: [], leadCaptures: 0, leadEmails: [] });
    const pageRows = counts.filter((row) => row.dimension === 'page');
    expect(pageRows).toHaveLength(TOP_KEYS_PER_DAY + 1);
    expect(pageRows.find((row) => row.key === '/junk/0')).toBeUndefined();
    expect(pageRows.find((row) => row.key === OTHER_KEY)).toMatchObject({
      visitors: (20 * 21) / 2,
      events: (20 * 21) / 2,
    });
    expect(counts.filter((row) => row.dimension === 'source')).toHaveLength(TOP_KEYS_PER_DAY + 1);
    expect(totals.visitors).toBe(visitor);
    expect(pageRows.reduce((sum, row) => sum + row.events, 0)).toBe(totals.page_views);
  });

  it('leaves suspect visitors out of every figure and counts them apart', () => {
    const summarizer = createDaySummarizer();
    summarizer.addVisitor([event({ visitor_key: 'person', time_on_page_s: 40 })]);
    summarizer.addVisitor(
      Array.from({ length: 12 }, () =>
        event({ visitor_key: 'script', time_on_page_s: 86_400, page_path: '/wp-admin' }),
      ),
    );
    summarizer.addSuspectVisitor(20_000);
    const { totals, counts, traffic } = summarizer.finish({ quoteEvents: [], leadCaptures: 0, leadEmails: [] });
    expect(totals).toMatchObject({ visitors: 1, page_views: 1, time_on_site_s: 40 });
    expect(counts.find((row) => row.key === '/wp-admin')).toBeUndefined();
    expect(traffic).toEqual({ suspect_visitors: 2, suspect_events: 20_012 });
  });
});
