import { lazy, Suspense, useState } from 'react';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { hasWebGl, loadThreeView } from './load-three-view';

// ADR 031: the viewer and three.js are fetched on the click, never before (the first-load budget, ADR 008).
const ModelViewerDialog = lazy(async () => ({ default: (await import('./model-viewer-dialog')).ModelViewerDialog }));

/** Performance marks the bench reads: from the click to the first frame drawn. */
export const CLICK_MARK = 'grainline:3d-click';

/** CONF-42: the control beside each surface's drawing that opens its 3D view. */
export function ViewIn3dButton({ surface, title = 'surface' }: { surface: SurfaceConfiguration; title?: string }) {
  const [open, setOpen] = useState<{ webGl: boolean } | null>(null);
  return (
    <>
      <button
        type="button"
        data-testid="view-in-3d"
        className="inline-flex min-h-11 items-center rounded-lg border border-walnut-700 print:hidden px-3 text-sm font-medium text-walnut-800 hover:bg-walnut-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-walnut-700"
        aria-haspopup="dialog"
        onClick={() => {
          performance.mark(CLICK_MARK);
          const webGl = hasWebGl();
          if (webGl) void loadThreeView().catch(() => undefined);
          setOpen({ webGl });
        }}
      >
        View in 3D
      </button>
      {open && (
        <Suspense
          fallback={
            <span role="status" className="ml-2 text-sm text-ink-muted">
              Loading the 3D view…
            </span>
          }
        >
          <ModelViewerDialog surface={surface} title={title} webGl={open.webGl} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
