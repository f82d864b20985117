import type { CountertopLayout } from '#core/surface/surface-options';

/** Plan views of the six countertop layouts (CONF-36), for the layout cards. */
const LAYOUT_RECTS: Record<CountertopLayout, readonly [number, number, number, number][]> = {
  single_wall: [[4, 4, 40, 8]],
  island: [[10, 12, 28, 10]],
  l_shape: [
    [4, 4, 40, 8],
    [4, 12, 8, 16],
  ],
  galley: [
    [4, 4, 40, 7],
    [4, 21, 40, 7],
  ],
  u_shape: [
    [4, 4, 40, 8],
    [4, 12, 8, 16],
    [36, 12, 8, 16],
  ],
  g_shape: [
    [4, 4, 40, 8],
    [4, 12, 8, 16],
    [36, 12, 8, 16],
    [24, 22, 12, 6],
  ],
};

export function LayoutIcon({ layout }: { layout: CountertopLayout }) {
  return (
    <svg viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      {LAYOUT_RECTS[layout].map(([x, y, width, height]) => (
        <rect
          key={`${x}-${y}`}
          x={x}
          y={y}
          width={width}
          height={height}
          rx="1"
          fill="currentColor"
          fillOpacity="0.18"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      ))}
    </svg>
  );
}
