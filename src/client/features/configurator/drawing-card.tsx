import { lazy, memo, Suspense } from 'react';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';

// ADR 016: the drawing and its geometry (~7 KB gzip) are not in the first load. The pre-rendered
// page already shows the drawing; it hydrates when its chunk arrives, which it starts fetching
// as soon as hydration reaches it, long before a customer has changed anything.
const SurfaceDrawing = lazy(async () => ({
  default: (await import('#client/shared/drawing/surface-drawing')).SurfaceDrawing,
}));
// ADR 031: the 'View in 3D' button is fetched the same way, and three.js only on its click.
const ViewIn3dButton = lazy(async () => ({
  default: (await import('#client/shared/model3d/view-in-3d-button')).ViewIn3dButton,
}));

/** The live top view; while a field is invalid it keeps the last surface that made sense. */
export const DrawingCard = memo(function DrawingCard({
  surface,
  valid,
}: {
  surface: SurfaceConfiguration | null;
  valid: boolean;
}) {
  return (
    <figure className="rounded-2xl border border-line bg-card p-3 print:break-inside-avoid">
      {surface ? (
        // Only seen on a page rendered in the browser (a share link), for the moment the chunk takes.
        <Suspense fallback={<div aria-hidden="true" className="h-48" />}>
          <SurfaceDrawing surface={surface} className="h-auto max-h-72 w-full print:max-h-[10cm]" />
        </Suspense>
      ) : (
        <p className="p-2 text-sm text-ink-muted">Enter the sizes to see the drawing.</p>
      )}
      <figcaption className="mt-1 px-1 text-xs text-ink-muted">
        {valid ? 'Top view, to scale.' : 'The drawing updates once the highlighted fields are fixed.'}
      </figcaption>
      {surface && valid && (
        <div className="mt-2 px-1 print:hidden">
          <Suspense fallback={null}>
            <ViewIn3dButton surface={surface} />
          </Suspense>
        </div>
      )}
    </figure>
  );
});
