import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-app';

const countertop = {
  surfaceType: 'countertop',
  lengthMm: 1200,
  widthMm: 600,
  thicknessMm: 32,
  countertopLayout: 'single_wall',
};

describeEachDatabase('POST /api/pricing/quote', (ctx) => {
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'POST', url: '/api/pricing/quote', payload: payload as object, headers });

  it('prices with the server engine and the stored price book', async () => {
    const response = await post({ surfaces: [countertop], delivery: 'shipping', insurance: true });
    expect(response.statusCode).toBe(200);
    // Hand-computed in PRICE-01 to PRICE-13 terms: wood 1200×600×38 mm³ × R80,000 = R2,188.80;
    // matte 0.72 m² × 2.15 × R250 = R387.00; shipping 0.02304 m³ × 520 kg × R45 + R250 = R789.14;
    // insurance ⌈2.5 % × R3,364.94⌉ = R84.13; VAT 15/115 of R3,449.07 = R449.88.
    expect(response.json()).toEqual({
      success: true,
      data: {
        lines: [
          {
            unitPriceCents: 257_580,
            quantity: 1,
            lineTotalCents: 257_580,
            components: [
              { name: 'Wood', cents: 218_880, isSavings: false },
              { name: 'Matte finish', cents: 38_700, isSavings: false },
              { name: 'Pencil edge profiling', cents: 27_000, isSavings: true },
            ],
          },
        ],
        weightKg: 11.98,
        shippingCents: 78_914,
        discountCents: 0,
        subtotalCents: 336_494,
        insuranceCents: 8_413,
        totalCents: 344_907,
        vatCents: 44_988,
      },
    });
  });

  it('ignores a discount or a partner id sent by an anonymous browser (PRICE-11: the session decides)', async () => {
    const body = (
      await post({ surfaces: [countertop], delivery: 'collect', insurance: true, discountPercentage: 10, partnerId: 1 })
    ).json<{
      data: { discountCents: number; shippingCents: number; insuranceCents: number; totalCents: number };
    }>();
    expect(body.data).toMatchObject({ discountCents: 0, shippingCents: 0, insuranceCents: 0, totalCents: 257_580 });
  });

  it('names each bad field with a 400', async () => {
    const response = await post({
      surfaces: [{ ...countertop, lengthMm: 50, widthMm: 9000, woodSpecies: 'pine_face', grainStyle: 'end' }],
      delivery: 'drone',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ success: boolean; error: { code: string; fields: Record<string, string> } }>();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toMatchObject({
      'surfaces.0.lengthMm': 'Length must be at least 100 mm',
      'surfaces.0.widthMm': 'Width must be at most 1500 mm',
      delivery: expect.any(String),
    });
  });

  it('never inflates a compressed body: a gzip-encoded request is refused as not JSON (ADR 039)', async () => {
    const body = gzipSync(JSON.stringify({ surfaces: [countertop] }));
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/pricing/quote',
      payload: body,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: { code: 'bad_request' } });
  });

  it('refuses an unknown species as a bad field, not a server error', async () => {
    const response = await post({ surfaces: [countertop, { ...countertop, woodSpecies: 'unobtainium_face' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { fields: { 'surfaces.1.woodSpecies': 'Unknown wood species: unobtainium_face' } },
    });
  });

  it.each([
    ['no body', undefined, {}],
    ['malformed JSON', '{"surfaces": [', { 'content-type': 'application/json' }],
    ['a string', '"hello"', { 'content-type': 'application/json' }],
    ['null', 'null', { 'content-type': 'application/json' }],
    ['an array', '[1,2,3]', { 'content-type': 'application/json' }],
    [
      'wrong types',
      JSON.stringify({ surfaces: [{ surfaceType: 7, lengthMm: 'long' }] }),
      { 'content-type': 'application/json' },
    ],
    [
      'a huge number',
      JSON.stringify({ surfaces: [{ ...countertop, lengthMm: 1e308 }] }),
      { 'content-type': 'application/json' },
    ],
    [
      'prototype pollution',
      '{"__proto__": {"polluted": true}, "surfaces": []}',
      { 'content-type': 'application/json' },
    ],
    ['XML', '<quote/>', { 'content-type': 'application/xml' }],
    [
      'too many surfaces',
      JSON.stringify({ surfaces: Array.from({ length: 51 }, () => countertop) }),
      { 'content-type': 'application/json' },
    ],
  ])('never answers 500 to %s', async (_name, payload, headers) => {
    const response = await ctx().app.inject({ method: 'POST', url: '/api/pricing/quote', payload, headers });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toMatchObject({
      success: false,
      error: { code: expect.any(String), message: expect.any(String) },
    });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });
});
