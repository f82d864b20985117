import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { inputNames, named } from './input-names';
import { bigintColumn, INTEGER_COLUMN_MAX, storable } from './storable';

/** ADR 042: the storage rules reach every text and whole-number leaf, however it is nested. */
describe('storable', () => {
  const schema = named(
    z.object({
      note: z.string().trim().max(500).optional(),
      version: z.number().int().min(1),
      id: bigintColumn(z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)),
      share: z.number().min(0),
      lines: z.array(z.object({ label: z.union([z.string(), z.number().int()]) })),
      name: z.string().pipe(z.string().min(2)),
    }),
    'thing',
  );
  const bounded = storable(schema);
  const fieldsOf = (input: unknown) =>
    bounded.safeParse(input).error?.issues.map((issue) => issue.path.join('.')) ?? [];
  const valid = { version: 1, id: '7', share: 0.5, lines: [{ label: 'a' }], name: 'Thandi' };

  it('refuses a NUL or an unpaired surrogate in any text, naming the field, and accepts every other character', () => {
    expect(fieldsOf({ ...valid, note: 'a\u0000b', lines: [{ label: '\ud800' }], name: 'Th\udc00andi' })).toEqual([
      'note',
      'lines.0.label',
      'name',
    ]);
    expect(fieldsOf({ ...valid, note: 'emoji 😀, Zulu ǂ, tab\t and U+FFFF \uffff' })).toEqual([]);
  });

  it('bounds whole numbers to an integer column unless marked bigint, and leaves fractions alone', () => {
    expect(fieldsOf({ ...valid, version: INTEGER_COLUMN_MAX })).toEqual([]);
    expect(fieldsOf({ ...valid, version: INTEGER_COLUMN_MAX + 1, lines: [{ label: 2 ** 40 }] })).toEqual([
      'version',
      'lines.0.label',
    ]);
    expect(fieldsOf({ ...valid, id: String(Number.MAX_SAFE_INTEGER), share: 1e300 })).toEqual([]);
  });

  it('keeps the schema’s name, and makes each schema once', () => {
    expect(inputNames.get(bounded)?.inputName).toBe('thing');
    expect(storable(schema)).toBe(bounded);
    expect(storable(bounded)).toBe(bounded);
    const plain = z.object({ on: z.boolean() });
    expect(storable(plain)).toBe(plain);
  });
});
