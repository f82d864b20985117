import type { SketchMimeType } from './sniff-file-type';
import { renderSketchPreview, type SketchPreviewResult } from './sketch-preview';

export interface SketchPreviews {
  /** The preview of a stored sketch; a sketch's bytes never change, so its id is the cache key. */
  previewOf(sketch: {
    id: string;
    bytes: Uint8Array;
    mimeType: SketchMimeType;
  }): Promise<SketchPreviewResult | { ok: false; error: 'busy' }>;
}

/**
 * Sketch previews (ADR 026), bounded three ways: at most `maxBytes` of finished previews kept
 * (least recently used dropped first), at most `concurrency` rendered at once, and at most
 * `maxWaiting` waiting for a turn (any more are answered 'busy' at once). One sketch asked for
 * twice while it renders is rendered once.
 */
export function createSketchPreviews({
  maxBytes = 16 * 1024 * 1024,
  concurrency = 2,
  maxWaiting = 16,
  render = renderSketchPreview,
} = {}): SketchPreviews {
  const done = new Map<string, Buffer>();
  let cachedBytes = 0;
  const inFlight = new Map<string, Promise<SketchPreviewResult>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  const remember = (id: string, webp: Buffer) => {
    if (webp.length > maxBytes) return;
    done.set(id, webp);
    cachedBytes += webp.length;
    for (const [oldId, old] of done) {
      if (cachedBytes <= maxBytes) break;
      done.delete(oldId);
      cachedBytes -= old.length;
    }
  };

  // A finished render hands its slot straight to the next in line, so no newcomer slips in between.
  const acquire = () =>
    running < concurrency ? ((running += 1), Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const inTurn = async <T>(work: () => Promise<T>): Promise<T> => {
    await acquire();
    try {
      return await work();
    } finally {
      release();
    }
  };

  return {
    async previewOf({ id, bytes, mimeType }) {
      const cached = done.get(id);
      if (cached) {
        // Most recently used moves to the end, so it is dropped last.
        done.delete(id);
        done.set(id, cached);
        return { ok: true, webp: cached };
      }
      const pending = inFlight.get(id);
      if (pending) return pending;
      if (running >= concurrency && waiting.length >= maxWaiting) return { ok: false, error: 'busy' };
      const rendering = inTurn(() => render({ bytes, mimeType })).then((result) => {
        if (result.ok) remember(id, result.webp);
        return result;
      });
      inFlight.set(id, rendering);
      try {
        return await rendering;
      } finally {
        inFlight.delete(id);
      }
    },
  };
}
