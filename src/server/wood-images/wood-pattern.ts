import type { Grain } from '#core/surface/surface-options';
import { between, createRandom, smoothstep, valueNoise, type Random } from './wood-noise';
import type { WoodPalette } from './wood-palettes';

/** An RGB image, 3 bytes per pixel, row by row. */
export interface RgbImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

export interface WoodPatternInput {
  palette: WoodPalette;
  grain: Grain;
  width: number;
  height: number;
  seed: number;
  /** Figure size relative to an 800 px image; defaults to the image's own size. */
  scale?: number;
}

/** Per-pixel inputs of the shared colouring step; reused to avoid an allocation per pixel. */
interface Sample {
  /** Position within the current growth ring, 0 = start of earlywood. */
  ring: number;
  /** Brightness of the current ring: neighbouring rings are never quite the same shade. */
  ringTone: number;
  tone: number;
  /** 0..1, pull towards the streak colour for the whole board, strip or block. */
  tint: number;
  /** 0..1, inside a knot. */
  knot: number;
  /** Distance in pixels to the nearest glue line. */
  seam: number;
}

interface Painter {
  palette: WoodPalette;
  grain: Grain;
  /** Pixels per 800 px, so figure keeps its size relative to the image. */
  scale: number;
  seeds: { fibre: number; pores: number; flecks: number; streaks: number; light: number };
  /** Slow-changing fields of the current row, sampled every COARSE_STEP pixels (see prepareRow). */
  coarse: { fade: Float32Array; streak: Float32Array; light: Float32Array };
  alongGrain: boolean;
  seamStrength: number;
  /** Where in a ring the darker band starts, and over how much of the ring it ramps in. */
  bandStart: number;
  bandRamp: number;
}

/*
 * Speed: fields that change over tens of pixels (lighting, colour streaks, how strongly ring
 * lines show) are evaluated every COARSE_STEP pixels per row and interpolated; only fine detail
 * (fibre, pores, ring position) is computed per pixel. An 800 × 800 card stays near 100 ms.
 */
const COARSE_STEP = 8;

function coarseRow(width: number): Float32Array {
  return new Float32Array(Math.ceil(width / COARSE_STEP) + 2);
}

function lerpCoarse(values: Float32Array, x: number): number {
  const position = x / COARSE_STEP;
  const index = position | 0;
  return values[index] + (values[index + 1] - values[index]) * (position - index);
}

function prepareRow(painter: Painter, y: number): void {
  const { palette, seeds, coarse } = painter;
  const alongGrain = painter.grain !== 'end';
  const ys = y / painter.scale;
  for (let index = 0; index < coarse.light.length; index += 1) {
    const xs = (index * COARSE_STEP) / painter.scale;
    // Ring lines fade in and out along their length, as real figure does.
    coarse.fade[index] = alongGrain ? 0.55 + 0.7 * valueNoise(xs * 0.006, ys * 0.09, seeds.light ^ 0x2f) : 1;
    coarse.streak[index] = alongGrain
      ? smoothstep(0.55, 0.85, valueNoise(xs * 0.0022, ys * 0.022, seeds.streaks)) * palette.streaks * 0.55
      : smoothstep(0.6, 0.9, valueNoise(xs * 0.01, ys * 0.01, seeds.streaks)) * palette.streaks * 0.35;
    coarse.light[index] = 0.94 + valueNoise(xs * 0.003, ys * 0.003, seeds.light) * 0.12;
  }
}

const SEAM_STRENGTH: Record<Grain, number> = { face: 0.22, edge: 0.14, end: 0.3 };

