import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { makeDrawingSurface as makeSurface } from '#core/drawing/make-drawing-surface';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { drawingHeight, drawSurface } from './draw-surface';
import { mm } from './pdf-page';

async function render(surfaces: SurfaceConfiguration[], box = { width: 515, height: 180 }): Promise<string> {
  // Uncompressed so the test can read the drawn labels in the content stream.
  const doc = new PDFDocument({ size: 'A4', margin: 40, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  surfaces.forEach((surface, i) => drawSurface(doc, surface, { x: 40, y: 40 + i * (box.height + 10), ...box }));
  doc.end();
  await done;
  return Buffer.concat(chunks).toString('latin1');
}

/** pdfkit writes standard-font text as hex strings of WinAnsi codes. */
const hex = (text: string) => Buffer.from(text, 'latin1').toString('hex');

describe('drawSurface', () => {
  it.each([
    {
      name: 'l_shape right_l',
      surface: makeSurface({
        countertopLayout: 'l_shape',
        lShapeOrientation: 'right_l',
        length1Mm: 1800,
        width1Mm: 650,
        cutouts: ['single_sink', 'tap_hole'],
        hasBacksplash: true,
        waterfallEdge: 'single',
      }),
      labels: ['3000 mm', '600 mm', '1800 mm', '650 mm'],
    },
    {
      name: 'g_shape',
      surface: makeSurface({
        countertopLayout: 'g_shape',
        length1Mm: 2000,
        width1Mm: 600,
        length2Mm: 1800,
        width2Mm: 600,
        length3Mm: 1500,
        width3Mm: 900,
      }),
      labels: ['2000 mm', '1800 mm', '1500 mm', '900 mm'],
    },
    {
      name: 'galley',
      surface: makeSurface({ countertopLayout: 'galley', length1Mm: 2400, width1Mm: 500 }),
      labels: ['2400 mm', '500 mm'],
    },
    {
      name: 'round table',
      surface: makeSurface({ surfaceType: 'table_top', tableShape: 'round', lengthMm: 1200 }),
      labels: ['1200 mm'],
    },
    {
      name: 'desk with a cable hole',
      surface: makeSurface({
        surfaceType: 'desk_top',
        lengthMm: 1500,
        widthMm: 750,
        hasCableHole: true,
        cableHolePosition: 'left',
      }),
      labels: ['1500 mm', '750 mm'],
    },
  ])('$name: a one-page PDF carrying every dimension label', async ({ surface, labels }) => {
    const pdf = await render([surface]);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
    for (const text of labels) expect(pdf).toContain(`<${hex(text)}>`);
  });

  it('several drawings on one page keep to that page', async () => {
    const pdf = await render([
      makeSurface({ countertopLayout: 'u_shape', length1Mm: 1500, width1Mm: 600, length2Mm: 2000, width2Mm: 700 }),
      makeSurface({ surfaceType: 'table_top', tableShape: 'oval', lengthMm: 2000, widthMm: 1000 }),
      makeSurface({ surfaceType: 'stair_tread', lengthMm: 1200, widthMm: 300, thicknessMm: 44 }),
    ]);
    expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  });

  it.each([
    [
      'l_shape',
      makeSurface({
        countertopLayout: 'l_shape',
        length1Mm: 1800,
        width1Mm: 600,
        hasBacksplash: true,
        waterfallEdge: 'double',
      }),
    ],
    [
      'u_shape',
      makeSurface({ countertopLayout: 'u_shape', length1Mm: 1500, width1Mm: 600, length2Mm: 2000, width2Mm: 700 }),
    ],
    [
      'g_shape',
      makeSurface({
        countertopLayout: 'g_shape',
        length1Mm: 2000,
        width1Mm: 600,
        length2Mm: 1800,
        width2Mm: 600,
        length3Mm: 1500,
        width3Mm: 900,
      }),
    ],
  ])('%s: in a quote item’s 68 × 36 mm box every label is at least 7 pt (ADR 013)', async (_name, surface) => {
    const pdf = await render([surface], { width: mm(68), height: mm(36) });
    const sizes = [...pdf.matchAll(/\/F\d+ ([\d.]+) Tf/g)].map((match) => Number(match[1]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(7);
  });

  it.each([
    [
      'l_shape',
      makeSurface({
        countertopLayout: 'l_shape',
        length1Mm: 1800,
        width1Mm: 600,
        hasBacksplash: true,
        waterfallEdge: 'double',
      }),
    ],
    [
      'u_shape',
      makeSurface({
        countertopLayout: 'u_shape',
        lengthMm: 3200,
        length1Mm: 1500,
        width1Mm: 600,
        length2Mm: 1500,
        width2Mm: 600,
        hasBacksplash: true,
      }),
    ],
    [
      'g_shape',
      makeSurface({
        countertopLayout: 'g_shape',
        length1Mm: 2000,
        width1Mm: 600,
        length2Mm: 1800,
        width2Mm: 600,
        length3Mm: 1500,
        width3Mm: 900,
        waterfallEdge: 'single',
      }),
    ],
    [
      'g_shape as first reported unreadable',
      makeSurface({
        countertopLayout: 'g_shape',
        length1Mm: 1800,
        width1Mm: 600,
        length2Mm: 1800,
        width2Mm: 600,
        length3Mm: 1200,
        width3Mm: 600,
      }),
    ],
  ])(
    '%s: as printed in a quote card, every label reads at 7 pt or more and none lies on another (ADR 013)',
    async (_name, surface) => {
      const width = mm(68);
      const height = drawingHeight(surface, width, { preferred: mm(36), max: mm(56) });
      const labels = await printedLabels(await render([surface], { width, height }));
      expect(labels.length).toBeGreaterThanOrEqual(4);
      for (const label of labels) expect(label.sizePt, label.text).toBeGreaterThanOrEqual(6.99);
      labels.forEach((label, i) => {
        for (const other of labels.slice(i + 1))
          expect(overlap(label, other), `${label.text} on ${other.text}`).toBe(false);
      });
    },
  );

  it('draws nothing while the sizes are blank', async () => {
    const pdf = await render([makeSurface({ lengthMm: Number.NaN })]);
    expect(pdf).not.toContain(`<${hex('600 mm')}>`);
  });
});

const run = promisify(execFile);
/** Helvetica's ascender less its descender: poppler's word box is this many font sizes thick. */
const WORD_BOX_EM = 0.925;

interface PrintedLabel {
  text: string;
  sizePt: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Each 'NNNN mm' label as poppler reads it off the page: its box and its font size. */
async function printedLabels(pdf: string): Promise<PrintedLabel[]> {
  const dir = await mkdtemp(join(tmpdir(), 'draw-surface-'));
  try {
    const file = join(dir, 'drawing.pdf');
    await writeFile(file, Buffer.from(pdf, 'latin1'));
    const { stdout } = await run('pdftotext', ['-bbox', file, '-']);
    const words = [
      ...stdout.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g),
    ].map((m) => ({
      xMin: Number(m[1]),
      yMin: Number(m[2]),
      xMax: Number(m[3]),
      yMax: Number(m[4]),
      text: m[5] ?? '',
    }));
    return words.flatMap((word, i) => {
      const unit = words[i + 1];
      if (!/^\d+$/.test(word.text) || unit?.text !== 'mm') return [];
      const vertical = word.yMax - word.yMin > word.xMax - word.xMin;
      const thickness = vertical ? word.xMax - word.xMin : word.yMax - word.yMin;
      return [
        {
          text: `${word.text} mm`,
          sizePt: thickness / WORD_BOX_EM,
          xMin: Math.min(word.xMin, unit.xMin),
          yMin: Math.min(word.yMin, unit.yMin),
          xMax: Math.max(word.xMax, unit.xMax),
          yMax: Math.max(word.yMax, unit.yMax),
        },
      ];
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const overlap = (a: PrintedLabel, b: PrintedLabel) =>
  a.xMin < b.xMax && b.xMin < a.xMax && a.yMin < b.yMax && b.yMin < a.yMax;
