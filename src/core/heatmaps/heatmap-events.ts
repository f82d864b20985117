/**
 * Click heatmaps (ANALYTICS-20, ADR 014). A click is kept relative to the named element it
 * landed in (`data-hm` in the React code), so the same click means the same spot on a
 * phone and on a desktop however the layout reflows; clicks on nothing named fall back to
 * the page (x as a share of the width, y in document pixels on a 16 px grid).
 */
export const WIDTH_BUCKETS = ['phone', 'tablet', 'desktop'] as const;
export type WidthBucket = (typeof WIDTH_BUCKETS)[number];

/** The width the Heatmaps tab renders each bucket's preview at. */
export const PREVIEW_WIDTHS: Record<WidthBucket, number> = { phone: 390, tablet: 820, desktop: 1280 };

export function widthBucketOf(viewportWidth: number): WidthBucket {
  if (viewportWidth < 768) return 'phone';
  if (viewportWidth < 1024) return 'tablet';
  return 'desktop';
}

export const PAGE_GRID_PX = 16;
/** The longest page a page-level click may be on; anything lower is not a real click. */
export const MAX_PAGE_Y_PX = 50_000;
/** Summaries count clicks in a 20 × 20 grid over an element (and 20 columns over the page). */
export const CELLS_PER_SIDE = 20;

/** A position inside a box as hundredths, clamped to the box (a border pixel can give 1.001). */
export function toHundredths(offset: number, size: number): number {
  if (!(size > 0) || !Number.isFinite(offset)) return 0;
  return Math.min(100, Math.max(0, Math.round((offset / size) * 100)));
}

/** Document y on the 16 px grid. */
export function toPageGrid(documentY: number): number {
  const snapped = Math.round(Math.max(0, documentY) / PAGE_GRID_PX) * PAGE_GRID_PX;
  return Math.min(MAX_PAGE_Y_PX, snapped);
}

/** The summary cell (0–19) of a position in hundredths. */
export function cellOf(hundredths: number): number {
  return Math.min(CELLS_PER_SIDE - 1, Math.max(0, Math.floor((hundredths * CELLS_PER_SIDE) / 100)));
}

/** The centre of a cell as a share of the box (0–1). */
export function cellCentre(cell: number): number {
  return (cell + 0.5) / CELLS_PER_SIDE;
}

export const RAGE_WINDOW_MS = 1000;
export const RAGE_CLICKS = 3;

/**
 * Rage clicks: three or more clicks on one element within a second. Answers true once per
 * burst, on the click that makes it three, so a burst of eight counts as one rage click.
 */
export function createRageDetector(windowMs = RAGE_WINDOW_MS, threshold = RAGE_CLICKS) {
  const bursts = new Map<string, { times: number[]; flagged: boolean }>();
  return (key: string, atMs: number): boolean => {
    const burst = bursts.get(key) ?? { times: [], flagged: false };
    const last = burst.times[burst.times.length - 1];
    if (last === undefined || atMs - last > windowMs) burst.flagged = false;
    burst.times = [...burst.times.filter((time) => atMs - time < windowMs), atMs];
    bursts.set(key, burst);
    if (burst.flagged || burst.times.length < threshold) return false;
    burst.flagged = true;
    return true;
  };
}

/** A `data-hm` name: `wood:kiaat`, `dimension:lengthMm`, `add-to-quote`. */
export const ELEMENT_NAME = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,79}$/;

/** Bounds of one beacon (ADR 014, ADR 021): the tracker sends at 50 clicks, so 100 leaves room and no more. */
export { MAX_CLICKS_PER_BEACON, MAX_SCROLL_DEPTHS_PER_BEACON } from '../tracking/beacon-limits';

/** One click as the tracker sends it (checked by `heatmapClickSchema`, heatmap-schemas.ts). */
export interface HeatmapClick {
  /** What the visitor was looking at: a configurator step (`data-hm-view`). */
  view: string;
  width: WidthBucket;
  /** The `data-hm` name, or null for a click on nothing named (page-level). */
  element: string | null;
  /** Hundredths of the element's width, or of the page's. */
  x: number;
  /** Hundredths of the element's height, or document pixels on the 16 px grid for the page. */
  y: number;
  rage?: boolean;
  at?: string;
}

/** How far down the page the bottom of the viewport got, in hundredths of the page. */
export interface ScrollDepth {
  view: string;
  width: WidthBucket;
  depth: number;
  at?: string;
}

export type { HeatmapData } from './heatmap-schemas';
