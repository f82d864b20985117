import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LARGEST_CONFIGURATION } from '#bench/largest-configuration';
import { allCalls } from '#core/api/all-calls';
import { priceQuoteRequestSchema } from '#core/pricing/quote-request-schema';
import { ASK_ZOD, compileParse, type CompiledParse } from './compiled-parse';
import { mutate, random, sample } from './schema-samples';

/** The same value with the same keys in the same order, all the way down (zod's answer is what counts). */
function sameValue(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return Object.is(actual, expected);
  if (typeof actual !== 'object' || actual === null || Array.isArray(actual) !== Array.isArray(expected)) return false;
  const keys = Object.keys(expected);
  const actualKeys = Object.keys(actual);
  if (keys.join('\u0000') !== actualKeys.join('\u0000')) return false;
  return keys.every((key) => sameValue((actual as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]));
}

/** The property every compiled parse keeps: zod's very value, or the question left to zod. */
function agreesWithZod(schema: z.ZodType, compiled: CompiledParse, input: unknown): 'value' | 'asked' {
  const answer = compiled(input);
  if (answer === ASK_ZOD) return 'asked';
  const zod = schema.safeParse(input);
  if (!zod.success) throw new Error(`The compiled parse accepted what zod refuses: ${JSON.stringify(input)}\n${z.prettifyError(zod.error)}`);
  if (!sameValue(answer, zod.data)) throw new Error(`The compiled parse answered ${JSON.stringify(answer)} where zod answers ${JSON.stringify(zod.data)}`);
  return 'value';
}

