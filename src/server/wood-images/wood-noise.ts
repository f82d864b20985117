/** Deterministic randomness for generated wood images: the same input must give the same bytes. */

export type Random = () => number;

/** FNV-1a, so a texture's seed follows from its species, grain and variant alone. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for picking board widths and colours. */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random();
}

// One fixed lattice shared by every texture, built once from a fixed seed; a texture's own
// seed only shifts where it reads, so lookups stay cheap and output stays deterministic.
// Rows carry one extra column and there is one extra row (copies of the first), so a lookup
// never needs to wrap its +1 neighbours; that keeps this function small enough to inline.
const LATTICE_SIZE = 1024;
const LATTICE_MASK = LATTICE_SIZE - 1;
const LATTICE_STRIDE = LATTICE_SIZE + 1;
const LATTICE = (() => {
  const random = createRandom(0x9e3779b9);
  const core = new Float32Array(LATTICE_SIZE * LATTICE_SIZE);
  for (let index = 0; index < core.length; index += 1) core[index] = random();
  const padded = new Float32Array(LATTICE_STRIDE * LATTICE_STRIDE);
  for (let row = 0; row < LATTICE_STRIDE; row += 1) {
    for (let column = 0; column < LATTICE_STRIDE; column += 1) {
      padded[row * LATTICE_STRIDE + column] = core[(row & LATTICE_MASK) * LATTICE_SIZE + (column & LATTICE_MASK)];
    }
  }
  return padded;
})();

/** Smooth value noise in [0, 1]. */
export function valueNoise(x: number, y: number, seed: number): number {
  const shiftedX = x + (seed & 0xffff) * 0.0137;
  const shiftedY = y + (seed >>> 16) * 0.0137;
  const xFloor = Math.floor(shiftedX);
  const yFloor = Math.floor(shiftedY);
  const xFrac = shiftedX - xFloor;
  const yFrac = shiftedY - yFloor;
  const u = xFrac * xFrac * (3 - 2 * xFrac);
  const index = (yFloor & LATTICE_MASK) * LATTICE_STRIDE + (xFloor & LATTICE_MASK);
  const top = LATTICE[index] + (LATTICE[index + 1] - LATTICE[index]) * u;
  const bottom =
    LATTICE[index + LATTICE_STRIDE] + (LATTICE[index + LATTICE_STRIDE + 1] - LATTICE[index + LATTICE_STRIDE]) * u;
  return top + (bottom - top) * yFrac * yFrac * (3 - 2 * yFrac);
}

export function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}
