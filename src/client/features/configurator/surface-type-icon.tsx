import type { SurfaceType } from '#core/surface/surface-options';

/** Simple line drawings that tell the five surface types apart at a glance. */
export function SurfaceTypeIcon({ surfaceType }: { surfaceType: SurfaceType }) {
  const common = {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  return (
    <svg viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      {surfaceType === 'countertop' ? (
        <g {...common}>
          <rect x="3" y="9" width="42" height="8" rx="1" />
          <rect x="18" y="11" width="12" height="4" rx="1" />
          <path d="M6 17v12M42 17v12M6 29h36" />
        </g>
      ) : null}
      {surfaceType === 'table_top' ? (
        <g {...common}>
          <rect x="4" y="8" width="40" height="5" rx="1" />
          <path d="M9 13v16M39 13v16" />
        </g>
      ) : null}
      {surfaceType === 'desk_top' ? (
        <g {...common}>
          <rect x="4" y="8" width="40" height="5" rx="1" />
          <circle cx="36" cy="10.5" r="1.2" />
          <path d="M8 13v16M40 13v16M8 20h10v9" />
        </g>
      ) : null}
      {surfaceType === 'floating_shelf' ? (
        <g {...common}>
          <path d="M4 6v22" />
          <rect x="4" y="12" width="36" height="5" rx="1" />
          <path d="M4 22h12" strokeDasharray="2 2" />
        </g>
      ) : null}
      {surfaceType === 'stair_tread' ? (
        <g {...common}>
          <path d="M4 28h10v-7h10v-7h10V7h10" />
          <path d="M14 21h11M24 14h11M34 7h10" strokeWidth="3" />
        </g>
      ) : null}
    </svg>
  );
}