describe('compileParse (ADR 037): zod’s value for valid input, zod’s question for the rest', () => {
  const compiled = compileParse(priceQuoteRequestSchema);

  it('compiles the pricing call’s body', () => {
    expect(compiled).not.toBeNull();
  });

  const valid: Record<string, unknown> = {
    'the largest configuration': { surfaces: [LARGEST_CONFIGURATION], delivery: 'shipping', insurance: true },
    'only what has no default (defaults filled in the schema’s order)': {
      surfaces: [{ surfaceType: 'table_top', lengthMm: 1800, widthMm: 900, thicknessMm: 44 }],
    },
    'unknown keys dropped': { surfaces: [{ surfaceType: 'desk_top', lengthMm: 1500, widthMm: 750, thicknessMm: 32, colour: 'red' }], discountPercentage: 50 },
    'a round table, a shelf and a tread': {
      surfaces: [
        { surfaceType: 'table_top', tableShape: 'round', lengthMm: 1200, widthMm: 1200, thicknessMm: 44, woodSpecies: 'walnut_face' },
        { surfaceType: 'floating_shelf', lengthMm: 900, widthMm: 250, thicknessMm: 44, bracketOption: 'without_brackets', quantity: 3 },
        { surfaceType: 'stair_tread', lengthMm: 1000, widthMm: 300, thicknessMm: 44, supportSpanMm: 900 },
      ],
      delivery: 'collect',
    },
    'a partner’s markup': {
      surfaces: [{ surfaceType: 'desk_top', lengthMm: 1500, widthMm: 750, thicknessMm: 32, hasCableHole: true, cableHolePosition: 'center' }],
      clientPrice: { mode: 'markup', markupPercentage: 12.5 },
    },
    'a partner’s list price': { surfaces: [{ surfaceType: 'desk_top', lengthMm: 1500, widthMm: 750, thicknessMm: 32 }], clientPrice: { mode: 'list' } },
  };

  it.each(Object.entries(valid))('answers zod’s value: %s', (_name, body) => {
    expect(agreesWithZod(priceQuoteRequestSchema, compiled as CompiledParse, body)).toBe('value');
  });

  const surface = { surfaceType: 'desk_top', lengthMm: 1500, widthMm: 750, thicknessMm: 32 };
  const invalid: Record<string, unknown> = {
    'no body': undefined,
    'an array': [surface],
    'no surface': { surfaces: [] },
    'too many surfaces': { surfaces: Array.from({ length: 51 }, () => surface) },
    'a length below the bounds': { surfaces: [{ ...surface, lengthMm: 99 }] },
    'a fractional width': { surfaces: [{ ...surface, widthMm: 750.5 }] },
    'a number as a string': { surfaces: [{ ...surface, thicknessMm: '32' }] },
    'an unknown surface type': { surfaces: [{ ...surface, surfaceType: 'bench' }] },
    'a species id of the wrong form': { surfaces: [{ ...surface, woodSpecies: 'Maple' }] },
    'a grain that is not the species’': { surfaces: [{ ...surface, woodSpecies: 'maple_face', grainStyle: 'end' }] },
    'a rule across fields broken (a shelf not 44 mm thick)': { surfaces: [{ ...surface, surfaceType: 'floating_shelf', thicknessMm: 32 }] },
    'a layout’s section missing': { surfaces: [{ ...surface, surfaceType: 'countertop', countertopLayout: 'l_shape', length1Mm: 1200 }] },
    'an id too long': { surfaces: [{ ...surface, id: 'x'.repeat(65) }] },
    'a markup without its per cent': { surfaces: [surface], clientPrice: { mode: 'markup' } },
    'a markup with three decimals': { surfaces: [surface], clientPrice: { mode: 'markup', markupPercentage: 1.005 } },
    'insurance as a string': { surfaces: [surface], insurance: 'yes' },
  };

  it.each(Object.entries(invalid))('leaves the answer to zod: %s', (_name, body) => {
    expect(agreesWithZod(priceQuoteRequestSchema, compiled as CompiledParse, body)).toBe('asked');
    expect(priceQuoteRequestSchema.safeParse(body).success).toBe(false);
  });

  it('agrees with zod on 5,000 changed bodies, valid and not', () => {
    const rng = random(2026);
    const bodies = Object.values(valid);
    const seen = { value: 0, asked: 0 };
    for (let i = 0; i < 5_000; i += 1) {
      let body = rng.pick(bodies);
      for (let changes = Math.floor(rng.next() * 3); changes > 0; changes -= 1) body = mutate(body, rng);
      seen[agreesWithZod(priceQuoteRequestSchema, compiled as CompiledParse, body)] += 1;
    }
    // Both paths were taken many times, so the property was tried on each.
    expect(seen.value).toBeGreaterThan(500);
    expect(seen.asked).toBeGreaterThan(500);
  });

  it('gives each parse its own copy of a default array', () => {
    const body = { surfaces: [{ surfaceType: 'countertop', lengthMm: 1200, widthMm: 600, thicknessMm: 32 }] };
    const first = compiled?.(body) as { surfaces: { cutouts: string[] }[] };
    const second = compiled?.(body) as { surfaces: { cutouts: string[] }[] };
    expect(first.surfaces[0]?.cutouts).toEqual(['none']);
    expect(first.surfaces[0]?.cutouts).not.toBe(second.surfaces[0]?.cutouts);
  });

  it('leaves a schema with a kind it does not know to zod alone', () => {
    expect(compileParse(z.object({ at: z.string().transform((text) => text.length) }))).toBeNull();
    expect(compileParse(z.object({ kind: z.union([z.literal('a'), z.literal('b')]) }))).toBeNull();
    expect(compileParse(z.object({ count: z.coerce.number() }))).toBeNull();
    expect(compileParse(z.looseObject({ a: z.string() }))).toBeNull();
  });
});

describe('every call’s body (ADR 034) that compiles agrees with its zod schema', () => {
  const bodies = allCalls.flatMap((call) => {
    const schema = call.input.body;
    if (!schema) return [];
    const compiled = compileParse(schema);
    return compiled ? [{ name: `${call.route.method} ${call.route.path}`, schema, compiled }] : [];
  });

  it('compiles most of them', () => {
    expect(bodies.length).toBeGreaterThan(10);
  });

  it.each(bodies.map((body) => [body.name, body] as const))('%s', (_name, { schema, compiled }) => {
    const rng = random(7);
    for (let i = 0; i < 300; i += 1) {
      let input = sample(schema, rng);
      if (rng.next() < 0.3) input = mutate(input, rng);
      agreesWithZod(schema, compiled, input);
    }
  });
});
