import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import type { PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import type { SpeciesGrainPrice } from '#core/pricing/price-book';
import { makeStaff, signInStaff } from './helpers/accounts';
import { currentPriceBook } from './helpers/price-book-edits';
import { describeEachDatabase } from './helpers/test-app';

const grain = (
  speciesId: string,
  kind: 'face' | 'edge' | 'end',
  rateCentsPerM3: number,
  overrides: Partial<SpeciesGrainPrice> = {},
): SpeciesGrainPrice => ({
  id: `${speciesId}_${kind}`,
  speciesId,
  grain: kind,
  rateCentsPerM3,
  densityKgPerM3: 610,
  available: true,
  ...overrides,
});

/** The current version plus one species, as the price-book screen's 'Add species' form posts it. */
function withSpecies(
  current: PriceBookVersionView,
  speciesId: string,
  grains: SpeciesGrainPrice[],
  name = 'Jacaranda',
) {
  return {
    version: current.version,
    reason: 'New wood from the supplier',
    species: [
      ...current.species,
      { speciesId, name, description: 'Pale pink-brown hardwood with a fine, even grain.', retired: false },
    ],
    book: {
      ...current.book,
      species: { ...current.book.species, ...Object.fromEntries(grains.map((entry) => [entry.id, entry])) },
    },
  };
}

describeEachDatabase('adding a species (PRICE-32)', (ctx) => {
  let owner: Record<string, string> = {};
  beforeAll(async () => {
    owner = { cookie: await signInStaff(ctx().app, await makeStaff(ctx().database.db, { role: 'owner' })) };
  });
  const save = (payload: unknown) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/admin/price-book',
      headers: owner,
      payload: payload as Record<string, unknown>,
    });

  it('adds a species with its grains as a new version; the picker, the engine and the images take it at once', async () => {
    const before = await currentPriceBook(ctx().app, owner);
    // Face R200,000 and edge R230,000 average R215,000: signature (PRICE-19).
    const response = await save(
      withSpecies(before, 'jacaranda', [
        grain('jacaranda', 'face', 20_000_000),
        grain('jacaranda', 'edge', 23_000_000),
      ]),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<{ data: PriceBookVersionView }>().data;
    expect(saved.version).toBe(before.version + 1);
    expect(saved.species.at(-1)).toMatchObject({ speciesId: 'jacaranda', name: 'Jacaranda', retired: false });

    const history = (
      await ctx().app.inject({ method: 'GET', url: '/api/admin/price-book/versions', headers: owner })
    ).json<{
      data: { version: number; changes: { field: string; after: unknown }[] }[];
    }>().data;
    expect(history[0]?.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'species.jacaranda.name', after: 'Jacaranda' }),
        expect.objectContaining({ field: 'book.species.jacaranda_face.rateCentsPerM3', after: 20_000_000 }),
      ]),
    );

    const picker = (await ctx().app.inject({ method: 'GET', url: '/api/wood-species' })).json<{
      data: WoodSpeciesSummary[];
    }>().data;
    const jacaranda = picker.find((species) => species.speciesId === 'jacaranda');
    expect(jacaranda).toMatchObject({
      name: 'Jacaranda',
      tierName: 'signature',
      grains: ['face', 'edge'],
      faceRate: 20_000_000,
    });
    // No profile written yet: the generic one (CONF-28); no photo yet: the generated texture.
    expect(jacaranda?.profile).toMatchObject({ speciesId: 'jacaranda', scientificName: 'Not yet recorded' });
    expect(jacaranda?.images.face?.imageUrl).toBe('/assets/woods/jacaranda_face.jpg');
    const texture = await ctx().app.inject({ method: 'GET', url: '/assets/woods/jacaranda_edge_thumb.jpg' });
    expect(texture.statusCode).toBe(200);
    expect(await sharp(texture.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 480, height: 360 });

    const priced = await ctx().app.inject({
      method: 'POST',
      url: '/api/pricing/quote',
      payload: {
        surfaces: [
          {
            surfaceType: 'table_top',
            woodSpecies: 'jacaranda_face',
            grainStyle: 'face',
            lengthMm: 1000,
            widthMm: 1000,
            thicknessMm: 32,
            finish: 'natural',
          },
        ],
        delivery: 'collect',
        insurance: false,
      },
    });
    expect(priced.statusCode).toBe(200);
    // 1 m × 1 m × 38 mm stock = 0.038 m³ × R200,000 = R7,600 of wood, plus the natural finish (free).
    expect(priced.json<{ data: { totalCents: number } }>().data.totalCents).toBe(760_000);
  });

  it('refuses a species whose id is taken, that offers no grain, or whose rate is not money, naming the field', async () => {
    const current = await currentPriceBook(ctx().app, owner);
    const duplicate = await save(withSpecies(current, 'kiaat', [grain('kiaat', 'face', 20_000_000)], 'Kiaat again'));
    expect(duplicate.statusCode).toBe(400);
    expect(JSON.stringify(duplicate.json())).toContain('kiaat is listed twice');

    const noGrain = await save(
      withSpecies(current, 'tambotie', [grain('tambotie', 'face', 20_000_000, { available: false })], 'Tambotie'),
    );
    expect(noGrain.statusCode).toBe(400);

    const badRate = await save(withSpecies(current, 'marula', [grain('marula', 'face', 12.5)], 'Marula'));
    expect(badRate.statusCode).toBe(400);
    expect(badRate.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      'book.species.marula_face.rateCentsPerM3': 'Rate must be whole cents',
    });

    const badId = await save(withSpecies(current, 'Bad Id', [grain('Bad Id', 'face', 20_000_000)], 'Bad'));
    expect(badId.statusCode).toBe(400);
    expect((await currentPriceBook(ctx().app, owner)).version).toBe(current.version);
  });
});
