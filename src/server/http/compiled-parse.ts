import type { z } from 'zod';

/** What a compiled parse answers when it cannot vouch for the input: zod's own parse decides. */
export const ASK_ZOD: unique symbol = Symbol('ask zod');

/** `input`'s value exactly as `schema.safeParse(input).data` would be, or `ASK_ZOD`. */
export type CompiledParse = (input: unknown) => unknown;

class Unsupported extends Error {}

/** The parts of zod's internals the compiler reads (zod 4: every schema and check carries `_zod.def`). */
interface Internals {
  _zod: {
    def: {
      type: string;
      checks?: Check[];
      coerce?: boolean;
      shape?: Record<string, Internals>;
      catchall?: unknown;
      element?: Internals;
      innerType?: Internals;
      defaultValue?: unknown;
    };
    values?: Set<unknown>;
    optin?: string;
    optout?: string;
  };
}

interface Check {
  _zod: {
    def: { check: string; format?: string; value?: unknown; inclusive?: boolean; maximum?: number; minimum?: number; pattern?: RegExp; when?: unknown };
    check: (payload: { value: unknown; issues: unknown[] }) => unknown;
  };
}

/**
 * A check zod runs on an accepted value (a refinement, or a check the compiler has no code of its
 * own for), run as zod runs it: true when it adds no issue and leaves the value as it was.
 */
function passes(check: Check, value: unknown): boolean {
  const payload: { value: unknown; issues: unknown[] } = { value, issues: [] };
  const when = check._zod.def.when as ((payload: unknown) => boolean) | undefined;
  if (when && !when(payload)) return true;
  const result = check._zod.check(payload);
  return !(result instanceof Promise) && payload.issues.length === 0 && payload.value === value;
}

/**
 * Compiles a zod schema into one function of straight-line checks (ADR 037, "Fifth round"). zod's
 * own parse runs every field through closures shared by every schema of its kind in the app, which
 * V8 cannot specialise; this function is one shape's code. It answers only what it can vouch for,
 * the value zod would answer for valid input (defaults filled, unknown keys dropped, keys in the
 * schema's order), and `ASK_ZOD` for everything else: an invalid or unusual input, whose error or
 * answer zod then gives as before. Refinements are zod's own checks, run on the parsed value.
 * A schema with any kind the compiler does not know (a transform, a union, coercion, …) is not
 * compiled: `null`, and zod parses it alone.
 */
