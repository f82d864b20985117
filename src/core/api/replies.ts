import { z } from 'zod';

/** The JSON Schema keyword that carries a file answer's media types to the document's transform. */
export const FILE_MEDIA_TYPES = 'x-media-types';

/** `{ success: true, data }` with `data` as given, answered with `status` (ADR 015). */
export interface JsonReply<D extends z.ZodType = z.ZodType> {
  readonly kind: 'json';
  readonly status: 200 | 201 | 202;
  readonly data: D;
  /** Fields the envelope carries beside `data` (QUOTE-07's upload answer); the handler then sends the answer itself. */
  readonly beside?: z.ZodObject;
  /** Other statuses the same answer may have, which the handler sets itself (a dropped beacon's 202). */
  readonly alsoStatuses?: readonly JsonReply['status'][];
}

/** `{ success: true }` and no data: the call only says it was done. */
export interface OkReply {
  readonly kind: 'ok';
  readonly status: 200 | 201 | 202;
}

/** Bytes, a stream or text with its own content type (PDF, CSV, image, page): the schema only documents it. */
export interface FileReply {
  readonly kind: 'file';
  readonly status: 200;
  readonly schema: z.ZodType;
}

/** A JSON answer whose body is not the `{ success, data }` envelope (the health check, the OpenAPI document). */
export interface BareJsonReply<B extends z.ZodType = z.ZodType> {
  readonly kind: 'bare';
  readonly status: 200;
  readonly body: B;
}

export type Reply = JsonReply | OkReply | FileReply | BareJsonReply;

/** The call answers `{ success: true, data }`. */
export function json<D extends z.ZodType>(
  data: D,
  status: JsonReply['status'] = 200,
  more: { beside?: z.ZodObject; alsoStatuses?: readonly JsonReply['status'][] } = {},
): JsonReply<D> {
  return { kind: 'json', status, data, ...more };
}

/** The call answers `{ success: true }` alone. */
export function ok(status: OkReply['status'] = 200): OkReply {
  return { kind: 'ok', status };
}

/** The call answers a file of one of `mediaTypes`. */
export function file(mediaTypes: readonly [string, ...string[]], description: string): FileReply {
  // Unknown: the handler sends a Buffer, a stream or text, none of which a JSON schema describes.
  return {
    kind: 'file',
    status: 200,
    schema: z.unknown().meta({ description, [FILE_MEDIA_TYPES]: mediaTypes.join(' ') }),
  };
}

/** The call answers JSON of this shape without the envelope. */
export function bareJson<B extends z.ZodType>(body: B): BareJsonReply<B> {
  return { kind: 'bare', status: 200, body };
}

/** `{ success: true, data }`, the shape of every JSON success answer. */
export function successReply<D extends z.ZodType>(data: D) {
  return z.object({ success: z.literal(true), data });
}
