import { uploadSketchRoute } from '#core/api/sketches-routes';
import { SKETCH_MESSAGES, sketchProblem, type SketchProblem } from '#core/sketches/sketch-rules';
import { ApiError } from '#client/shared/api-client';
import { callWithForm } from '#client/shared/call-api';

export type SketchUploadResult = { ok: true; id: string } | { ok: false; problem: SketchProblem | 'failed' };

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
  try {
    const { id } = await callWithForm(uploadSketchRoute, body);
    return { ok: true, id };
  } catch (error) {
    return { ok: false, problem: problemOf(error) };
  }
}

/** The server's 413 and 415 are the browser's own two problems; anything else (offline, a bad answer) failed. */
function problemOf(error: unknown): SketchProblem | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 413) return 'size';
  return error.status === 415 ? 'type' : 'failed';
}

/** QUOTE-10's toast for each outcome. */
export const SKETCH_TOASTS = {
  ...SKETCH_MESSAGES,
  failed: { title: 'Upload failed', description: 'Failed to upload sketch. Please try again.' },
  uploaded: { title: 'Sketch uploaded', description: 'Your sketch has been uploaded successfully.' },
} as const;
