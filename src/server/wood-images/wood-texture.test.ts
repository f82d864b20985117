import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderWoodTexture, type WoodTextureInput } from './wood-texture';

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

function input(overrides: Partial<WoodTextureInput> = {}): WoodTextureInput {
  return { speciesId: 'kiaat', grain: 'face', variant: 0, width: 240, height: 180, ...overrides };
}

describe('renderWoodTexture', () => {
  it.each(['face', 'edge', 'end'] as const)('renders a %s-grain JPEG of the requested size', async (grain) => {
    const jpeg = await renderWoodTexture(input({ grain }));
    expect(jpeg.subarray(0, 3)).toEqual(JPEG_MAGIC);
    const metadata = await sharp(jpeg).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 240, height: 180 });
  });

  it('is deterministic: the same input gives the same bytes', async () => {
    const first = await renderWoodTexture(input({ speciesId: 'walnut', grain: 'end' }));
    const second = await renderWoodTexture(input({ speciesId: 'walnut', grain: 'end' }));
    expect(first.equals(second)).toBe(true);
  });

  it('varies with species, grain and variant', async () => {
    const base = await renderWoodTexture(input());
    const others = await Promise.all([
      renderWoodTexture(input({ speciesId: 'wenge' })),
      renderWoodTexture(input({ grain: 'edge' })),
      renderWoodTexture(input({ variant: 1 })),
    ]);
    for (const other of others) expect(other.equals(base)).toBe(false);
  });

  it('draws the species colour: pine is much lighter than wenge', async () => {
    const brightness = async (speciesId: string) =>
      (await sharp(await renderWoodTexture(input({ speciesId }))).stats()).channels[0]?.mean ?? 0;
    expect(await brightness('pine')).toBeGreaterThan((await brightness('wenge')) + 100);
  });

  it('renders a 1200 × 800 lifestyle scene for gallery variants', async () => {
    const jpeg = await renderWoodTexture(input({ variant: 6, width: 1200, height: 800 }));
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
  });

  it('falls back to a generic palette for an unknown species', async () => {
    const jpeg = await renderWoodTexture(input({ speciesId: 'teak' }));
    expect(jpeg.subarray(0, 3)).toEqual(JPEG_MAGIC);
  });

  it.each([
    ['zero width', { width: 0 }],
    ['fractional height', { height: 10.5 }],
    ['huge size', { width: 10_000 }],
    ['negative variant', { variant: -1 }],
    ['variant past the gallery', { variant: 7 }],
  ])('rejects a %s', async (_label, overrides) => {
    await expect(renderWoodTexture(input(overrides))).rejects.toThrow(RangeError);
  });
});
