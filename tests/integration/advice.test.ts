import { beforeAll, expect, it } from 'vitest';
import type { SpeciesFigures } from '#core/advice/species-figures';
import { makeStaff, signInStaff } from './helpers/accounts';
import { pdfText } from './helpers/pdf-text';
import { currentPriceBook } from './helpers/price-book-edits';
import { makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

const desk = { surfaceType: 'desk_top', woodSpecies: 'kiaat_face', lengthMm: 1500, widthMm: 700, thicknessMm: 32 };

describeEachDatabase('POST /api/advice', (ctx) => {
  const post = (payload: unknown) =>
    ctx().app.inject({ method: 'POST', url: '/api/advice', payload: payload as object });

  it('answers the sag, the movement and the source of every figure, without a session', async () => {
    const response = await post({ surface: desk, spanMm: 1500, region: 'cape_temperate' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      success: boolean;
      data: {
        sag: Record<string, unknown>;
        movement: Record<string, unknown>;
        sources: { figure: string; source: string }[];
      };
    }>();
    expect(body.success).toBe(true);
    // The reply as CONF-39 to CONF-41 name it; the span, width, region name and plain words ride along.
    expect(Object.keys(body.data).sort()).toEqual(['movement', 'sag', 'sources']);
    expect(Object.keys(body.data.sag).sort()).toEqual(['limitMm', 'mm', 'passes', 'spanMm', 'suggestion']);
    expect(Object.keys(body.data.movement).sort()).toEqual([
      'highMoisturePercent',
      'lowMoisturePercent',
      'mm',
      'region',
      'regionName',
      'suggestion',
      'widthMm',
    ]);
    // 2 × 5 × 0.001 × 1500⁴ / (32 × 8410 × 32³) = 5.74 mm against 1500 / 360 = 4.17 mm.
    expect(body.data.sag).toMatchObject({ mm: 5.74, limitMm: 4.17, spanMm: 1500, passes: false });
    expect(body.data.sag.suggestion).toContain('choose 44 mm');
    // Kiaat has no published coefficient per % moisture: the product says so.
    expect(body.data.movement).toMatchObject({
      mm: null,
      region: 'cape_temperate',
      lowMoisturePercent: 6,
      highMoisturePercent: 10,
    });
    expect(body.data.movement.suggestion).toContain('No published figure');
    expect(body.data.sources.map((line) => line.source).join(' ')).toContain('Chudnoff');
  });

  it('has no sag for a countertop and moves a maple top by the Wood Handbook coefficient', async () => {
    const response = await post({
      surface: {
        surfaceType: 'countertop',
        countertopLayout: 'single_wall',
        woodSpecies: 'maple_face',
        lengthMm: 2400,
        widthMm: 600,
        thicknessMm: 32,
      },
    });
    const body = response.json<{ data: { sag: unknown; movement: { mm: number; region: string } } }>();
    expect(body.data.sag).toBeNull();
    // 600 × 0.00353 × (13 − 8) = 10.59 mm in the workshop's own region.
    expect(body.data.movement).toMatchObject({ mm: 10.59, region: 'lowveld_subtropical_coast' });
  });

  it('names each bad field with a 400, never a 500', async () => {
    const response = await post({ surface: { ...desk, lengthMm: 50 }, spanMm: 20, region: 'mars' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ error: { code: string; fields: Record<string, string> } }>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toMatchObject({
      'surface.lengthMm': 'Length must be at least 100 mm',
      spanMm: 'Span must be at least 100 mm',
      region: expect.any(String),
    });
    const malformed = await ctx().app.inject({
      method: 'POST',
      url: '/api/advice',
      payload: '{"surface":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });
});

interface AdviceData {
  sag: { mm: number | null; spanMm: number; passes: boolean | null; suggestion: string } | null;
  movement: { mm: number | null; region: string; suggestion: string } | null;
  sources: { figure: string; source: string }[];
}
interface QuoteData {
  token: string;
  totalCents: number;
  adviceRegion: string | null;
  lines: { surface: Record<string, unknown>; advice: AdviceData; price: { lineTotalCents: number } }[];
}

const walnutDesk = {
  surfaceType: 'desk_top',
  woodSpecies: 'walnut_face',
  grainStyle: 'face',
  lengthMm: 1600,
  widthMm: 700,
  thicknessMm: 32,
};

describeEachDatabase('advice that travels with a quote (ADR 023)', (ctx) => {
  const saveQuote = async (overrides: Record<string, unknown>) => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest(overrides),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: QuoteData }>().data;
  };

  it('keeps the span and region the customer chose: the quote page and the PDF advise for them, at the same price', async () => {
    const quote = await saveQuote({
      surfaces: [{ ...walnutDesk, supportSpanMm: 800 }],
      adviceRegion: 'highveld_dry_interior',
    });
    const plain = await saveQuote({ surfaces: [walnutDesk] });
    // Advice only: the price is the same with or without it.
    expect(quote.totalCents).toBe(plain.totalCents);
    expect(quote.lines[0]?.price.lineTotalCents).toBe(plain.lines[0]?.price.lineTotalCents);

    const stored = (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).json<{
      data: QuoteData;
    }>().data;
    expect(stored.adviceRegion).toBe('highveld_dry_interior');
    expect(stored.lines[0]?.surface.supportSpanMm).toBe(800);
    const advice = stored.lines[0]?.advice;
    // 2 × 5 × 0.001 × 800⁴ / (32 × 11,600 × 32³) = 0.34 mm over 800 mm, where 1,600 mm would sag 5.39 mm.
    expect(advice?.sag).toMatchObject({ mm: 0.34, spanMm: 800, passes: true });
    // 700 × 0.00274 × (9 − 4) = 9.59 mm in the dry interior, not the workshop's 8–13 %.
    expect(advice?.movement).toMatchObject({ mm: 9.59, region: 'highveld_dry_interior' });
    const defaults = (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${plain.token}` })).json<{
      data: QuoteData;
    }>().data;
    expect(defaults.adviceRegion).toBeNull();
    expect(defaults.lines[0]?.advice.sag).toMatchObject({ mm: 5.39, spanMm: 1600, passes: false });
    expect(defaults.lines[0]?.advice.movement).toMatchObject({ mm: 9.59, region: 'lowveld_subtropical_coast' });

    const pdf = await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}/pdf` });
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('About 0.3 mm under a full desk load: not visible');
    expect(text).toContain('Span between supports: 800 mm');
    expect(text).toContain('Expect about 9.6 mm across 700 mm');
    expect(text).toContain('Indoors in Highveld and dry interior');
    const plainText = pdfText(
      (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${plain.token}/pdf` })).rawPayload,
    ).replace(/\s+/g, ' ');
    expect(plainText).toContain('About 5.4 mm under a full desk load: visible');
    expect(plainText).toContain('Indoors in Lowveld and subtropical coast');
  });

  it('refuses a span or region out of range with a 400 naming the field', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/quotes',
      payload: makeQuoteRequest({ surfaces: [{ ...walnutDesk, supportSpanMm: 20 }], adviceRegion: 'mars' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      'surfaces.0.supportSpanMm': 'Span between supports must be at least 100 mm',
      adviceRegion: expect.any(String),
    });
  });
});

describeEachDatabase('species figures staff keep in the price book (CONF-41)', (ctx) => {
  let owner: Record<string, string> = {};
  beforeAll(async () => {
    owner = {
      cookie: await signInStaff(
        ctx().app,
        await makeStaff(ctx().database.db, { role: 'owner', name: 'Olwethu Owner' }),
      ),
    };
  });
  const withWalnutFigures = async (figures: Partial<Record<keyof SpeciesFigures, unknown>>) => {
    const current = await currentPriceBook(ctx().app, owner);
    const species = current.species.map((entry) =>
      entry.speciesId === 'walnut' ? { ...entry, figures: { ...entry.figures, ...figures } } : entry,
    );
    return { version: current.version, reason: 'Checked figures', species, book: current.book };
  };
  const save = (payload: unknown) =>
    ctx().app.inject({
      method: 'POST',
      url: '/api/admin/price-book',
      headers: owner,
      payload: payload as Record<string, unknown>,
    });
  const advise = async () =>
    (await ctx().app.inject({ method: 'POST', url: '/api/advice', payload: { surface: walnutDesk } })).json<{
      data: AdviceData;
    }>().data;

  it('shows staff the core figures with their sources until they edit them', async () => {
    const current = await currentPriceBook(ctx().app, owner);
    const walnut = current.species.find((entry) => entry.speciesId === 'walnut');
    expect(walnut?.figures?.modulusOfElasticityMpa).toMatchObject({
      value: 11_600,
      source: expect.stringContaining('Wood Handbook'),
    });
    expect(current.species.find((entry) => entry.speciesId === 'pine')?.figures).toEqual({
      modulusOfElasticityMpa: null,
      tangentialPerPercent: null,
      radialPerPercent: null,
    });
  });

  it('advises with the figure staff saved and cites its new source; a quote keeps the figures it was saved with', async () => {
    const edited = await save(
      await withWalnutFigures({
        modulusOfElasticityMpa: { value: 9_000, source: 'Workshop bending test, 2026, sheet 4' },
      }),
    );
    expect(edited.statusCode).toBe(200);
    const advice = await advise();
    // 2 × 5 × 0.001 × 1600⁴ / (32 × 9,000 × 32³) = 6.94 mm.
    expect(advice.sag?.mm).toBe(6.94);
    expect(advice.sources).toContainEqual({
      figure: 'Walnut: modulus of elasticity 9,000 MPa at 12 % moisture',
      source: 'Workshop bending test, 2026, sheet 4',
    });
    const figures = (await ctx().app.inject({ method: 'GET', url: '/api/advice/figures' })).json<{
      data: Record<string, SpeciesFigures>;
    }>().data;
    expect(figures.walnut?.modulusOfElasticityMpa?.value).toBe(9_000);
    const history = (
      await ctx().app.inject({ method: 'GET', url: '/api/admin/price-book/versions', headers: owner })
    ).json<{
      data: { changes: { field: string; before: unknown; after: unknown }[] }[];
    }>().data;
    expect(history[0]?.changes).toContainEqual(
      expect.objectContaining({
        field: 'species.walnut.figures.modulusOfElasticityMpa.value',
        before: 11_600,
        after: 9_000,
      }),
    );

    const quote = (
      await ctx().app.inject({
        method: 'POST',
        url: '/api/quotes',
        payload: makeQuoteRequest({ surfaces: [walnutDesk] }),
      })
    ).json<{
      data: QuoteData;
    }>().data;
    // An empty figure is "no published figure", and the advice says so.
    expect((await save(await withWalnutFigures({ modulusOfElasticityMpa: null }))).statusCode).toBe(200);
    expect((await advise()).sag).toMatchObject({
      mm: null,
      suggestion: 'No published figure for the stiffness of Walnut, so we do not estimate its sag.',
    });
    const stored = (await ctx().app.inject({ method: 'GET', url: `/api/quotes/${quote.token}` })).json<{
      data: QuoteData;
    }>().data;
    expect(stored.lines[0]?.advice.sag?.mm).toBe(6.94);
  });

  it('refuses a figure without its source with a 400 naming the field', async () => {
    const response = await save(await withWalnutFigures({ tangentialPerPercent: { value: 0.003, source: '  ' } }));
    expect(response.statusCode).toBe(400);
    const index = (await currentPriceBook(ctx().app, owner)).species.findIndex((entry) => entry.speciesId === 'walnut');
    expect(response.json<{ error: { fields: Record<string, string> } }>().error.fields).toMatchObject({
      [`species.${index}.figures.tangentialPerPercent.source`]:
        'Give the published source of the tangential coefficient, or leave the figure empty for "no published figure"',
    });
  });
});
