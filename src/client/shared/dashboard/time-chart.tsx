import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartDays, seriesOverDays, type SeriesKind } from './chart-days';

const COLOURS = ['#7a3e16', '#3d7a47', '#d4a574', '#43220d', '#a3321f'];
const HALF_DAY_S = 43_200;
/** The least room a day's label needs on the x axis, in CSS pixels. */
const DAY_LABEL_PX = 56;
/** Whole steps only: a count of 0.5 visitors means nothing. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000];

const DAY_LABEL = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'Africa/Johannesburg' });
const DAY_IN_LEGEND = new Intl.DateTimeFormat('en-ZA', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Africa/Johannesburg' });

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
export function TimeChart({ title, period, days, series }: { title: string; period: number; days: string[]; series: ChartSeries[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const allDays = chartDays({ period, dataDays: days, now: new Date() });
    const x = allDays.map(daySeconds);
    const first = x[0] ?? 0;
    const last = x.at(-1) ?? first;
    const countsOnly = series.every((line) => line.kind === 'count');
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        series: [
          { label: 'Day', value: (_chart, seconds) => (seconds == null ? '' : DAY_IN_LEGEND.format(new Date(seconds * 1000))) },
          ...series.map((line, index) => ({ label: line.label, stroke: COLOURS[index % COLOURS.length], width: 2, points: { show: allDays.length <= 31 } })),
        ],
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
          ...(countsOnly ? { y: { range: (_chart: uPlot, _min: number, max: number) => uPlot.rangeNum(0, Math.max(1, max), 0.1, true) } } : {}),
        },
      },
      [x, ...series.map((line) => seriesOverDays({ days: allDays, dataDays: days, values: line.values, kind: line.kind }))],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [period, days, series]);
  return (
    <figure className="rounded-xl border border-line bg-card p-4">
      <figcaption className="mb-2 font-semibold text-ink">{title}</figcaption>
      <div ref={container} aria-hidden="true" />
    </figure>
  );
}
