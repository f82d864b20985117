import fs from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'vite';

/**
 * Where one tap's time goes on the page's main thread (ADR 048): a Chromium trace, summarised
 * by kind of work (script, style, layout, paint), and a sampled CPU profile of the script,
 * summarised by the source each sample's function comes from (React itself, our components,
 * the drawing, the price, the surface checks). The sources come from source maps of the same
 * build, made beside it (`sourcemap: 'hidden'` leaves the served files as they are).
 */
export interface InteractionProfile {
  mainThreadMs: Record<string, number>;
  scriptMs: Record<string, number>;
  /** The lines of our own code that took the most, self time. */
  hottestMs: Record<string, number>;
}

const TRACE_KINDS: [RegExp, string][] = [
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/, 'style'],
  [
    /^(Layout|HitTest|UpdateLayerTree|IntersectionObserverController::computeIntersections|ResizeObserverController::deliverObservations)$/,
    'layout',
  ],
  [
    /^(Paint|PrePaint|Layerize|Commit|PaintImage|UpdateLayer|CompositeLayers|Decode Image|ImageDecodeTask|RasterTask)$/,
    'paint',
  ],
  [
    /^(FunctionCall|EventDispatch|TimerFire|FireAnimationFrame|RunMicrotasks|EvaluateScript|v8\..*|V8\..*|MinorGC|MajorGC|BlinkGC\..*)$/,
    'script',
  ],
];

const SOURCES: [RegExp, string][] = [
  [/node_modules\/(react-dom|react|scheduler)\//, 'React'],
  [/src\/(core\/drawing|client\/shared\/drawing)\//, 'drawing'],
  [/src\/core\/pricing\/|use-live-price/, 'price'],
  [/src\/core\/surface\//, 'surface checks'],
  [/src\/client\//, 'our components'],
  [/node_modules\//, 'other libraries'],
];

const NATIVE: Record<string, string> = {
  '(garbage collector)': 'garbage collection',
  '(program)': 'browser (not script)',
  '(idle)': '(idle)',
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Self time (µs) of each event on the renderer's main thread, by kind. */
function summariseTrace(events: TraceEvent[]): Record<string, number> {
  const main = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const spans: { name: string; start: number; end: number }[] = [];
  const open: TraceEvent[] = [];
  for (const event of events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid)
    .sort((a, b) => a.ts - b.ts)) {
    if (event.ph === 'X' && event.dur) spans.push({ name: event.name, start: event.ts, end: event.ts + event.dur });
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) spans.push({ name: begin.name, start: begin.ts, end: event.ts });
    }
  }
  spans.sort((a, b) => a.start - b.start || b.end - a.end);
  const totals: Record<string, number> = {};
  const stack: { kind: string; end: number; childUs: number; start: number }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      totals[done.kind] = (totals[done.kind] ?? 0) + (done.end - done.start - done.childUs);
      const parent = stack.at(-1);
      if (parent) parent.childUs += done.end - done.start;
    }
  };
  for (const span of spans) {
    close(span.start);
    // A task's own time, outside any event inside it, is mostly the 4× throttle's pauses (and,
    // on a loaded machine, waiting for a core): not work of the page's.
    const kind =
      span.name === 'RunTask'
        ? 'task (throttle pauses, waiting)'
        : (TRACE_KINDS.find(([pattern]) => pattern.test(span.name))?.[1] ?? 'other');
    stack.push({ kind, start: span.start, end: Math.min(span.end, stack.at(-1)?.end ?? span.end), childUs: 0 });
  }
  close(Number.POSITIVE_INFINITY);
  return Object.fromEntries(Object.entries(totals).map(([kind, us]) => [kind, Math.round(us / 1000)]));
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The client built again with hidden source maps, into a temporary folder the caller removes. */
async function sourceMapsOfTheBuild(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grainline-maps-'));
  await build({
    root: path.resolve('.'),
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true, sourcemap: 'hidden', copyPublicDir: false },
  });
  return dir;
}

interface Source {
  kind: string;
  /** Where in our own code ('src/…/file.tsx:line'), for the hottest lines. */
  at?: string;
}

function sourceOf(
  maps: Map<string, SourceMap | null>,
  dir: string,
  frame: CpuProfile['nodes'][number]['callFrame'],
): Source {
  if (!frame.url) return { kind: NATIVE[frame.functionName] ?? 'browser built-ins' };
  const file = /\/assets\/[^/?#]+\.js/.exec(frame.url)?.[0];
  if (!file) return { kind: 'other' };
  if (!maps.has(file)) {
    const mapFile = path.join(dir, `${file}.map`);
    maps.set(
      file,
      fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMapPayload) : null,
    );
  }
  const found = maps.get(file)?.findEntry(frame.lineNumber, frame.columnNumber);
  const entry = found && 'originalSource' in found ? found : undefined;
  const original = entry?.originalSource;
  if (!entry || !original) return { kind: 'unmapped script' };
  const kind = SOURCES.find(([pattern]) => pattern.test(original))?.[1] ?? 'other script';
  const ours = /src\/.*$/.exec(original)?.[0];
  return { kind, ...(ours && !original.includes('node_modules') ? { at: `${ours}:${entry.originalLine + 1}` } : {}) };
}

const inMs = (totals: Map<string, number>) =>
  Object.fromEntries([...totals].map(([name, us]) => [name, Math.round(us / 1000)]));

function summariseProfile(profile: CpuProfile, dir: string): Pick<InteractionProfile, 'scriptMs' | 'hottestMs'> {
  const maps = new Map<string, SourceMap | null>();
  const byNode = new Map(profile.nodes.map((node) => [node.id, sourceOf(maps, dir, node.callFrame)]));
  const kinds = new Map<string, number>();
  const lines = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const source = byNode.get(id) ?? { kind: 'other' };
    if (source.kind === '(idle)') return;
    const us = profile.timeDeltas[index + 1] ?? 0;
    kinds.set(source.kind, (kinds.get(source.kind) ?? 0) + us);
    if (source.at) lines.set(source.at, (lines.get(source.at) ?? 0) + us);
  });
  const hottest = new Map([...lines].sort((a, b) => b[1] - a[1]).slice(0, 6));
  return { scriptMs: inMs(kinds), hottestMs: inMs(hottest) };
}

/** Traces and samples `act` and the 800 ms after it (the transitions it starts included). */
export async function profileInteraction(page: Page, act: () => Promise<void>): Promise<InteractionProfile> {
  const dir = await sourceMapsOfTheBuild();
  try {
    const browser = page.context().browser();
    if (!browser) throw new Error('The page has no browser to trace');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await cdp.send('Profiler.start');
    await act();
    await page.waitForTimeout(800);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const buffer = await browser.stopTracing();
    // BENCH_TRACE=file.json keeps the trace, to open in the browser's DevTools Performance panel.
    if (process.env.BENCH_TRACE) fs.writeFileSync(process.env.BENCH_TRACE, buffer);
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return { mainThreadMs: summariseTrace(trace.traceEvents), ...summariseProfile(profile, dir) };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const listed = (figures: Record<string, number>) =>
  Object.entries(figures)
    .filter(([, ms]) => ms > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');

export function profileRows(name: string, profile: InteractionProfile): [string, string][] {
  return [
    [`  profile of "${name}" and its transitions: main thread by kind (self time, ms)`, listed(profile.mainThreadMs)],
    ['  its script by source (CPU profile self time, ms)', listed(profile.scriptMs)],
    ['  the lines of our code that took the most (self time, ms)', listed(profile.hottestMs)],
  ];
}
