import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, devices, type Browser, type Locator, type Page } from '@playwright/test';
import { chromiumPath } from '#tests/e2e/chromium-path';
import { withBenchServer } from './http-bench';
import { profileInteraction, profileRows, type InteractionProfile } from './interaction-profile';

/**
 * Every configurator tap the issue of the 100 ms budget lists (ADR 048), each timed by
 * Chromium's own Event Timing entries (the source of INP) at 4× CPU throttle on a 390 × 844
 * phone page. A run walks the list once on a fresh page; the figure of an interaction is its
 * longest event, and the bench reports the median of `RUNS` runs and the worst of the medians.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface Interaction {
  name: string;
  /** What the finger lands on; found and scrolled to before the clock starts. */
  target: (page: Page) => Locator;
  /** Keys typed into the target after the tap, one every 80 ms (each keystroke is timed). */
  typed?: string;
  /** Waits for what the tap shows, before the next one. */
  settled?: (page: Page) => Promise<void>;
}

const radio = (page: Page, name: RegExp) => page.getByRole('radio', { name }).first();

/** In order: each starts from the page the one before left (a countertop, then a shelf). */
export const INTERACTIONS: readonly Interaction[] = [
  { name: 'Surface type Table Top', target: (page) => radio(page, /^Table Top/) },
  { name: 'Surface type Countertop', target: (page) => radio(page, /^Countertop/) },
  { name: 'Layout L-shape', target: (page) => radio(page, /^L-Shape/) },
  {
    name: 'Open a wood',
    target: (page) => page.getByRole('button', { name: /(^|\s)Kiaat from .*choose grain orientation/ }),
    settled: (page) =>
      page.getByRole('dialog', { name: 'Kiaat Wood' }).getByRole('button', { name: 'Select Face Grain' }).waitFor(),
  },
  {
    name: 'Select Face Grain',
    target: (page) =>
      page.getByRole('dialog', { name: 'Kiaat Wood' }).getByRole('button', { name: 'Select Face Grain' }),
    settled: (page) => page.getByText('Kiaat, face grain').waitFor(),
  },
  {
    name: 'Typing a length (longest keystroke)',
    target: (page) => page.getByLabel('Length', { exact: true }),
    typed: '2500',
  },
  { name: 'Finish Gloss', target: (page) => radio(page, /^Gloss/) },
  { name: 'Cutout Single Sink', target: (page) => page.getByRole('checkbox', { name: /^Single Sink/ }) },
  { name: 'Edge profile Bullnose', target: (page) => radio(page, /^Bullnose/) },
  { name: 'Compare a wood', target: (page) => page.getByRole('button', { name: /^Compare Kiaat$/ }) },
  { name: 'Surface type Floating Shelf', target: (page) => radio(page, /^Floating Shelf/) },
  {
    name: 'Typing a quantity (longest keystroke)',
    target: (page) => page.getByLabel('Quantity', { exact: true }),
    typed: '12',
  },
];

/**
 * Finds the target and scrolls it into view, then returns the tap itself: a bare mouse click
 * at its centre (and the keys), so neither the clock nor the profile holds Playwright's own
 * searching of the page. A field's text is selected after the tap and typed over.
 */
async function aim(page: Page, interaction: Interaction): Promise<() => Promise<void>> {
  const target = interaction.target(page);
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error(`${interaction.name}: its target is not on the page`);
  return async () => {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    if (interaction.typed !== undefined) {
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(interaction.typed, { delay: 80 });
    }
    await interaction.settled?.(page);
  };
}

/**
 * One interaction (a tap's pointerdown, pointerup and click; a key's keydown, keyup and input):
 * its duration, from the input to the next paint, and what it is made of.
 */
interface EventEntry {
  id: number;
  start: number;
  duration: number;
  /** From the input to its first handler: the main thread was busy with something else. */
  delayMs: number;
  /** The handlers of all its events, React's render and commit of the change among them. */
  handlersMs: number;
}

const NO_EVENT: EventEntry = { id: 0, start: 0, duration: 0, delayMs: 0, handlersMs: 0 };

declare global {
  interface Window {
    __interactionDurations?: EventEntry[];
  }
}

