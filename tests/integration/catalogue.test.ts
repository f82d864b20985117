import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { DEFAULT_SPECIES } from '#core/catalogue/default-price-book';
import type { WoodSpeciesRecord, WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import { describeEachDatabase } from './helpers/test-app';

describeEachDatabase('catalogue API', (ctx) => {
  it('lists one record per species and grain in PRICE-27 shape', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/pricing/wood-species' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: WoodSpeciesRecord[] }>();
    expect(body.success).toBe(true);
    const expectedCount = DEFAULT_SPECIES.reduce((sum, s) => sum + s.grains.length, 0);
    expect(body.data).toHaveLength(expectedCount);
    const kiaatEdge = body.data.find((record) => record.id === 'kiaat_edge');
    expect(kiaatEdge).toMatchObject({
      speciesId: 'kiaat',
      name: 'Kiaat - Edge Grain',
      grain_type: 'Edge',
      // R190,000 × 1.15 per m³, in cents.
      baseRate: 21_850_000,
      tierName: 'signature',
      available: true,
      imageUrl: '/assets/woods/kiaat_edge.jpg',
      density: 650,
    });
    expect(body.data.find((record) => record.id === 'walnut_edge')).toBeUndefined();
  });

  it('compresses JSON for clients that accept it', async () => {
    const plain = await ctx().app.inject({ method: 'GET', url: '/api/wood-species' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await ctx().app.inject({
      method: 'GET',
      url: '/api/wood-species',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('places species in tiers by the average rate of their grains', async () => {
    const body = (await ctx().app.inject({ method: 'GET', url: '/api/wood-species' })).json<{
      data: WoodSpeciesSummary[];
    }>();
    const tierOf = (id: string) => body.data.find((s) => s.speciesId === id)?.tierName;
    expect(body.data).toHaveLength(16);
    expect(tierOf('pine')).toBe('essential');
    expect(tierOf('yellow_wood')).toBe('heritage');
    expect(tierOf('walnut')).toBe('heritage');
    expect(body.data.every((s) => s.profile.scientificName.length > 0)).toBe(true);
  });

  it('serves edge profiles, modifiers, surface types and the price book', async () => {
    const get = async (url: string) =>
      (await ctx().app.inject({ method: 'GET', url })).json<{ success: boolean; data: unknown[] }>();
    const edges = await get('/api/pricing/edge-profiles');
    expect(edges.data).toContainEqual(
      expect.objectContaining({ id: 'pencil', badge: 'Our Standard Option', additionalCost: 0 }),
    );
    const modifiers = await get('/api/pricing/modifiers');
    expect(modifiers.data).toContainEqual(
      expect.objectContaining({ type: 'finish', value: 'gloss', additionalCost: 32_000 }),
    );
    expect(modifiers.data).toContainEqual(
      expect.objectContaining({ type: 'cutout', value: 'tap_hole', additionalCost: 50_000 }),
    );
    expect(modifiers.data).toContainEqual(expect.objectContaining({ type: 'cable_hole', additionalCost: 25_000 }));
    const types = await get('/api/pricing/surface-types');
    expect(types.data).toHaveLength(5);
    const book = (await ctx().app.inject({ method: 'GET', url: '/api/pricing/price-book' })).json<{
      data: { bracketCents: number };
    }>();
    expect(book.data.bracketCents).toBe(15_000);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: { code: 'not_found', message: 'Not found' } });
  });
});
