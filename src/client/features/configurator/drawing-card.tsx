import type { SurfaceConfiguration } from '../../../core/surface/surface-schema';
import { SurfaceDrawing } from '../../shared/drawing/surface-drawing';

/** The live top view; while a field is invalid it keeps the last surface that made sense. */
export function DrawingCard({ surface, valid }: { surface: SurfaceConfiguration | null; valid: boolean }) {
  return (
    <figure className="rounded-2xl border border-line bg-card p-3 print:break-inside-avoid">
      {surface ? (
        <SurfaceDrawing surface={surface} className="h-auto max-h-72 w-full print:max-h-[10cm]" />
      ) : (
        <p className="p-2 text-sm text-ink-muted">Enter the sizes to see the drawing.</p>
      )}
      <figcaption className="mt-1 px-1 text-xs text-ink-muted">
        {valid ? 'Top view, to scale.' : 'The drawing updates once the highlighted fields are fixed.'}
      </figcaption>
    </figure>
  );
}
