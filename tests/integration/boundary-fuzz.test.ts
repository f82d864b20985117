import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { expect, it } from 'vitest';
import { allCalls } from '#core/api/all-calls';
import type { Call } from '#core/api/call';
import { INTEGER_COLUMN_MAX } from '#core/api/storable';
import { makePartner, makeStaff, signInPartner, signInStaff } from './helpers/accounts';
import { ACCEPT_BILLING, makeQuoteRequest } from './helpers/quote-factories';
import { describeEachDatabase } from './helpers/test-app';

/**
 * The boundary fuzz (ADR 042): every call of the contract, made by someone it lets in, with each
 * leaf of its path, query and body at its limits in turn (the rest valid), every leaf at its
 * limits at once, and a NUL in every text, answers below 500 on both databases. Built from the
 * one definition of each call (ADR 034), so a new call or field is fuzzed the day it is defined.
 * Deterministic: the same requests every run.
 */

type Mode = 'typical' | 'min' | 'max';
type Path = (string | number)[];
interface Leaf {
  path: Path;
  schema: z.ZodType;
}

interface Def {
  type: string;
  checks?: {
    _zod: {
      def: { check: string; value?: unknown; inclusive?: boolean; minimum?: number; maximum?: number; length?: number };
    };
  }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  values?: unknown[];
  entries?: Record<string, unknown>;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const valuesOf = (schema: z.ZodType) => [
  ...((schema as unknown as { _zod: { values?: Set<unknown> } })._zod.values ?? []),
];
const checksOf = (schema: z.ZodType) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
const isWhole = (schema: z.ZodType) =>
  checksOf(schema).some((check) => check.check === 'number_format') || defOf(schema).type === 'int';

/** Texts that fit the app's formats (ids, species, dates, e-mails, tokens, codes), tried in turn. */
const TEXTS = [
  '1',
  'maple',
  'kiaat_face',
  'Quote for the kitchen',
  'someone@example.com',
  '2026-01-05',
  '2026-01-05T10:00:00.000Z',
  '2026-W02',
  '11111111-1111-4111-8111-111111111111',
  'https://example.com/',
  '082 555 0100',
  'GL-2026-0001',
  '123456',
  'a good long passphrase 1',
  '2147483647',
  '9007199254740991',
];

function textCandidates(schema: z.ZodType): string[] {
  const lengths = checksOf(schema)
    .flatMap((check) => [check.minimum, check.maximum, check.length])
    .filter((n): n is number => typeof n === 'number');
  const sized = [1, 8, 43, 64, ...lengths]
    .filter((n) => n > 0 && n <= 20_000)
    .flatMap((n) => ['a'.repeat(n), 'A'.repeat(n), '1'.repeat(n)]);
  return [...TEXTS, ...sized, ''];
}

function numberBounds(schema: z.ZodType): { min: number; max: number } {
  const whole = isWhole(schema);
  let min = whole ? -Number.MAX_SAFE_INTEGER : -1e308;
  let max = whole ? Number.MAX_SAFE_INTEGER : 1e308;
  for (const check of checksOf(schema)) {
    if (typeof check.value !== 'number') continue;
    const step = check.inclusive ? 0 : whole ? 1 : 1e-9;
    if (check.check === 'greater_than') min = Math.max(min, check.value + step);
    if (check.check === 'less_than') max = Math.min(max, check.value - step);
  }
  return { min, max };
}

/** A value of a text or number leaf: the first that fits, the shortest or longest, the smallest or largest. */
function leafValue(schema: z.ZodType, mode: Mode): unknown {
  const { type } = defOf(schema);
  if (type === 'number' || type === 'int') {
    const { min, max } = numberBounds(schema);
    if (mode === 'min') return min;
    if (mode === 'max') return max;
    return Math.min(Math.max(1, min), max);
  }
  const fitting = textCandidates(schema).filter((text) => schema.safeParse(text).success);
  if (fitting.length === 0) return 'x';
  if (mode === 'typical') return fitting[0];
  const byLength = [...fitting].sort((a, b) => a.length - b.length);
  return mode === 'min' ? byLength[0] : byLength[byLength.length - 1];
}

/** A value of `schema` in `mode`; each text and number leaf met is listed with where it is. */
function build(schema: z.ZodType, mode: Mode, leaves: Leaf[] = [], path: Path = []): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'int':
      leaves.push({ path, schema });
      return leafValue(schema, mode);
    case 'boolean':
      return mode !== 'min';
    case 'enum':
    case 'literal': {
      const values = valuesOf(schema);
      return mode === 'max' ? values[values.length - 1] : values[0];
    }
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).map(([key, field]) => [key, build(field, mode, leaves, [...path, key])]),
      );
    case 'array': {
      const lengths = checksOf(schema);
      const min = Math.max(
        ...lengths.filter((check) => check.check === 'min_length').map((check) => check.minimum ?? 0),
        0,
      );
      const max = Math.min(
        ...lengths.filter((check) => check.check === 'max_length').map((check) => check.maximum ?? 30),
        30,
      );
      const count = mode === 'min' ? min : mode === 'max' ? max : Math.max(min, 1);
      // The leaves of the first element stand for all of them.
      return Array.from({ length: count }, (_, index) =>
        build(def.element as z.ZodType, mode, index === 0 ? leaves : [], [...path, index]),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return build(def.innerType as z.ZodType, mode, leaves, path);
    case 'union':
      return build((def.options ?? [])[0], mode, leaves, path);
    case 'pipe':
      return build(def.in as z.ZodType, mode, leaves, path);
    case 'intersection':
      return {
        ...(build(def.left as z.ZodType, mode, leaves, path) as object),
        ...(build(def.right as z.ZodType, mode, leaves, path) as object),
      };
    case 'record': {
      const key = String(build(def.keyType as z.ZodType, 'typical'));
      return { [key]: build(def.valueType as z.ZodType, mode, leaves, [...path, key]) };
    }
    case 'tuple':
      return (def.items ?? []).map((item, index) => build(item, mode, leaves, [...path, index]));
    case 'lazy':
      return path.length > 8 ? null : build((def.getter as () => z.ZodType)(), mode, leaves, path);
    default:
      return mode === 'max' ? 'x'.repeat(1000) : 'x';
  }
}