/** The per-pixel colouring shared by all three grains. */
function paintPixel(
  painter: Painter,
  pixels: Uint8ClampedArray,
  offset: number,
  x: number,
  y: number,
  sample: Sample,
): void {
  const palette = painter.palette;
  const seeds = painter.seeds;
  const coarse = painter.coarse;
  const alongGrain = painter.alongGrain;
  const xs = x / painter.scale;
  const ys = y / painter.scale;
  // Earlywood is light, darkens into the latewood band, then snaps back at the next ring.
  const ring = sample.ring;
  let band =
    ring <= painter.bandStart
      ? 0
      : ring >= painter.bandStart + painter.bandRamp
        ? 1
        : smoothstep(painter.bandStart, painter.bandStart + painter.bandRamp, ring);
  if (ring > 0.93) band *= 1 - smoothstep(0.93, 1, ring);
  const late = Math.min(1, band * palette.ringContrast * lerpCoarse(coarse.fade, x));
  let red = palette.base[0] + (palette.line[0] - palette.base[0]) * late;
  let green = palette.base[1] + (palette.line[1] - palette.base[1]) * late;
  let blue = palette.base[2] + (palette.line[2] - palette.base[2]) * late;

  if (palette.streaks > 0) {
    const streak = Math.max(lerpCoarse(coarse.streak, x), sample.tint);
    red += (palette.streak[0] - red) * streak;
    green += (palette.streak[1] - green) * streak;
    blue += (palette.streak[2] - blue) * streak;
  }

  let light = sample.tone * sample.ringTone * lerpCoarse(coarse.light, x);
  light *= alongGrain
    ? 1 +
      ((valueNoise(xs * 0.02, ys * 0.45, seeds.fibre) - 0.5) * 0.16 +
        (valueNoise(xs * 0.06, ys * 1.7, seeds.fibre ^ 0x9e37) - 0.5) * 0.12) *
        palette.fibre
    : 1 + (valueNoise(xs * 0.35, ys * 0.35, seeds.fibre) - 0.5) * 0.12 * palette.fibre;

  if (palette.pores > 0) {
    const pore = alongGrain
      ? valueNoise(xs * 0.09, ys * 0.85, seeds.pores)
      : valueNoise(xs * 0.42, ys * 0.42, seeds.pores);
    if (pore > 0.74) {
      // Ring-porous woods cluster pores in the earlywood; diffuse-porous ones scatter a few everywhere.
      const where = palette.pores > 0.4 ? 1 - smoothstep(0.12, 0.4, ring) : 0.5;
      light *= 1 - smoothstep(0.74, 0.86, pore) * where * palette.pores * 0.38;
    }
  }

  if (palette.flecks > 0) {
    // Ray fleck: small dark flecks on flat faces (beech), larger silvery flakes on quarter-sawn edges (oak).
    const onEdge = painter.grain === 'edge';
    const fleck = onEdge
      ? valueNoise(xs * 0.035, ys * 0.28, seeds.flecks)
      : valueNoise(xs * 0.11, ys * 0.55, seeds.flecks);
    if (fleck > 0.8) {
      const fleckMask = smoothstep(0.8, 0.9, fleck) * palette.flecks;
      light *= onEdge ? 1 + fleckMask * 0.12 : 1 - fleckMask * 0.14;
    }
  }

  if (sample.knot > 0) {
    // A knot: dark, resinous, with its own tight rings and a darker rim.
    const knotRings = 0.75 + 0.25 * Math.cos(sample.knot * 40);
    const weight = smoothstep(0, 0.25, sample.knot);
    red += (palette.line[0] * 0.7 * knotRings - red) * weight;
    green += (palette.line[1] * 0.62 * knotRings - green) * weight;
    blue += (palette.line[2] * 0.55 * knotRings - blue) * weight;
  }

  if (!alongGrain) {
    // End grain soaks up light and finish: darker and warmer than the same wood's face.
    light *= 0.88;
    blue *= 0.96;
  }

  const seam = sample.seam / painter.scale;
  if (seam < 1.3) light *= 1 - painter.seamStrength * (1 - smoothstep(0.2, 1.3, seam));
  pixels[offset] = red * light;
  pixels[offset + 1] = green * light;
  pixels[offset + 2] = blue * light;
}

function setRing(sample: Sample, index: number, irregularity: number, seed: number): void {
  // Uneven ring widths: drift the index by a slow function of itself, so each ring keeps its width.
  const drifted = index + (valueNoise(index * 0.35, 3.7, seed) - 0.5) * irregularity;
  const whole = Math.floor(drifted);
  sample.ring = drifted - whole;
  sample.ringTone = 0.95 + ((Math.imul(whole ^ seed, 0x9e3779b1) >>> 0) / 4294967296) * 0.1;
}