export function compileParse(schema: z.ZodType): CompiledParse | null {
  const refs: unknown[] = [];
  const ref = (value: unknown) => `r[${refs.push(value) - 1}]`;
  let names = 0;
  const fresh = (prefix: string) => `${prefix}${names++}`;

  /** Writes the lines that parse `input` into `lines`; returns the expression of the parsed value. */
  function emit(node: Internals, input: string, lines: string[]): string {
    const def = node._zod.def;
    if (def.coerce) throw new Unsupported('coercion');
    let value = input;
    let checksOwnValue = true;
    switch (def.type) {
      case 'string':
        lines.push(`if (typeof ${input} !== 'string') return F;`);
        break;
      case 'number':
        lines.push(`if (typeof ${input} !== 'number' || !Number.isFinite(${input})) return F;`);
        break;
      case 'boolean':
        lines.push(`if (typeof ${input} !== 'boolean') return F;`);
        break;
      case 'enum':
      case 'literal':
        if (!(node._zod.values instanceof Set)) throw new Unsupported(`${def.type} without values`);
        lines.push(`if (!${ref(node._zod.values)}.has(${input})) return F;`);
        break;
      case 'array': {
        if (!def.element) throw new Unsupported('array without element');
        const out = fresh('a');
        const index = fresh('i');
        lines.push(`if (!Array.isArray(${input})) return F;`);
        // The length checks come first, as zod's size cap refuses an over-long array before its elements.
        lines.push(...lengthChecks(def.checks ?? [], input));
        lines.push(`const ${out} = new Array(${input}.length);`);
        lines.push(`for (let ${index} = 0; ${index} < ${input}.length; ${index}++) {`);
        const item = fresh('e');
        lines.push(`const ${item} = ${input}[${index}];`);
        lines.push(`${out}[${index}] = ${emit(def.element, item, lines)};`);
        lines.push('}');
        value = out;
        checksOwnValue = false;
        break;
      }
      case 'object':
        value = emitObject(node, input, lines);
        break;
      case 'optional':
      case 'nullable': {
        if (!def.innerType) throw new Unsupported(def.type);
        const out = fresh('v');
        const empty = def.type === 'optional' ? 'undefined' : 'null';
        lines.push(`let ${out} = ${empty};`, `if (${input} !== ${empty}) {`);
        lines.push(`${out} = ${emit(def.innerType, input, lines)};`, '}');
        value = out;
        break;
      }
      default:
        throw new Unsupported(def.type);
    }
    for (const check of def.checks ?? []) {
      const line = checksOwnValue
        ? checkLine(check, value, def.type)
        : def.type === 'array' && isLengthCheck(check)
          ? null
          : `if (!P(${ref(check)}, ${value})) return F;`;
      if (line) lines.push(line);
    }
    return value;
  }

  function isLengthCheck(check: Check): boolean {
    const { check: kind } = check._zod.def;
    return kind === 'min_length' || kind === 'max_length';
  }

  function lengthChecks(checks: Check[], input: string): string[] {
    return checks.filter(isLengthCheck).map((check) => {
      const { check: kind, minimum, maximum } = check._zod.def;
      return kind === 'max_length' ? `if (${input}.length > ${Number(maximum)}) return F;` : `if (${input}.length < ${Number(minimum)}) return F;`;
    });
  }

  /** One check of a string or number, as code of its own where zod's meaning is plain, else zod's own. */
  function checkLine(check: Check, value: string, type: string): string {
    const def = check._zod.def;
    if (def.when === undefined || def.check === 'max_length') {
      if (type === 'number' && def.check === 'number_format' && def.format === 'safeint') return `if (!Number.isSafeInteger(${value})) return F;`;
      if (type === 'number' && (def.check === 'greater_than' || def.check === 'less_than') && typeof def.value === 'number') {
        const operator = def.check === 'greater_than' ? (def.inclusive ? '<' : '<=') : def.inclusive ? '>' : '>=';
        return `if (${value} ${operator} ${def.value}) return F;`;
      }
      // zod counts a string's code points only past the limit in UTF-16 units, so within it the units decide.
      if (type === 'string' && def.check === 'max_length') return `if (${value}.length > ${Number(def.maximum)}) return F;`;
      if (type === 'string' && def.check === 'string_format' && def.format === 'regex' && def.pattern instanceof RegExp) {
        return `${ref(def.pattern)}.lastIndex = 0; if (!${ref(def.pattern)}.test(${value})) return F;`;
      }
    }
    return `if (!P(${ref(check)}, ${value})) return F;`;
  }

  function emitObject(node: Internals, input: string, lines: string[]): string {
    const { shape, catchall } = node._zod.def;
    if (!shape || catchall !== undefined) throw new Unsupported('object with a catch-all');
    const out = fresh('o');
    lines.push(`if (typeof ${input} !== 'object' || ${input} === null || Array.isArray(${input})) return F;`);
    lines.push(`const ${out} = {};`);
    for (const [key, field] of Object.entries(shape)) {
      if (key === '__proto__') throw new Unsupported('a __proto__ key');
      const name = JSON.stringify(key);
      const raw = fresh('x');
      const { type, checks } = field._zod.def;
      if ((type === 'optional' || type === 'default') && checks?.length) throw new Unsupported(`checks on ${type}`);
      lines.push(`const ${raw} = ${input}[${name}];`);
      // A key given as undefined (never so in JSON) is zod's to judge.
      if (type === 'optional') {
        const inner = field._zod.def.innerType;
        if (!inner) throw new Unsupported('optional');
        lines.push(`if (${raw} === undefined) { if (${name} in ${input}) return F; } else {`);
        lines.push(`${out}[${name}] = ${emit(inner, raw, lines)};`, '}');
      } else if (type === 'default') {
        const inner = field._zod.def.innerType;
        if (!inner) throw new Unsupported('default');
        // Read at each parse, as zod does: a fresh copy of an array or object default.
        lines.push(`if (${raw} === undefined) { if (${name} in ${input}) return F; ${out}[${name}] = ${ref(field._zod.def)}.defaultValue; } else {`);
        lines.push(`${out}[${name}] = ${emit(inner, raw, lines)};`, '}');
      } else {
        if (field._zod.optin !== undefined) throw new Unsupported(`optional-in ${type}`);
        lines.push(`if (${raw} === undefined) return F;`);
        lines.push(`${out}[${name}] = ${emit(field, raw, lines)};`);
      }
    }
    return out;
  }

  try {
    const lines: string[] = [];
    const result = emit(schema as unknown as Internals, 'input', lines);
    const source = `return function compiledParse(input) {\n${lines.join('\n')}\nreturn ${result};\n};`;
    // Code made from the app's own schemas, never from input: zod compiles its object parse the same way.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const make = new Function('r', 'F', 'P', source) as (
      refs: unknown[],
      askZod: typeof ASK_ZOD,
      passes: (check: Check, value: unknown) => boolean,
    ) => CompiledParse;
    return make(refs, ASK_ZOD, passes);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
