import { useEffect, useState, type RefObject } from 'react';

export interface DrawingBox {
  width: number;
  height: number;
}

/**
 * The room an SVG drawing has on screen, in CSS pixels: its own width and its max-height
 * (unbounded when none is set). Followed as the layout changes, so the labels can
 * be laid out for the size they will really be shown at (ADR 013).
 */
export function useDrawingBox(ref: RefObject<SVGSVGElement | null>): DrawingBox | null {
  const [box, setBox] = useState<DrawingBox | null>(null);
  useEffect(() => {
    const svg = ref.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    // The drawing is as wide as its place (w-full), whatever its view box; its height follows
    // the view box up to its max-height, where the drawing is scaled down to fit. Read only when
    // the observer reports, after the browser's own layout: measuring at mount forced a layout
    // of the whole page while it hydrated (ADR 016), and a drawing not yet near the screen
    // (content-visibility) is measured once it is laid out.
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.borderBoxSize[0]?.inlineSize ?? entry?.contentRect.width ?? 0;
      if (width <= 0) return;
      const maxHeight = parseFloat(getComputedStyle(svg).maxHeight);
      const next = { width, height: Number.isFinite(maxHeight) ? maxHeight : Number.POSITIVE_INFINITY };
      setBox((current) =>
        current && Math.abs(current.width - next.width) < 1 && current.height === next.height ? current : next,
      );
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}
