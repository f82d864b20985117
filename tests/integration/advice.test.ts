import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app';

const desk = { surfaceType: 'desk_top', woodSpecies: 'kiaat_face', lengthMm: 1500, widthMm: 700, thicknessMm: 32 };

describeEachDatabase('POST /api/advice', (ctx) => {
  const post = (payload: unknown) => ctx().app.inject({ method: 'POST', url: '/api/advice', payload: payload as object });

  it('answers the sag, the movement and the source of every figure, without a session', async () => {
    const response = await post({ surface: desk, spanMm: 1500, region: 'cape_temperate' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; data: { sag: Record<string, unknown>; movement: Record<string, unknown>; sources: { figure: string; source: string }[] } }>();
    expect(body.success).toBe(true);
    // 2 × 5 × 0.001 × 1500⁴ / (32 × 8410 × 32³) = 5.74 mm against 1500 / 360 = 4.17 mm.
    expect(body.data.sag).toMatchObject({ mm: 5.74, limitMm: 4.17, spanMm: 1500, passes: false });
    expect(body.data.sag.suggestion).toContain('choose 44 mm');
    // Kiaat has no published coefficient per % moisture: the product says so.
    expect(body.data.movement).toMatchObject({ mm: null, region: 'cape_temperate', lowMoisturePercent: 6, highMoisturePercent: 10 });
    expect(body.data.movement.suggestion).toContain('No published figure');
    expect(body.data.sources.map((line) => line.source).join(' ')).toContain('Chudnoff');
  });

  it('has no sag for a countertop and moves a maple top by the Wood Handbook coefficient', async () => {
    const response = await post({ surface: { surfaceType: 'countertop', countertopLayout: 'single_wall', woodSpecies: 'maple_face', lengthMm: 2400, widthMm: 600, thicknessMm: 32 } });
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
    expect(body.error.fields).toMatchObject({ 'surface.lengthMm': 'Length must be at least 100 mm', spanMm: 'Span must be at least 100 mm', region: expect.any(String) });
    const malformed = await ctx().app.inject({ method: 'POST', url: '/api/advice', payload: '{"surface":', headers: { 'content-type': 'application/json' } });
    expect(malformed.statusCode).toBe(400);
  });
});
