import { SKETCH_MESSAGES, sketchProblem, type SketchProblem } from '#core/sketches/sketch-rules';

export type SketchUploadResult = { ok: true; id: string } | { ok: false; problem: SketchProblem | 'failed' };

interface UploadReply {
  success?: boolean;
  data?: { id?: unknown };
}

/**
 * POST /api/files/sketch (QUOTE-07) as multipart with the field `sketch`. The browser checks
 * type and size first (QUOTE-07) so a wrong file never travels; the server checks the bytes
 * again and its 413 / 415 answers map to the same two problems.
 */
export async function uploadSketch(file: File): Promise<SketchUploadResult> {
  const problem = sketchProblem(file);
  if (problem) return { ok: false, problem };
  const body = new FormData();
  body.append('sketch', file, file.name);
  let response: Response;
  try {
    // No content-type header: the browser writes the multipart boundary itself.
    response = await fetch('/api/files/sketch', { method: 'POST', body, credentials: 'include' });
  } catch {
    return { ok: false, problem: 'failed' };
  }
  if (response.status === 413) return { ok: false, problem: 'size' };
  if (response.status === 415) return { ok: false, problem: 'type' };
  if (!response.ok) return { ok: false, problem: 'failed' };
  const reply = (await response.json().catch(() => ({}))) as UploadReply;
  const id = reply.data?.id;
  return reply.success && typeof id === 'string' ? { ok: true, id } : { ok: false, problem: 'failed' };
}

/** QUOTE-10's toast for each outcome. */
export const SKETCH_TOASTS = {
  ...SKETCH_MESSAGES,
  failed: { title: 'Upload failed', description: 'Failed to upload sketch. Please try again.' },
  uploaded: { title: 'Sketch uploaded', description: 'Your sketch has been uploaded successfully.' },
} as const;
