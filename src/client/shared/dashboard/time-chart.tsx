import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

const COLOURS = ['#7a3e16', '#3d7a47', '#d4a574', '#43220d', '#a3321f'];

/**
 * A small line chart of per-day figures (uPlot: about 23 KB gzip, in the staff chunks only).
 * Decorative for assistive technology: every chart sits beside a table of the same numbers.
 */
export function TimeChart({ title, days, series }: { title: string; days: string[]; series: { label: string; values: number[] }[] }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || days.length === 0) return;
    const x = days.map((day) => Date.parse(`${day}T12:00:00+02:00`) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height: 220,
        series: [{}, ...series.map((line, index) => ({ label: line.label, stroke: COLOURS[index % COLOURS.length], width: 2, points: { show: days.length < 40 } }))],
        axes: [{}, { size: 50 }],
        // Half a day either side, so a single day is a point in the middle, not a year-wide axis.
        scales: { x: { time: true, range: (_chart, min, max) => [min - 43_200, max + 43_200] } },
      },
      [x, ...series.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: Math.max(280, element.clientWidth), height: 220 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, series]);
  return (
    <figure className="rounded-xl border border-line bg-card p-4">
      <figcaption className="mb-2 font-semibold text-ink">{title}</figcaption>
      <div ref={container} aria-hidden="true" />
    </figure>
  );
}
