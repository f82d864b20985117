import { z } from 'zod';
import { SKETCH_ID_PATTERN } from '#core/quotes/quote-patterns';
import { createStoredValue } from '#client/shared/stored-value';

/** A sketch the customer uploaded for their quote. */
export interface UploadedSketch {
  id: string;
  fileName: string;
  sizeBytes: number;
  /** The latest quote it went into; each new quote carries every sketch still in the list. */
  quoteNumber?: string;
}

const sketchesSchema = z.array(
  z.object({
    id: z.string().regex(SKETCH_ID_PATTERN),
    fileName: z.string().max(255),
    sizeBytes: z.number().int().min(0),
    quoteNumber: z.string().max(40).optional(),
  }),
);

export const sketchStore = createStoredValue<readonly UploadedSketch[]>({
  key: 'grainline.sketches',
  read: (json) => sketchesSchema.safeParse(json).data,
  fallback: [],
});

export function addSketch(sketch: UploadedSketch): void {
  sketchStore.set([...sketchStore.get(), sketch]);
}

export function removeSketch(id: string): void {
  sketchStore.set(sketchStore.get().filter((s) => s.id !== id));
}

/** Every sketch in the list: a new quote (after a change, say) carries them all. */
export function sketchIds(sketches: readonly UploadedSketch[]): string[] {
  return sketches.map((s) => s.id);
}

/** Sketches uploaded since the last stored quote: that quote no longer shows everything. */
export function pendingSketchIds(sketches: readonly UploadedSketch[]): string[] {
  return sketches.filter((s) => s.quoteNumber === undefined).map((s) => s.id);
}

export function markSketchesSent(ids: readonly string[], quoteNumber: string): void {
  sketchStore.set(sketchStore.get().map((s) => (ids.includes(s.id) ? { ...s, quoteNumber } : s)));
}
