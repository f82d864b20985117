import type { z } from 'zod';

/** Seeded inputs for the compiled parse's tests (ADR 037): the same run, the same values. */

/** A small seeded generator, so a failure is the same failure on the next run. */
export function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, pick };
}

const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e20,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  'x',
  'maple_face',
  'MAPLE',
  [],
  [1],
  {},
  { a: 1 },
];

/** `value` with one random change: a key dropped, a key set to an odd value, an unknown key added, or an element changed. */
export function mutate(value: unknown, rng: ReturnType<typeof random>): unknown {
  if (Array.isArray(value)) {
    const items = value as unknown[];
    if (items.length === 0 || rng.next() < 0.2) return rng.pick<unknown>([[...items, ...items], [], ...ODD_VALUES]);
    const index = Math.floor(rng.next() * items.length);
    return items.map((item, i) => (i === index ? mutate(item, rng) : item));
  }
  if (typeof value !== 'object' || value === null) return rng.pick(ODD_VALUES);
  const copy: Record<string, unknown> = { ...value };
  const keys = Object.keys(copy);
  const roll = rng.next();
  if (roll < 0.15) copy[rng.pick(['extra', 'discountPercentage', 'constructor', 'toString'])] = rng.pick(ODD_VALUES);
  else if (roll < 0.3 && keys.length > 0) delete copy[rng.pick(keys)];
  else if (keys.length > 0) {
    const key = rng.pick(keys);
    copy[key] = rng.next() < 0.5 ? mutate(copy[key], rng) : rng.pick(ODD_VALUES);
  }
  return copy;
}

/** A plausible value of `schema` (zod 4's definitions), valid or nearly so, for the property below. */
export function sample(schema: z.ZodType, rng: ReturnType<typeof random>, depth = 0): unknown {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const values = (schema as unknown as { _zod: { values?: Set<unknown> } })._zod.values;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, z.ZodType>)) if (rng.next() < 0.9) out[key] = sample(field, rng, depth + 1);
      return out;
    }
    case 'array':
      return depth > 4 ? [] : Array.from({ length: Math.floor(rng.next() * 3) }, () => sample(def.element as z.ZodType, rng, depth + 1));
    case 'optional':
    case 'default':
    case 'nullable':
      return rng.next() < 0.2 ? (def.type === 'nullable' ? null : undefined) : sample(def.innerType as z.ZodType, rng, depth + 1);
    case 'enum':
    case 'literal':
      return rng.next() < 0.9 && values ? rng.pick([...values]) : 'none of these';
    case 'boolean':
      return rng.next() < 0.5;
    case 'number':
      return rng.pick([0, 1, 2, 7, 50, 100, 1_000, 5_000, 1e6, -1, 0.5, 12.25]);
    case 'string':
      return rng.pick(['', 'a', 'maple_face', 'Quote for the kitchen', 'someone@example.com', '11111111-1111-4111-8111-111111111111', 'x'.repeat(300)]);
    default:
      return null;
  }
}
