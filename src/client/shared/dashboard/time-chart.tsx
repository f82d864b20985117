import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartDays, seriesOverDays, type SeriesKind } from './chart-days';

/**
 * Each line its own colour, width, dash and marker, drawn widest first: two series with equal
 * values (leads and quotes, one quote per lead) lie on each other, and the dashed one on top
 * leaves the solid one below showing between its dashes, so both stay visible.
 */
const LINE_STYLES = [
  { colour: '#7a3e16', width: 4, dash: [] as number[], point: { size: 10, filled: true } },
  { colour: '#2f6b3a', width: 2, dash: [8, 5], point: { size: 7, filled: false } },
  { colour: '#b8742f', width: 2, dash: [2, 4], point: { size: 5, filled: true } },
  { colour: '#43220d', width: 1.5, dash: [12, 3, 2, 3], point: { size: 5, filled: false } },
  { colour: '#a3321f', width: 1.5, dash: [4, 2], point: { size: 4, filled: true } },
] as const;
const styleOf = (index: number) => LINE_STYLES[index % LINE_STYLES.length] ?? LINE_STYLES[0];
const HALF_DAY_S = 43_200;
/** The least room a day's label needs on the x axis, in CSS pixels. */
const DAY_LABEL_PX = 56;
/** Whole steps only: a count of 0.5 visitors means nothing. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

const DAY_LABEL = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'Africa/Johannesburg' });
const DAY_IN_LEGEND = new Intl.DateTimeFormat('en-ZA', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'Africa/Johannesburg',
});

/** A Johannesburg day as uPlot's time scale takes it: seconds (uPlot's default, `ms: 1e-3`), at that day's noon. */
function daySeconds(day: string): number {
  return Date.parse(`${day}T12:00:00+02:00`) / 1000;
}

export interface ChartSeries {
  label: string;
  /** One value per entry of `days`. */
  values: number[];
  kind: SeriesKind;
}

/**
 * A small line chart of per-day figures over the selected period (uPlot: about 23 KB gzip, in
 * the staff chunks only). `days` are the days the server sent, which leaves out days with no
 * data; the x axis spans every day of the last `period` days, each a tick of its own (thinned
 * to fit a phone) and each point at its day.
 * Decorative for assistive technology: every chart sits beside a table of the same numbers.
 */
export function TimeChart({
  title,
  period,
  days,
  series,
}: {
  title: string;
  period: number;
  days: string[];
  series: ChartSeries[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const allDays = useMemo(() => chartDays({ period, dataDays: days, now: new Date() }), [period, days]);
  const lines = useMemo(
    () => series.map((line) => seriesOverDays({ days: allDays, dataDays: days, values: line.values, kind: line.kind })),
    [series, allDays, days],
  );
  /** The day under the pointer; with none, the legend shows each series' total (or latest value). */
  const [hovered, setHovered] = useState<number | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const x = allDays.map(daySeconds);
    const first = x[0] ?? 0;
    const last = x.at(-1) ?? first;
    const countsOnly = series.every((line) => line.kind === 'count');
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        series: [
          {
            label: 'Day',
            value: (_chart, seconds) => (seconds == null ? '' : DAY_IN_LEGEND.format(new Date(seconds * 1000))),
          },
          ...series.map((line, index) => {
            const style = styleOf(index);
            return {
              label: line.label,
              stroke: style.colour,
              width: style.width,
              dash: [...style.dash],
              points: {
                show: allDays.length <= 31,
                size: style.point.size,
                stroke: style.colour,
                fill: style.point.filled ? style.colour : '#ffffff',
                width: 2,
              },
            };
          }),
        ],
        // The legend is ours, below: uPlot's reads '--' until the pointer is on the chart.
        legend: { show: false },
        hooks: { setCursor: [(self: uPlot) => setHovered(self.cursor.idx ?? null)] },
        axes: [
          {
            // A tick on every day's point, every n-th day when there is no room, counted back from today.
            splits: (self) => {
              const room = Math.max(1, Math.floor(self.bbox.width / uPlot.pxRatio / DAY_LABEL_PX));
              const stride = Math.ceil(x.length / room);
              return x.filter((_, index) => (x.length - 1 - index) % stride === 0);
            },
            values: (_chart, splits) => splits.map((seconds) => DAY_LABEL.format(new Date(seconds * 1000))),
          },
          { size: 50, ...(countsOnly ? { incrs: COUNT_STEPS } : {}) },
        ],
        scales: {
          // The period itself, half a day beyond its first and last noon: uPlot's own range for
          // a single x value is 86 400 / ms = 1000 days wide, whatever a range function is given.
          x: { time: true, range: () => [first - HALF_DAY_S, last + HALF_DAY_S] },
          ...(countsOnly
            ? {
                y: {
                  range: (_chart: uPlot, _min: number, max: number) => uPlot.rangeNum(0, Math.max(1, max), 0.1, true),
                },
              }
            : {}),
        },
      },
      [x, ...lines],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [allDays, lines, series]);
  const hoveredDay = hovered === null ? undefined : allDays[hovered];
  return (
    <figure className="rounded-xl border border-line bg-card p-4">
      <figcaption className="mb-2 font-semibold text-ink">{title}</figcaption>
      <div ref={container} aria-hidden="true" />
      <ChartLegend
        heading={
          hoveredDay
            ? DAY_IN_LEGEND.format(new Date(daySeconds(hoveredDay) * 1000))
            : `Last ${allDays.length} ${allDays.length === 1 ? 'day' : 'days'}`
        }
        entries={series.map((line, index) => {
          const values = lines[index] ?? [];
          const shown =
            hovered !== null
              ? values[hovered]
              : line.kind === 'count'
                ? values.reduce<number>((sum, value) => sum + (value ?? 0), 0)
                : values.filter((value) => value !== null).at(-1);
          const what = hovered !== null ? '' : line.kind === 'count' ? 'total ' : 'latest ';
          return { label: line.label, index, value: shown == null ? '—' : `${what}${shown}` };
        })}
      />
    </figure>
  );
}

/** Every series named, with its line's sample and its value, without hovering (the chart itself is decorative). */
function ChartLegend({
  heading,
  entries,
}: {
  heading: string;
  entries: { label: string; index: number; value: string }[];
}) {
  return (
    <div className="mt-2 text-sm text-ink">
      <p className="text-xs text-ink-muted">{heading}</p>
      <ul className="mt-1 flex flex-wrap gap-x-5 gap-y-1" aria-label="Legend">
        {entries.map((entry) => {
          const style = styleOf(entry.index);
          return (
            <li key={entry.label} className="flex items-center gap-2">
              <svg width="32" height="12" viewBox="0 0 32 12" aria-hidden="true">
                <line
                  x1="0"
                  y1="6"
                  x2="32"
                  y2="6"
                  stroke={style.colour}
                  strokeWidth={style.width}
                  strokeDasharray={style.dash.join(' ') || undefined}
                />
                <circle
                  cx="16"
                  cy="6"
                  r={style.point.size / 2 - 1}
                  stroke={style.colour}
                  strokeWidth="2"
                  fill={style.point.filled ? style.colour : '#ffffff'}
                />
              </svg>
              <span>
                {entry.label}: <strong>{entry.value}</strong>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
