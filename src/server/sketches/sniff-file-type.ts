import { SKETCH_MIME_TYPES, type SketchMimeType } from '#core/sketches/sketch-rules';

/** QUOTE-07: the sketch types we accept, recognised by their own first bytes. */
export type { SketchMimeType };

/** Whether a stored type is one we accept (a row written by hand, or by an older release, might not be). */
export const isSketchMimeType = (value: string): value is SketchMimeType =>
  (SKETCH_MIME_TYPES as readonly string[]).includes(value);

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The file's real type, or undefined. The name and the declared content type are never
 * trusted: a renamed .exe is still an .exe.
 */
export function sniffSketchType(bytes: Uint8Array): SketchMimeType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return undefined;
}
