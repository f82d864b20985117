import type { z } from 'zod';

/** `JSON.stringify(value)`'s very text, or `undefined` where only `JSON.stringify` may say. */
export type CompiledStringify = (value: unknown) => string | undefined;

class Unsupported extends Error {}

interface Internals {
  _zod: { def: { type: string; shape?: Record<string, Internals>; element?: Internals; innerType?: Internals; catchall?: unknown } };
}

/**
 * Compiles the writer of a reply from its zod schema (ADR 037, "Fifth round"): one function per
 * object and array of the schema, which walks the value in the order `JSON.stringify` does
 * (`for … in`, own keys in insertion order) and writes each key the schema names. Its text is
 * `JSON.stringify`'s to the byte: numbers as `String` writes them, strings by `JSON.stringify`
 * itself, `undefined` keys left out, `null` as null. Whatever it does not expect (a key the
 * schema lacks, a value of another kind, a class instance, a `toJSON`) makes it answer
 * `undefined`, and the caller writes the reply with `JSON.stringify` as before. A schema with a
 * kind it does not know (a union, a record, …) is not compiled: `null`.
 */
export function compileStringify(schema: z.ZodType): CompiledStringify | null {
  const functions: string[] = [];

  /** The name of the function that writes a value of `node`, made once per object or array schema. */
  function writer(node: Internals): string {
    const def = node._zod.def;
    switch (def.type) {
      case 'string':
      case 'number':
      case 'boolean':
      case 'enum':
      case 'literal':
        return 'W';
      case 'optional':
      case 'nullable':
      case 'default':
        if (!def.innerType) throw new Unsupported(def.type);
        return writer(def.innerType);
      case 'array': {
        if (!def.element) throw new Unsupported('array');
        const element = writer(def.element);
        const name = `a${functions.length}`;
        functions.push('');
        functions[Number(name.slice(1))] = `function ${name}(a) {
  if (!Array.isArray(a) || a.toJSON !== undefined) return;
  let out = '[';
  for (let i = 0; i < a.length; i++) {
    const v = a[i];
    const t = v === undefined || v === null ? 'null' : ${element}(v);
    if (t === undefined) return;
    out += i === 0 ? t : ',' + t;
  }
  return out + ']';
}`;
        return name;
      }
      case 'object': {
        if (!def.shape || def.catchall !== undefined) throw new Unsupported('object with a catch-all');
        const name = `o${functions.length}`;
        functions.push('');
        const cases = Object.entries(def.shape).map(([key, field]) => {
          const quoted = JSON.stringify(key);
          return `case ${quoted}: t = v === null ? 'null' : ${writer(field)}(v); if (t === undefined) return; out += (out.length === 1 ? ${JSON.stringify(`${quoted}:`)} : ${JSON.stringify(`,${quoted}:`)}) + t; break;`;
        });
        functions[Number(name.slice(1))] = `function ${name}(o) {
  if (typeof o !== 'object' || o === null || Object.getPrototypeOf(o) !== OP) return;
  let out = '{';
  let t;
  for (const k in o) {
    const v = o[k];
    if (v === undefined) continue;
    switch (k) {
      ${cases.join('\n      ')}
      default: return;
    }
  }
  return out + '}';
}`;
        return name;
      }
      default:
        throw new Unsupported(def.type);
    }
  }

  try {
    const top = writer(schema);
    // A primitive: a string by JSON.stringify itself, a finite number as String writes it, a boolean; else not ours.
    const primitive = `function W(v) {
  switch (typeof v) {
    case 'string': return JSON.stringify(v);
    case 'number': return Number.isFinite(v) ? '' + v : 'null';
    case 'boolean': return v ? 'true' : 'false';
    default: return;
  }
}`;
    const source = `${primitive}\n${functions.join('\n')}\nreturn function compiledStringify(value) { return value === null ? 'null' : ${top}(value); };`;
    // Code made from the app's own schemas, never from input, as the compiled parse is (compiled-parse.ts).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const make = new Function('OP', source) as (objectPrototype: object) => CompiledStringify;
    return make(Object.prototype);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}
