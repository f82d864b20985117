/**
 * QUOTE-07: what the customer may attach to a quote, shared by the browser's
 * check before upload and the server's own check (which also sniffs the bytes).
 */
export const SKETCH_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export type SketchMimeType = (typeof SKETCH_MIME_TYPES)[number];

/** QUOTE-07: 10MB, in binary megabytes as the server's multipart limit counts them. */
export const MAX_SKETCH_BYTES = 10 * 1024 * 1024;

/** The most sketches one quote carries (POST /api/quotes accepts at most 5 sketch ids). */
export const MAX_SKETCHES_PER_QUOTE = 5;

/** For the file picker's `accept`: the types, and the extensions for pickers that go by name. */
export const SKETCH_ACCEPT = [...SKETCH_MIME_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.gif', '.pdf'].join(',');

/** QUOTE-07: the toast titles and texts, word for word. */
export const SKETCH_MESSAGES = {
  type: { title: 'Invalid file type', description: 'Please upload JPG, PNG, WEBP, GIF, or PDF files only.' },
  size: { title: 'File too large', description: 'Please upload files smaller than 10MB.' },
} as const;

export type SketchProblem = keyof typeof SKETCH_MESSAGES;

const EXTENSION_TYPES: Readonly<Record<string, SketchMimeType>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/**
 * Why a file cannot be a sketch, or null when it may be uploaded. The declared type decides;
 * only when the browser declares none is the name's extension used.
 */
export function sketchProblem(file: { name: string; type: string; size: number }): SketchProblem | null {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  const type = file.type === '' ? EXTENSION_TYPES[extension] : file.type.toLowerCase();
  if (!type || !(SKETCH_MIME_TYPES as readonly string[]).includes(type)) return 'type';
  if (file.size > MAX_SKETCH_BYTES) return 'size';
  return null;
}
