import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import sharp from 'sharp';

const run = promisify(execFile);

/** 72 dpi: one pixel per PDF point, so pdfkit's coordinates and poppler's word boxes read as pixels. */
export const RASTER_DPI = 72;

export type Rgb = readonly [number, number, number];

export interface Box {
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface Raster {
  width: number;
  height: number;
  rgb(x: number, y: number): Rgb;
  /** Every pixel whose colour passes the test, as [x, y]. */
  pixels(test: (rgb: Rgb) => boolean): [number, number][];
}

/** '#1e7b34' → [30, 123, 52]. */
export function hexToRgb(hex: string): Rgb {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) throw new Error(`Not a #rrggbb colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** Each channel within `tolerance` of the colour. */
export const near =
  (colour: Rgb, tolerance = 8) =>
  (rgb: Rgb) =>
    rgb.every((channel, i) => Math.abs(channel - (colour[i] ?? -999)) <= tolerance);

/**
 * One page rendered by poppler without anti-aliasing, so every pixel carries exactly the
 * colour pdfkit filled it with (no blend with the white page at glyph edges).
 */
export async function rasterisePage(pdfFile: string, outBase: string, page = 1): Promise<Raster> {
  const p = String(page);
  await run('pdftoppm', [
    '-png',
    '-r',
    String(RASTER_DPI),
    '-aa',
    'no',
    '-aaVector',
    'no',
    '-f',
    p,
    '-l',
    p,
    '-singlefile',
    pdfFile,
    outBase,
  ]);
  const { data, info } = await sharp(`${outBase}.png`).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  const rgb = (x: number, y: number): Rgb => {
    const i = (y * width + x) * channels;
    return [data[i] ?? -1, data[i + 1] ?? -1, data[i + 2] ?? -1];
  };
  return {
    width,
    height,
    rgb,
    pixels(test) {
      const found: [number, number][] = [];
      for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) if (test(rgb(x, y))) found.push([x, y]);
      return found;
    },
  };
}

/** The smallest box holding every pixel given (inclusive pixel coordinates). */
export function boundsOf(pixels: readonly [number, number][]): Box {
  const xs = pixels.map(([x]) => x);
  const ys = pixels.map(([, y]) => y);
  return { xMin: Math.min(...xs), yMin: Math.min(...ys), xMax: Math.max(...xs), yMax: Math.max(...ys) };
}

/** Poppler's words on one page with their boxes, in points (= pixels at RASTER_DPI). */
export async function wordBoxes(pdfFile: string, page = 1): Promise<(Box & { text: string })[]> {
  const p = String(page);
  const { stdout } = await run('pdftotext', ['-bbox', '-f', p, '-l', p, pdfFile, '-']);
  return [
    ...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
  ].map((m) => ({
    xMin: Number(m[1]),
    yMin: Number(m[2]),
    xMax: Number(m[3]),
    yMax: Number(m[4]),
    text: m[5] ?? '',
  }));
}

/** Whether the pixel lies inside the box, grown by `slack` pixels on every side. */
export const inside = (box: Box, [x, y]: readonly [number, number], slack = 0) =>
  x >= box.xMin - slack && x <= box.xMax + slack && y >= box.yMin - slack && y <= box.yMax + slack;

/** Whether two boxes share any area (touching edges do not count). */
export const boxesOverlap = (a: Box, b: Box) =>
  a.xMin < b.xMax && b.xMin < a.xMax && a.yMin < b.yMax && b.yMin < a.yMax;
