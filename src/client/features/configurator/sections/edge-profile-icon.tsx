import type { EdgeProfile } from '#core/surface/surface-options';

/** The edge seen end-on: how each profile rounds or cuts the top corner. */
const PROFILE_PATHS: Record<EdgeProfile, string> = {
  square: 'M4 26V6h28v20',
  bullnose: 'M4 26V6h18a10 10 0 0 1 0 20z',
  chamfer: 'M4 26V6h22l6 6v14',
  pencil: 'M4 26V6h25a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3',
};

export function EdgeProfileIcon({ profile }: { profile: EdgeProfile }) {
  return (
    <svg viewBox="0 0 36 32" width="36" height="32" aria-hidden="true" focusable="false">
      <path
        d={PROFILE_PATHS[profile]}
        fill="currentColor"
        fillOpacity="0.18"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}
