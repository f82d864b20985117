import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { surfaceModel } from '#core/model3d/surface-model';
import type { SurfaceModel } from '#core/model3d/model-types';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { useBackClosesDialog } from '../use-back-closes-dialog';
import { SurfaceDrawing } from '../drawing/surface-drawing';
import { loadThreeView } from './load-three-view';
import type { ProjectedLabel, ThreeView } from './three-view';

/** Read by the bench (bench/model3d-bench.ts): the click's mark is set by the button. */
export const FIRST_FRAME_MARK = 'grainline:3d-first-frame';
export const TEXTURED_FRAME_MARK = 'grainline:3d-textured-frame';

type ViewState = 'loading' | 'drawn' | 'textured';

/** Loads three.js and keeps the view on `model`; `failed` once WebGL or the chunk lets it down. */
function useThreeView(webGl: boolean, model: SurfaceModel) {
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const view = useRef<ThreeView | null>(null);
  const latest = useRef(model);
  const [failed, setFailed] = useState(!webGl);
  const [labels, setLabels] = useState<ProjectedLabel[]>([]);
  const [state, setState] = useState<ViewState>('loading');

  useEffect(() => {
    if (failed) return;
    let cancelled = false;
    loadThreeView().then(
      ({ createThreeView }) => {
        if (cancelled || !canvas.current || !stage.current) return;
        try {
          view.current = createThreeView({
            canvas: canvas.current,
            surface: stage.current,
            onLabels: setLabels,
            onFrame: ({ textured }) => {
              performance.mark(textured ? TEXTURED_FRAME_MARK : FIRST_FRAME_MARK);
              setState(textured ? 'textured' : 'drawn');
            },
          });
          view.current.show(latest.current);
        } catch {
          setFailed(true);
        }
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      view.current?.dispose();
      view.current = null;
    };
  }, [failed]);

  useEffect(() => {
    if (latest.current === model) return;
    latest.current = model;
    view.current?.show(model);
  }, [model]);

  return { stage, canvas, view, failed, labels, state };
}

/** The canvas, with the 2D drawing's own labels (CONF-35) pinned over their dimension lines. */
interface StageProps {
  stageRef: RefObject<HTMLDivElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  labels: readonly ProjectedLabel[];
  state: ViewState;
  title: string;
  descriptionId: string;
}

function ModelStage({ stageRef, canvasRef, labels, state, title, descriptionId }: StageProps) {
  return (
    <div
      ref={stageRef}
      // The stage takes the keys, the pointer and the wheel; its name says how.
      tabIndex={0}
      role="application"
      aria-roledescription="3D view"
      aria-label={`${title}: drag or use the arrow keys to turn, the wheel, two fingers or + and − to zoom, R to reset`}
      aria-describedby={descriptionId}
      data-testid="model3d-stage"
      data-state={state}
      className="relative min-h-0 w-full flex-1 touch-none overflow-hidden outline-none select-none focus-visible:ring-2 focus-visible:ring-walnut-700 focus-visible:ring-inset"
    >
      <canvas ref={canvasRef} data-testid="model3d-canvas" aria-hidden="true" className="block h-full w-full" />
      <div aria-hidden="true" data-testid="model3d-labels">
        {labels.map((label, i) =>
          label.visible ? (
            <span
              key={i}
              className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 rounded bg-white/90 px-1 text-xs font-medium whitespace-nowrap text-ink shadow-sm"
              style={{ left: label.left, top: label.top }}
            >
              {label.text}
            </span>
          ) : null,
        )}
      </div>
      {state === 'loading' && (
        <p role="status" className="absolute inset-x-0 top-4 text-center text-sm text-ink-muted">
          Loading the 3D view…
        </p>
      )}
    </div>
  );
}

function DrawingFallback({ surface }: { surface: SurfaceConfiguration }) {
  return (
    // Focusable and named, so a keyboard can scroll a drawing taller than the dialog.
    <div
      data-testid="model3d-fallback"
      tabIndex={0}
      role="region"
      aria-label="2D drawing instead of the 3D view"
      className="flex-1 overflow-auto p-4"
    >
      <p role="status" className="mb-3 text-sm">
        This browser cannot show the 3D view: WebGL is turned off or missing. Here is the 2D drawing, to scale.
      </p>
      <SurfaceDrawing surface={surface} className="h-auto max-h-[70vh] w-full" />
    </div>
  );
}

/**
 * CONF-42: the 3D view in a modal dialog: the model follows `surface`, the 2D drawing's
 * dimension labels float over it, its description is read to screen readers, and where WebGL
 * is missing (or three.js fails to start) the 2D drawing is shown instead. Closing unmounts the
 * dialog, which frees the renderer, geometries and textures. On a phone it fills the screen, and
 * Back closes it like every dialog.
 */
export function ModelViewerDialog({
  surface,
  title,
  webGl,
  onClose,
}: {
  surface: SurfaceConfiguration;
  title: string;
  webGl: boolean;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const model = useMemo(() => surfaceModel(surface), [surface]);
  const { stage, canvas, view, failed, labels, state } = useThreeView(webGl, model);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  useBackClosesDialog(true, () => dialog.current?.close());

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${id}-title`}
      data-testid="model3d-dialog"
      onClose={onClose}
      className={DIALOG}
    >
      <div className="flex h-full w-full flex-col">
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            3D view of the {title}
          </h2>
          <div className="flex gap-2">
            {!failed && (
              <button type="button" className={BUTTON} onClick={() => view.current?.reset()}>
                Reset view
              </button>
            )}
            <button type="button" className={BUTTON} onClick={() => dialog.current?.close()}>
              Close
            </button>
          </div>
        </div>
        {failed ? (
          <DrawingFallback surface={surface} />
        ) : (
          <ModelStage
            stageRef={stage}
            canvasRef={canvas}
            labels={labels}
            state={state}
            title={title}
            descriptionId={`${id}-desc`}
          />
        )}
        <p id={`${id}-desc`} className="border-t border-line px-4 py-2 text-xs text-ink-muted">
          {model.description}{' '}
          {failed ? '' : 'Drag to turn, pinch or scroll to zoom; arrow keys turn, + and − zoom, R resets.'}
        </p>
      </div>
    </dialog>
  );
}

// On a phone the whole screen: inset 0 and no margin, so it is centred and as wide as the viewport.
const DIALOG =
  'fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-card p-0 text-ink backdrop:bg-black/60 sm:m-auto sm:h-[85vh] sm:w-[min(64rem,94vw)] sm:rounded-2xl';

const BUTTON =
  'min-h-11 rounded-lg border border-line px-3 text-sm font-medium hover:bg-walnut-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-walnut-700';
