import { describe, expect, it } from 'vitest';
import { LARGEST_CONFIGURATION } from '#bench/largest-configuration';
import { priceQuote } from '#core/pricing/price-quote';
import { defaultBook, makeSurface } from '#core/pricing/test-factories';
import { SURFACE_TYPES } from '#core/surface/surface-options';
import { surfaceConfigurationSchema, type SurfaceConfiguration } from '#core/surface/surface-schema';
import { uniformSurface } from './uniform-surface';

const SURFACES = [
  ['the largest configuration', surfaceConfigurationSchema.parse(LARGEST_CONFIGURATION)],
  ...SURFACE_TYPES.map((surfaceType) => [`a ${surfaceType} as it starts`, makeSurface({ surfaceType })] as const),
  ['an L-shaped countertop with its sections', makeSurface({ countertopLayout: 'l_shape', length1Mm: 1800, width1Mm: 600 })],
] as const;

describe('a surface as one object shape (ADR 037, fourteenth round)', () => {
  it('holds every field of the schema, in the schema’s order, whatever fields it was given', () => {
    const fields = Object.keys(surfaceConfigurationSchema.shape);
    for (const [, surface] of SURFACES) expect(Object.keys(uniformSurface(surface))).toEqual(fields);
  });

  it('copies each field from the field of the same name', () => {
    // A value of its own for every field, so two fields swapped or one read from another cannot pass.
    const probe = Object.fromEntries(Object.keys(surfaceConfigurationSchema.shape).map((field) => [field, Symbol(field)]));
    const uniform = uniformSurface(probe as unknown as SurfaceConfiguration) as unknown as Record<string, unknown>;
    for (const [field, value] of Object.entries(probe)) expect(uniform[field], field).toBe(value);
  });

  it.each(SURFACES)('holds the fields given and nothing else but undefined: %s', (_name, surface) => {
    const given = Object.entries(uniformSurface(surface)).filter((entry) => entry[1] !== undefined);
    expect(Object.fromEntries(given)).toStrictEqual(surface);
  });

  it('is priced to the cent as the surface it came from, one at a time and together', () => {
    const book = defaultBook();
    const surfaces = SURFACES.map(([, surface]) => surface);
    for (const surface of surfaces) {
      expect(priceQuote({ surfaces: [uniformSurface(surface)], delivery: 'shipping', insurance: true }, book)).toEqual(
        priceQuote({ surfaces: [surface], delivery: 'shipping', insurance: true }, book),
      );
    }
    const input = { delivery: 'shipping' as const, insurance: true, discountPercentage: 12.5 };
    expect(priceQuote({ ...input, surfaces: surfaces.map(uniformSurface) }, book)).toEqual(priceQuote({ ...input, surfaces }, book));
  });
});
