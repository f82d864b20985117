import { useCallback, useEffect, useRef, useState } from 'react';
import { PREVIEW_WIDTHS, type HeatmapData, type WidthBucket } from '#core/heatmaps/heatmap-events';
import { drawHeat, type HeatPoint } from './draw-heat';

/** The address the frame shows for a view; `hm-preview` turns the page's tracking off. */
function previewUrl(view: string): string {
  return view === 'summary' ? '/?step=2&hm-preview=1' : '/?hm-preview=1';
}

const MAX_FRAME_HEIGHT_PX = 20_000;
const MEASURE_EVERY_MS = 500;

/** Where the heat goes: each element's cells mapped onto that element's box in the frame, page cells onto the page. */
function heatPoints(frameDocument: Document, data: HeatmapData): { points: HeatPoint[]; missing: Map<string, number> } {
  const points: HeatPoint[] = data.page.map((cell) => ({
    x: cell.x * frameDocument.documentElement.clientWidth,
    y: cell.y,
    weight: cell.count,
  }));
  const missing = new Map<string, number>();
  const scrollY = frameDocument.defaultView?.scrollY ?? 0;
  for (const cell of data.elements) {
    const candidates = [...frameDocument.querySelectorAll(`[data-hm="${CSS.escape(cell.element)}"]`)];
    const box = candidates
      .map((element) => element.getBoundingClientRect())
      .find((rect) => rect.width > 0 && rect.height > 0);
    if (!box) {
      missing.set(cell.element, (missing.get(cell.element) ?? 0) + cell.count);
      continue;
    }
    points.push({ x: box.left + cell.x * box.width, y: box.top + scrollY + cell.y * box.height, weight: cell.count });
  }
  return { points, missing };
}

/**
 * The configurator as it really renders at the chosen width, in a same-origin frame as tall
 * as its page, with the heat drawn on a canvas over it (ADR 014). A frame wider than the
 * screen is scaled down as a whole, frame and heat together, so they stay aligned.
 */
export function HeatmapPreview({ data, width }: { data: HeatmapData | undefined; width: WidthBucket }) {
  const frameWidth = PREVIEW_WIDTHS[width];
  const outer = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [available, setAvailable] = useState(frameWidth);
  const [frameHeight, setFrameHeight] = useState(800);
  const [missing, setMissing] = useState<Map<string, number>>(new Map());
  // Another width or view is another frame: it counts as loaded, and as drawn on, only once that frame has been.
  const frameKey = `${width}-${data?.view ?? ''}`;
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const [drawnKey, setDrawnKey] = useState<string | null>(null);
  const loaded = loadedKey === frameKey;
  const drawn = drawnKey === frameKey;

  useEffect(() => {
    const element = outer.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setAvailable(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The frame grows to its page's height as images and fonts arrive.
  useEffect(() => {
    if (!loaded) return;
    const measure = () => {
      const body = frame.current?.contentDocument?.body;
      if (body)
        setFrameHeight(Math.min(MAX_FRAME_HEIGHT_PX, Math.max(200, Math.ceil(body.getBoundingClientRect().height))));
    };
    measure();
    const timer = setInterval(measure, MEASURE_EVERY_MS);
    return () => clearInterval(timer);
  }, [loaded]);

  const draw = useCallback(() => {
    const frameDocument = frame.current?.contentDocument;
    const target = canvas.current;
    if (!frameDocument || !target || !data) return;
    const placed = heatPoints(frameDocument, data);
    drawHeat(target, placed.points);
    setMissing(placed.missing);
    setDrawnKey(frameKey);
  }, [data, frameKey]);

  useEffect(() => {
    if (!loaded) return;
    draw();
    // Late layout (the price book, wood images) can still move elements a little.
    const timer = setInterval(draw, 2000);
    return () => clearInterval(timer);
  }, [loaded, draw, frameHeight, frameWidth]);

  const scale = Math.min(1, available / frameWidth);
  return (
    <div className="space-y-2">
      <div
        ref={outer}
        className="w-full overflow-hidden rounded-lg border border-line bg-white"
        style={{ height: frameHeight * scale }}
      >
        <div
          className="relative origin-top-left"
          style={{ width: frameWidth, height: frameHeight, transform: `scale(${scale})` }}
        >
          <iframe
            key={frameKey}
            ref={frame}
            title={`Configurator preview at ${width} width (${frameWidth} px)`}
            src={previewUrl(data?.view ?? 'configure')}
            width={frameWidth}
            height={frameHeight}
            tabIndex={-1}
            className="pointer-events-none absolute inset-0 border-0"
            onLoad={() => setLoadedKey(frameKey)}
          />
          <canvas
            ref={canvas}
            data-testid="heatmap-canvas"
            data-drawn={drawn ? 'true' : 'false'}
            width={frameWidth}
            height={frameHeight}
            aria-hidden="true"
            className="pointer-events-none absolute inset-0"
          />
        </div>
      </div>
      {missing.size > 0 ? (
        <p className="text-sm text-ink-muted">
          Not on screen in this preview (a dialog or another option):{' '}
          {[...missing].map(([element, count]) => `${element} (${count})`).join(', ')}.
        </p>
      ) : null}
    </div>
  );
}