function toneFor(random: Random, palette: WoodPalette): number {
  return 1 + (random() - 0.5) * 2 * palette.toneSpread;
}

/** Some pieces lean towards the streak colour (heartwood, mineral stain); most don't. */
function tintFor(random: Random, palette: WoodPalette): number {
  return random() < 0.3 ? between(random, 0.15, 0.5) * palette.streaks : 0;
}

interface Knot {
  x: number;
  y: number;
  radius: number;
}

interface Board {
  top: number;
  bottom: number;
  pithY: number;
  pithX: number;
  depth: number;
  taper: number;
  spacing: number;
  tone: number;
  tint: number;
  knots: Knot[];
  seed: number;
}

/** Face grain: a few wide flat-sawn boards whose rings cut the surface as cathedral arches. */
function paintFace(painter: Painter, image: RgbImage, random: Random): void {
  const { width, height, pixels } = image;
  const { scale, palette } = painter;
  const boards: Board[] = [];
  for (let top = 0; top < height; ) {
    let boardHeight = between(random, 0.2, 0.32) * height;
    if (height - (top + boardHeight) < 0.1 * height) boardHeight = height - top;
    boards.push({
      top,
      bottom: top + boardHeight,
      pithY: top + boardHeight * between(random, -0.5, 1.5),
      pithX: between(random, -0.6, 1.6) * width,
      depth: between(random, 10, 90) * scale,
      taper: between(random, 0.05, 0.16),
      spacing: palette.ringSpacing * scale * between(random, 0.8, 1.3),
      tone: toneFor(random, palette),
      tint: tintFor(random, palette),
      knots: [],
      seed: Math.floor(random() * 0xffffffff),
    });
    top += boardHeight;
  }
  for (let knot = 0; knot < 4 && random() < palette.knots / (knot + 1.5); knot += 1) {
    const board = boards[Math.floor(random() * boards.length)];
    if (!board) continue;
    board.knots.push({
      x: random() * width,
      y: board.top + between(random, 0.25, 0.75) * (board.bottom - board.top),
      radius: between(random, 7, 16) * scale,
    });
  }
  const sample: Sample = { ring: 0, ringTone: 1, tone: 1, tint: 0, knot: 0, seam: 0 };
  const warp = coarseRow(width);
  let boardIndex = 0;
  for (let y = 0; y < height; y += 1) {
    while (boardIndex < boards.length - 1 && y >= (boards[boardIndex]?.bottom ?? 0)) boardIndex += 1;
    const board = boards[boardIndex];
    if (!board) continue;
    const seamY = Math.min(
      board.top === 0 ? Infinity : y + 0.5 - board.top,
      board.bottom >= height ? Infinity : board.bottom - y - 0.5,
    );
    const ys = y / scale;
    prepareRow(painter, y);
    for (let index = 0; index < warp.length; index += 1) {
      warp[index] = (valueNoise(((index * COARSE_STEP) / scale) * 0.0025, ys * 0.006, board.seed) - 0.5) * 60 * scale;
    }
    for (let x = 0; x < width; x += 1) {
      const xs = x / scale;
      const across =
        y - board.pithY + lerpCoarse(warp, x) + (valueNoise(xs * 0.02, ys * 0.05, board.seed ^ 0x51) - 0.5) * 5 * scale;
      const along = (x - board.pithX) * board.taper;
      const depth = Math.sqrt(board.depth * board.depth + along * along);
      let radius = Math.sqrt(across * across + depth * depth);
      sample.knot = 0;
      for (const knot of board.knots) {
        const kx = (x - knot.x) / (knot.radius * 1.5);
        const ky = (y - knot.y) / knot.radius;
        const reach = kx * kx + ky * ky;
        if (reach > 30) continue;
        // Rings swirl around a knot: bulge the ring distance, strongest right beside it.
        radius += knot.radius * 1.6 * Math.exp(-reach / 5);
        if (reach < 1) sample.knot = Math.max(sample.knot, 1 - Math.sqrt(reach));
      }
      setRing(sample, radius / board.spacing, 1.1, board.seed);
      sample.tone = board.tone;
      sample.tint = board.tint;
      sample.seam = seamY;
      paintPixel(painter, pixels, (y * width + x) * 3, x, y, sample);
    }
  }
}

