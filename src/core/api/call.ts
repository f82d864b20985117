import type { z } from 'zod';
import type { Reply } from './replies';
import type { Route } from './route';
import { storable } from './storable';

/** The parts of a request a call validates; each is a zod schema (ADR 015). */
export interface CallInput {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly headers?: z.ZodType;
}

/**
 * One call, defined once (ADR 034): its route (method, path, access), what it takes and what it
 * answers. The server registers it (`serveCall`), the OpenAPI document is generated from it, and
 * the browser's `callApi` takes its input and reply types from it.
 */
export interface Call<R extends Route = Route, I extends CallInput = CallInput, P extends Reply = Reply> {
  readonly route: R;
  readonly summary: string;
  readonly description?: string;
  readonly input: I;
  readonly reply: P;
}

/** Defines a call; every part of its input refuses what neither database stores (ADR 042). */
export function defineCall<const R extends Route, const I extends CallInput, const P extends Reply>(
  call: Call<R, I, P>,
): Call<R, I, P> {
  const input = Object.fromEntries(
    Object.entries(call.input).map(([part, schema]) => [part, storable(schema as z.ZodType)]),
  );
  return { ...call, input: input as unknown as I };
}

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type InferIn<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the handler reads, after validation. */
export interface ParsedInput<C extends Call> {
  params: Infer<C['input']['params']>;
  query: Infer<C['input']['query']>;
  body: Infer<C['input']['body']>;
}

/** What the browser sends, before validation. */
export type SentInput<C extends Call> = WithoutUndefined<{
  params: InferIn<C['input']['params']>;
  query: InferIn<C['input']['query']>;
  body: InferIn<C['input']['body']>;
}>;

type WithoutUndefined<T> = { [K in keyof T as T[K] extends undefined ? never : K]: T[K] };

/** The `data` of a JSON call's answer (none for `ok`); a file call answers a `Response` to read yourself. */
export type ReplyData<C extends Call> = C['reply'] extends { kind: 'ok' }
  ? undefined
  : C['reply'] extends { kind: 'json'; data: infer D extends z.ZodType }
    ? z.output<D>
    : C['reply'] extends { kind: 'bare'; body: infer B extends z.ZodType }
      ? z.output<B>
      : never;

/** What the server's handler may answer: the reply's data as zod takes it in. */
export type ReplyDataIn<C extends Call> = C['reply'] extends { kind: 'ok' }
  ? undefined | void
  : C['reply'] extends { kind: 'json'; data: infer D extends z.ZodType }
    ? z.input<D>
    : C['reply'] extends { kind: 'bare'; body: infer B extends z.ZodType }
      ? z.input<B>
      : unknown;
