import { z } from 'zod';

/**
 * What both databases store, made once for every input (ADR 042). A call's schemas say what the
 * product accepts; this says what SQLite and PostgreSQL can keep, and is added to every leaf of
 * every call's input where the call is defined (`defineCall`), so no field can forget it:
 *
 * - text: no NUL (PostgreSQL refuses it: "invalid byte sequence for encoding UTF8: 0x00") and no
 *   unpaired UTF-16 surrogate (no UTF-8 form: both drivers would store U+FFFD instead);
 * - a whole number: within a PostgreSQL `integer` column (−2³¹ to 2³¹−1), unless its schema says
 *   it goes to a `bigint` column (`bigintColumn`), where JavaScript's safe integers bound it.
 */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
export const INTEGER_COLUMN_MIN = -2_147_483_648;

/** Whole numbers kept in a `bigint` column (ids, cents): bounded by `.int()`'s safe integers alone. */
const bigintColumns = z.registry<{ bigint: true }>();

/** A copy of a whole-number schema whose value goes to a `bigint` column (ADR 042). */
export function bigintColumn<S extends z.ZodType>(schema: S): S {
  const copy = schema.clone();
  bigintColumns.add(copy, { bigint: true });
  return copy;
}

/** Characters neither database keeps as given: NUL, and a surrogate without its pair. */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that cannot be stored (a NUL or an unpaired surrogate)';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

const storableText = z.refine((value) => typeof value !== 'string' || isStorableText(value), UNSTORABLE_TEXT_MESSAGE);
const INTEGER_FORMATS = new Set(['safeint', 'int32', 'uint32']);

/** The keys of a definition that hold one schema, and those that hold several. */
const INNER_KEYS = ['innerType', 'element', 'in', 'out', 'keyType', 'valueType', 'left', 'right', 'rest'] as const;
const LIST_KEYS = ['options', 'items'] as const;

const made = new WeakMap<z.ZodType, z.ZodType>();

/**
 * `schema` with the storage rules on every text and whole-number leaf, however deep (objects,
 * arrays, unions, optionals, pipes, records). The same schema where nothing changes; registry
 * entries (`named`, `.describe()`) are inherited by each copy.
 */
export function storable<S extends z.ZodType>(schema: S): S {
  const known = made.get(schema);
  if (known) return known as S;
  const result = rebuild(schema);
  made.set(schema, result);
  made.set(result, result);
  return result as S;
}

function rebuild(schema: z.ZodType): z.ZodType {
  // `.def` and `.type` are zod's public view of a schema's definition.
  if (schema instanceof z.ZodString) return schema.check(storableText);
  if (schema instanceof z.ZodNumber) return boundedInteger(schema);
  const def = schema.def as unknown as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const key of INNER_KEYS) {
    const inner = def[key];
    if (inner instanceof z.ZodType) {
      const next = storable(inner);
      if (next !== inner) changes[key] = next;
    }
  }
  for (const key of LIST_KEYS) {
    const list = def[key];
    if (!Array.isArray(list)) continue;
    const next = list.map((item: z.ZodType) => storable(item));
    if (next.some((item, index) => item !== list[index])) changes[key] = next;
  }
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const next = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, storable(field)]));
    if (Object.keys(shape).some((key) => next[key] !== shape[key])) changes.shape = next;
  }
  if (Object.keys(changes).length === 0) return schema;
  // A copy of the definition with its own getters kept (as zod's own definitions merge).
  const copy = Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(def), ...Object.getOwnPropertyDescriptors(changes) },
  );
  return schema.clone(copy as typeof schema.def, { parent: true });
}

/** A whole number's bounds, tightened to an `integer` column's where its own are wider. */
function boundedInteger(schema: z.ZodNumber): z.ZodType {
  const whole = INTEGER_FORMATS.has(schema.format ?? '');
  if (!whole || bigintColumns.get(schema)) return schema;
  const added = [];
  if ((schema.maxValue ?? Number.POSITIVE_INFINITY) > INTEGER_COLUMN_MAX)
    added.push(z.lte(INTEGER_COLUMN_MAX, `Must be at most ${INTEGER_COLUMN_MAX}`));
  if ((schema.minValue ?? Number.NEGATIVE_INFINITY) < INTEGER_COLUMN_MIN)
    added.push(z.gte(INTEGER_COLUMN_MIN, `Must be at least ${INTEGER_COLUMN_MIN}`));
  return added.length === 0 ? schema : schema.check(...added);
}