interface Lamella {
  start: number;
  end: number;
  spacing: number;
  phase: number;
  slope: number;
  tone: number;
  tint: number;
  seed: number;
}

interface Strip {
  top: number;
  bottom: number;
  lamellas: Lamella[];
}

/** Edge grain: narrow glued strips on edge, each with tight straight rings and its own tone. */
function paintEdge(painter: Painter, image: RgbImage, random: Random): void {
  const { width, height, pixels } = image;
  const { scale, palette } = painter;
  const strips: Strip[] = [];
  for (let top = 0; top < height; ) {
    let stripHeight = between(random, 28, 46) * scale;
    if (height - (top + stripHeight) < 14 * scale) stripHeight = height - top;
    const lamellas: Lamella[] = [];
    // Staggered butt joints, as in a real finger- or butt-jointed stave worktop.
    for (let start = -between(random, 0, 0.9) * width; start < width; ) {
      const length = between(random, 1.3, 4) * width;
      lamellas.push({
        start,
        end: start + length,
        spacing: palette.ringSpacing * scale * between(random, 0.45, 0.8),
        phase: random(),
        slope: between(random, -0.012, 0.012),
        tone: toneFor(random, palette),
        tint: tintFor(random, palette),
        seed: Math.floor(random() * 0xffffffff),
      });
      start += length;
    }
    strips.push({ top, bottom: top + stripHeight, lamellas });
    top += stripHeight;
  }
  const sample: Sample = { ring: 0, ringTone: 1, tone: 1, tint: 0, knot: 0, seam: 0 };
  let stripIndex = 0;
  for (let y = 0; y < height; y += 1) {
    while (stripIndex < strips.length - 1 && y >= (strips[stripIndex]?.bottom ?? 0)) stripIndex += 1;
    const strip = strips[stripIndex];
    if (!strip) continue;
    const local = y + 0.5 - strip.top;
    prepareRow(painter, y);
    const seamY = Math.min(
      strip.top === 0 ? Infinity : local,
      strip.bottom >= height ? Infinity : strip.bottom - y - 0.5,
    );
    let lamellaIndex = 0;
    for (let x = 0; x < width; x += 1) {
      while (lamellaIndex < strip.lamellas.length - 1 && x >= (strip.lamellas[lamellaIndex]?.end ?? 0))
        lamellaIndex += 1;
      const lamella = strip.lamellas[lamellaIndex];
      if (!lamella) continue;
      const wobble =
        (valueNoise((x / scale) * 0.003, (y / scale) * 0.012, lamella.seed) - 0.5) * 8 * scale +
        lamella.slope * (x - lamella.start);
      setRing(sample, (local + wobble) / lamella.spacing + lamella.phase, 1.2, lamella.seed);
      sample.tone = lamella.tone;
      sample.tint = lamella.tint;
      const seamX = Math.min(x + 0.5 - lamella.start, lamella.end - x - 0.5);
      sample.seam = Math.min(seamY, seamX);
      paintPixel(painter, pixels, (y * width + x) * 3, x, y, sample);
    }
  }
}

interface Block {
  left: number;
  right: number;
  pithX: number;
  pithY: number;
  spacing: number;
  phase: number;
  /** Rings are rarely true circles: squash them along x by this factor. */
  stretch: number;
  tone: number;
  tint: number;
  seed: number;
}