/** The longest event-timing entry (what INP reports) of interactions that started after `since`. */
async function longestInteractionSince(page: Page, since: number): Promise<EventEntry> {
  // The entries arrive after the next paint; the transitions the tap started settle meanwhile.
  await page.waitForTimeout(800);
  const entries = await page.evaluate(
    (start) => (window.__interactionDurations ?? []).filter((entry) => entry.start >= start),
    since,
  );
  const interactions = new Map<number, EventEntry>();
  for (const entry of entries) {
    const seen = interactions.get(entry.id);
    interactions.set(
      entry.id,
      seen
        ? { ...seen, duration: Math.max(seen.duration, entry.duration), handlersMs: seen.handlersMs + entry.handlersMs }
        : entry,
    );
  }
  return [...interactions.values()].reduce(
    (longest, entry) => (entry.duration > longest.duration ? entry : longest),
    NO_EVENT,
  );
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** A fresh phone page at 4× CPU, hydrated and quiet (see ADR 016 on clicks before hydration). */
async function openConfigurator(browser: Browser, url: string): Promise<Page> {
  const { userAgent } = devices['Desktop Chrome'];
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: false,
    userAgent,
  });
  await page.addInitScript(() => {
    window.__interactionDurations = [];
    new PerformanceObserver((list) => {
      // interactionId is in Chromium's Event Timing but not yet in TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (!entry.interactionId) continue;
        window.__interactionDurations?.push({
          id: entry.interactionId,
          start: entry.startTime,
          duration: entry.duration,
          delayMs: Math.round(entry.processingStart - entry.startTime),
          handlersMs: Math.round(entry.processingEnd - entry.processingStart),
        });
      }
    }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  // Before a wood is chosen the summary asks for one instead of showing a price.
  await page.getByTestId('line-total').or(page.getByText('Choose a wood species to see your price.')).waitFor();
  // The first screen is pre-rendered (ADR 016): a click before React has hydrated makes React
  // hydrate the whole page inside the click, which is the first load's cost (Lighthouse's TBT),
  // not the interaction's. The share link renders only once React has hydrated.
  await page.getByRole('button', { name: 'Copy link' }).waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page;
}

/** One walk through INTERACTIONS; `profiled` is traced instead of the rest being timed after it. */
async function walk(
  browser: Browser,
  url: string,
  profiled?: string,
): Promise<{ times: Map<string, EventEntry>; profile?: InteractionProfile }> {
  const page = await openConfigurator(browser, url);
  const times = new Map<string, EventEntry>();
  try {
    for (const interaction of INTERACTIONS) {
      const tap = await aim(page, interaction);
      await page.waitForTimeout(300);
      if (interaction.name === profiled) return { times, profile: await profileInteraction(page, tap) };
      const since = await now(page);
      await tap();
      times.set(interaction.name, await longestInteractionSince(page, since));
    }
    return { times };
  } finally {
    await page.close();
  }
}

export interface InteractionFigures {
  rows: { name: string; runsMs: number[]; medianMs: number; median: EventEntry }[];
  worst: { name: string; medianMs: number; median: EventEntry };
  profile: InteractionProfile | null;
}

export async function benchInteractions(
  url: string,
  { profile = true, only }: { profile?: boolean; only?: string } = {},
): Promise<InteractionFigures> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const runs: Map<string, EventEntry>[] = [];
    for (let run = 0; run < (only ? 0 : RUNS); run++) runs.push((await walk(browser, url)).times);
    const rows = INTERACTIONS.map(({ name }) => {
      const entries = runs.map((times) => times.get(name) ?? NO_EVENT).sort((a, b) => a.duration - b.duration);
      const middle = entries[Math.floor(entries.length / 2)] ?? NO_EVENT;
      return {
        name,
        runsMs: runs.map((times) => Math.round(times.get(name)?.duration ?? Number.NaN)),
        medianMs: Math.round(middle.duration),
        median: middle,
      };
    });
    const worst = only
      ? { name: only, medianMs: Number.NaN, median: NO_EVENT }
      : rows.reduce((a, b) => (b.medianMs > a.medianMs ? b : a));
    const traced = profile ? ((await walk(browser, url, worst.name)).profile ?? null) : null;
    return { rows, worst, profile: traced };
  } finally {
    await browser.close();
  }
}

export function interactionRows(figures: InteractionFigures): [string, string][] {
  const load = `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} cores`;
  return [
    ...figures.rows.map(({ name, runsMs, medianMs, median }): [string, string] => [
      `Tap, 4× CPU, 390×844: ${name}`,
      `${medianMs} ms (runs ${runsMs.join(' / ')}; the median's input delay ${median.delayMs} ms, handlers ${median.handlersMs} ms)`,
    ]),
    [
      `Tap, 4× CPU: worst median of ${RUNS} runs (goal ≤ 100 ms)`,
      `${figures.worst.medianMs} ms, ${figures.worst.name} (${load})`,
    ],
    ...(figures.profile ? profileRows(figures.worst.name, figures.profile) : []),
  ];
}

// `npx tsx bench/interaction-bench.ts` after `npm run build`: this piece alone. `--no-profile`:
// without the profile of the slowest; `--profile-only "Finish Gloss"`: that one's profile alone.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const profileOnly = process.argv.indexOf('--profile-only');
  const only = profileOnly > 0 ? process.argv[profileOnly + 1] : undefined;
  const options = { profile: !process.argv.includes('--no-profile'), ...(only ? { only } : {}) };
  const figures = await withBenchServer((url) => benchInteractions(`${url}/`, options));
  for (const [name, value] of interactionRows(figures)) console.log(`${name}: ${value}`);
}