function withLeaf(value: unknown, path: Path, leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as Record<string, unknown>) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}

/** One request's parts, each as a plain value. */
interface Parts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}
const PARTS = ['params', 'query', 'body'] as const;

/**
 * The requests of a call: all leaves typical, at their minimum, at their maximum; then each leaf alone at each limit
 * and, for text, with a NUL.
 */
function requestsOf(call: Call): Parts[] {
  const whole = (mode: Mode) => {
    const parts: Parts = {};
    for (const part of PARTS) if (call.input[part]) parts[part] = build(call.input[part], mode);
    return parts;
  };
  const typical = whole('typical');
  const requests: Parts[] = [typical, whole('min'), whole('max')];
  for (const part of PARTS) {
    const schema = call.input[part];
    if (!schema) continue;
    const leaves: Leaf[] = [];
    build(schema, 'typical', leaves);
    for (const { path, schema: leaf } of leaves) {
      const variants = [leafValue(leaf, 'min'), leafValue(leaf, 'max')];
      if (defOf(leaf).type === 'string')
        variants.push(`${String(leafValue(leaf, 'typical'))}\u0000`, '\u0000', '\ud800');
      else if (isWhole(leaf)) variants.push(INTEGER_COLUMN_MAX, INTEGER_COLUMN_MAX + 1);
      for (const variant of variants) requests.push({ ...typical, [part]: withLeaf(typical[part], path, variant) });
    }
  }
  return requests;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** A lone surrogate has no UTF-8 form: sent as the bytes a UTF-8 encoder of surrogates would write. */
const encoded = (text: string) =>
  text
    .split(/([\ud800-\udfff])/)
    .map((piece) => (/^[\ud800-\udfff]$/.test(piece) ? '%ED%A0%80' : encodeURIComponent(piece)))
    .join('');

function urlOf(call: Call, parts: Parts): string {
  const params = (parts.params ?? {}) as Record<string, unknown>;
  const path = call.route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encoded(asText(params[name] ?? '1')));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((parts.query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value])
      if (item !== undefined && item !== null) search.append(key, asText(item));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

/** Sign-out and sign-in calls change the sessions the others use: they go last. */
const changesSessions = (call: Call) => /logout|sign-out|login|password/.test(call.route.path);

describeEachDatabase('the boundary fuzz of every call', (ctx) => {
  it('answers every call with every leaf at its limits, and NUL in every text, below 500', {
    timeout: 180_000,
  }, async () => {
    const { app, database } = ctx();
    // The lowest ids belong to accounts nobody signs in with: a call at an id's minimum changes those.
    await makeStaff(database.db, { role: 'owner' });
    await makePartner(database.db);
    const cookies = {
      public: undefined,
      partner: await signInPartner(app, await makePartner(database.db)),
      staff: await signInStaff(app, await makeStaff(database.db, { role: 'staff' })),
      owner: await signInStaff(app, await makeStaff(database.db, { role: 'owner' })),
    };
    // Rows at the ids the fuzz names (1 is every id's typical value): a quote, accepted, so a job too.
    for (let quote = 0; quote < 2; quote++) {
      const created = await app.inject({ method: 'POST', url: '/api/quotes', payload: makeQuoteRequest() });
      await app.inject({
        method: 'POST',
        url: `/api/quotes/${created.json<{ data: { token: string } }>().data.token}/accept`,
        payload: ACCEPT_BILLING,
      });
    }
    const calls = [...allCalls].sort((a, b) => Number(changesSessions(a)) - Number(changesSessions(b)));
    const failures: string[] = [];
    const reached = new Set<string>();
    let sent = 0;
    for (const call of calls) {
      const cookie = cookies[call.route.access];
      const name = `${call.route.method} ${call.route.path}`;
      for (const parts of requestsOf(call)) {
        const url = urlOf(call, parts);
        const options: InjectOptions = { method: call.route.method, url, headers: cookie ? { cookie } : {} };
        if (parts.body !== undefined) options.payload = parts.body as InjectOptions['payload'];
        const response = await app.inject(options);
        sent += 1;
        if (response.statusCode >= 500)
          failures.push(
            `${name} ${url.slice(0, 160)} ${JSON.stringify(parts.body)?.slice(0, 300)}: ${response.statusCode} ${response.body.slice(0, 300)}`,
          );
        else if (response.statusCode < 400) reached.add(name);
      }
    }
    expect(failures).toEqual([]);
    // The fuzz reaches the handlers, not only the validators: most calls answered a success to one request.
    console.log(`boundary fuzz: ${sent} requests, ${reached.size} of ${calls.length} calls answered a success`);
    expect(reached.size).toBeGreaterThan(calls.length / 2);
  });
});
