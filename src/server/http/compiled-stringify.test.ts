import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LARGEST_CONFIGURATION } from '#bench/largest-configuration';
import { allCalls } from '#core/api/all-calls';
import { successReply } from '#core/api/replies';
import { buildDefaultPriceBook } from '#core/catalogue/default-price-book';
import { pricedQuoteResponseSchema } from '#core/pricing/price-schemas';
import { priceQuoteRequestSchema } from '#core/pricing/quote-request-schema';
import { priceQuoteRequest } from '../pricing/price-quote-request';
import { compileStringify, type CompiledStringify } from './compiled-stringify';
import { mutate, random, sample } from './schema-samples';

/** The property every compiled writer keeps: JSON.stringify's text to the byte, or nothing. */
function writesAsJson(compiled: CompiledStringify, value: unknown): 'written' | 'left' {
  const text = compiled(value);
  if (text === undefined) return 'left';
  expect(text).toBe(JSON.stringify(value));
  return 'written';
}

describe('compileStringify (ADR 037): JSON.stringify’s text, or the reply left to it', () => {
  const schema = successReply(pricedQuoteResponseSchema);
  const compiled = compileStringify(schema) as CompiledStringify;
  const book = buildDefaultPriceBook();
  const priced = (body: unknown) => ({ success: true, data: priceQuoteRequest({ request: priceQuoteRequestSchema.parse(body), book, partner: null }) });

  it('writes the pricing call’s reply as JSON.stringify does', () => {
    expect(compiled).not.toBeNull();
    expect(writesAsJson(compiled, priced({ surfaces: [LARGEST_CONFIGURATION], delivery: 'shipping', insurance: true }))).toBe('written');
    expect(
      writesAsJson(compiled, priced({ surfaces: [LARGEST_CONFIGURATION, { surfaceType: 'floating_shelf', lengthMm: 900, widthMm: 250, thicknessMm: 44 }] })),
    ).toBe('written');
  });

  it.each([
    ['a key the schema does not name', { success: true, data: { extra: 1 } }],
    ['a class instance', { success: true, data: new Date(0) }],
    ['an own toJSON', { success: true, toJSON: () => 'x' }],
    ['a number where an object is', { success: true, data: 1 }],
    ['a BigInt', { success: true, data: { weightKg: 1n } }],
  ])('leaves %s to JSON.stringify', (_name, value) => {
    expect(compiled(value)).toBeUndefined();
  });

  it('writes what JSON.stringify writes for the odd values it takes: −0, infinities, undefined keys, holes and null', () => {
    const value = {
      success: true,
      data: { weightKg: -0, shippingCents: Number.POSITIVE_INFINITY, discountCents: undefined, lines: [null, undefined], vatCents: null },
    };
    expect(writesAsJson(compiled, value)).toBe('written');
    expect(writesAsJson(compiled, { success: true, data: { lines: [{ components: [{ name: 'Wood "rough" \u2028 \ud800', cents: 1e21 }] }] } })).toBe('written');
  });

  it('leaves a schema with a kind it does not know to JSON.stringify alone', () => {
    expect(compileStringify(z.object({ kind: z.union([z.string(), z.number()]) }))).toBeNull();
    expect(compileStringify(z.record(z.string(), z.number()))).toBeNull();
  });
});

describe('every call’s reply (ADR 034) that compiles is written as JSON.stringify writes it', () => {
  const replies = allCalls.flatMap((call) => {
    if (call.reply.kind !== 'json') return [];
    const envelope = successReply(call.reply.data);
    const schema = call.reply.beside ? envelope.extend(call.reply.beside.shape) : envelope;
    const compiled = compileStringify(schema);
    return compiled ? [{ name: `${call.route.method} ${call.route.path}`, schema, compiled }] : [];
  });

  it('compiles most of them', () => {
    expect(replies.length).toBeGreaterThan(20);
  });

  it.each(replies.map((reply) => [reply.name, reply] as const))('%s', (_name, { schema, compiled }) => {
    const rng = random(11);
    const seen = { written: 0, left: 0 };
    for (let i = 0; i < 200; i += 1) {
      let value = sample(schema, rng);
      if (rng.next() < 0.3) value = mutate(value, rng);
      seen[writesAsJson(compiled, value)] += 1;
    }
    expect(seen.written).toBeGreaterThan(0);
  });
});