/** End grain: a brick mosaic of blocks, each showing the growth rings around its own pith. */
function paintEnd(painter: Painter, image: RgbImage, random: Random): void {
  const { width, height, pixels } = image;
  const { scale, palette } = painter;
  const rows: { top: number; bottom: number; blocks: Block[] }[] = [];
  for (let top = 0; top < height; ) {
    let rowHeight = between(random, 64, 88) * scale;
    if (height - (top + rowHeight) < 30 * scale) rowHeight = height - top;
    const blocks: Block[] = [];
    for (let left = -between(random, 0.1, 0.9) * 110 * scale; left < width; ) {
      const blockWidth = between(random, 84, 130) * scale;
      const centreX = left + blockWidth / 2;
      const centreY = top + rowHeight / 2;
      const insideBlock = random() < 0.18;
      const angle = random() * Math.PI * 2;
      const reach = insideBlock
        ? between(random, 0, 0.25) * rowHeight
        : between(random, 0.55, 1.6) * Math.max(blockWidth, rowHeight);
      blocks.push({
        left,
        right: left + blockWidth,
        pithX: centreX + Math.cos(angle) * reach,
        pithY: centreY + Math.sin(angle) * reach,
        spacing: palette.ringSpacing * scale * between(random, 0.5, 0.9),
        phase: random(),
        stretch: between(random, 0.8, 1.2),
        tone: toneFor(random, palette) * between(random, 0.95, 1.05),
        tint: tintFor(random, palette),
        seed: Math.floor(random() * 0xffffffff),
      });
      left += blockWidth;
    }
    rows.push({ top, bottom: top + rowHeight, blocks });
    top += rowHeight;
  }
  const sample: Sample = { ring: 0, ringTone: 1, tone: 1, tint: 0, knot: 0, seam: 0 };
  let rowIndex = 0;
  for (let y = 0; y < height; y += 1) {
    while (rowIndex < rows.length - 1 && y >= (rows[rowIndex]?.bottom ?? 0)) rowIndex += 1;
    const row = rows[rowIndex];
    if (!row) continue;
    const seamY = Math.min(
      row.top === 0 ? Infinity : y + 0.5 - row.top,
      row.bottom >= height ? Infinity : row.bottom - y - 0.5,
    );
    prepareRow(painter, y);
    let blockIndex = 0;
    for (let x = 0; x < width; x += 1) {
      while (blockIndex < row.blocks.length - 1 && x >= (row.blocks[blockIndex]?.right ?? 0)) blockIndex += 1;
      const block = row.blocks[blockIndex];
      if (!block) continue;
      const dx = (x - block.pithX) * block.stretch;
      const dy = y - block.pithY;
      const warp = (valueNoise((x / scale) * 0.015, (y / scale) * 0.015, block.seed) - 0.5) * 12 * scale;
      setRing(sample, (Math.sqrt(dx * dx + dy * dy) + warp) / block.spacing + block.phase, 1, block.seed);
      sample.tone = block.tone;
      sample.tint = block.tint;
      sample.seam = Math.min(seamY, x + 0.5 - block.left, block.right - x - 0.5);
      paintPixel(painter, pixels, (y * width + x) * 3, x, y, sample);
    }
  }
}

export function paintWoodPattern(input: WoodPatternInput): RgbImage {
  const { width, height, grain, palette, seed } = input;
  const random = createRandom(seed);
  const image: RgbImage = { width, height, pixels: new Uint8ClampedArray(width * height * 3) };
  const painter: Painter = {
    palette,
    grain,
    scale: input.scale ?? Math.max(width, height) / 800,
    seeds: {
      fibre: Math.floor(random() * 0xffffffff),
      pores: Math.floor(random() * 0xffffffff),
      flecks: Math.floor(random() * 0xffffffff),
      streaks: Math.floor(random() * 0xffffffff),
      light: Math.floor(random() * 0xffffffff),
    },
    coarse: { fade: coarseRow(width), streak: coarseRow(width), light: coarseRow(width) },
    alongGrain: grain !== 'end',
    seamStrength: SEAM_STRENGTH[grain],
    bandStart: 0.93 - palette.bandWidth,
    bandRamp: Math.max(0.04, palette.bandWidth * palette.bandSoftness),
  };
  switch (grain) {
    case 'face':
      paintFace(painter, image, random);
      break;
    case 'edge':
      paintEdge(painter, image, random);
      break;
    case 'end':
      paintEnd(painter, image, random);
      break;
  }
  return image;
}
