import { describe, expect, it } from 'vitest';
import {
  MAX_BEACON_BYTES,
  MAX_ROWS_PER_BEACON,
  TRACKER_FLUSH_AT_CLICKS,
  TRACKER_FLUSH_AT_INTERACTIONS,
} from './beacon-limits';
import { visitorTrackSchema } from './tracking-schemas';

const AT = '2026-11-25T18:27:18.123Z';
const bytes = (body: object) => Buffer.byteLength(JSON.stringify(body));

/** The largest beacon the tracker can send: a full batch of everything, every field at its longest. */
function largestTrackerBeacon() {
  return {
    sessionId: 'x'.repeat(64),
    pageUrl: `https://shop.example/configurator?${'q'.repeat(2000)}`.slice(0, 2048),
    referrer: `https://www.google.co.za/search?${'q'.repeat(2020)}`.slice(0, 2048),
    timeOnPage: 86_400,
    interactions: Array.from({ length: TRACKER_FLUSH_AT_INTERACTIONS }, () => ({
      type: 'configurator_complete',
      at: AT,
      configuratorData: {
        started: true,
        completed: true,
        surfaceType: 'floating_shelf',
        woodSpecies: 'w'.repeat(64),
        dimensions: { length: 100_000, width: 100_000, thickness: 100_000 },
      },
    })),
    clicks: Array.from({ length: TRACKER_FLUSH_AT_CLICKS }, () => ({
      view: 'v'.repeat(40),
      width: 'desktop',
      element: 'e'.repeat(80),
      x: 100,
      y: 100,
      rage: true,
      at: AT,
    })),
    scrollDepths: Array.from({ length: 10 }, () => ({ view: 'v'.repeat(40), width: 'desktop', depth: 100, at: AT })),
  };
}

/**
 * The busiest beacon of a long real session (the configurator's own names and steps): a reload
 * with a campaign link, the configurator started and a surface added, all three scroll
 * milestones, the tab hidden, and a full batch of 50 clicks on the wood cards and fields.
 */
function busiestRealBeacon() {
  const data = {
    started: true,
    completed: true,
    surfaceType: 'countertop',
    woodSpecies: 'kiaat_face',
    dimensions: { length: 2400, width: 600, thickness: 32 },
  };
  const names = [
    'wood:kiaat_face',
    'grain:face',
    'field:lengthMm',
    'field:widthMm',
    'add-to-quote',
    'step-indicator:2',
    'compare:kiaat_face',
  ];
  return {
    sessionId: 'aZ3kP9qL0xYt7VbN2mR5',
    pageUrl:
      'https://shop.example/configurator?utm_source=facebook&utm_medium=social&utm_campaign=spring_countertops&fbclid=IwAR2x9Jq0k3mZ7pLrT5vYbN8cD1fG4hJ6kL9mN0pQ2rS5tU8vW1xY4zA7bC0dE3',
    referrer: 'https://l.facebook.com/',
    timeOnPage: 1850,
    interactions: [
      { type: 'page_view', at: AT },
      { type: 'configurator_start', at: AT, configuratorData: { ...data, completed: false } },
      ...[25, 50, 75].map((value) => ({ type: 'scroll_depth', at: AT, value })),
      { type: 'configurator_complete', at: AT, configuratorData: data },
      { type: 'page_hidden', at: AT },
    ],
    clicks: Array.from({ length: TRACKER_FLUSH_AT_CLICKS }, (_, index) => ({
      view: 'configure',
      width: 'desktop',
      element: names[index % names.length],
      x: 47,
      y: 53,
      at: AT,
    })),
    scrollDepths: [{ view: 'configure', width: 'desktop', depth: 87, at: AT }],
  };
}

describe('the caps on one beacon', () => {
  it('accept the largest beacon the tracker can send, within the byte cap', () => {
    const beacon = largestTrackerBeacon();
    expect(visitorTrackSchema.safeParse(beacon).success).toBe(true);
    expect(bytes(beacon)).toBeLessThanOrEqual(MAX_BEACON_BYTES);
  });

  it("leave more than twice the room a long real session's busiest beacon needs", () => {
    const beacon = busiestRealBeacon();
    expect(visitorTrackSchema.safeParse(beacon).success).toBe(true);
    expect(bytes(beacon) * 2).toBeLessThanOrEqual(MAX_BEACON_BYTES);
  });

  it('bound the rows one beacon adds', () => {
    expect(MAX_ROWS_PER_BEACON).toBe(140);
  });
});
