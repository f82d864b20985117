import { validateSurface } from './surface-rules';
import type { SurfaceConfiguration } from './surface-schema';

/**
 * CONF-38: a share link holds a configuration as base64url JSON. Fields at the
 * schema's default are left out to keep links short; parsing restores them.
 */
const SCHEMA_DEFAULTS: Readonly<Partial<Record<keyof SurfaceConfiguration, unknown>>> = {
  woodSpecies: 'pine_face',
  grainStyle: 'face',
  quantity: 1,
  edgeProfile: 'pencil',
  finish: 'matte',
  cutouts: ['none'],
  lengthEdges: 2,
  widthEdges: 2,
  hasBacksplash: false,
  waterfallEdge: 'none',
  tableShape: 'rectangular',
  hasCableHole: false,
  bracketOption: 'with_brackets',
};

/** Far above any real configuration (about 1 KB); refuses oversized input before decoding it. */
const MAX_LINK_LENGTH = 4096;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const INVALID_LINK_MESSAGE = 'This link does not hold a valid configuration.';

export type SurfaceLinkResult =
  | { ok: true; surface: SurfaceConfiguration }
  | { ok: false; message: typeof INVALID_LINK_MESSAGE };

const isDefault = (key: keyof SurfaceConfiguration, value: unknown): boolean =>
  key in SCHEMA_DEFAULTS && JSON.stringify(SCHEMA_DEFAULTS[key]) === JSON.stringify(value);

/** Encodes a valid surface. The id is left out: whoever opens the link gets a surface of their own. */
export function encodeSurfaceLink(surface: SurfaceConfiguration): string {
  const fields = Object.entries(surface).filter(
    ([key, value]) => key !== 'id' && value !== undefined && !isDefault(key as keyof SurfaceConfiguration, value),
  );
  // TextEncoder and btoa exist in browsers and Node alike; Buffer does not.
  const bytes = new TextEncoder().encode(JSON.stringify(Object.fromEntries(fields)));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeBase64UrlText(param: string): string | null {
  if (param.length > MAX_LINK_LENGTH || !BASE64URL.test(param) || param.length % 4 === 1) return null;
  const base64 = param.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (param.length % 4)) % 4);
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Never throws: a tampered, truncated or stale link gives the one message (CONF-38). */
export function decodeSurfaceLink(param: string | null | undefined): SurfaceLinkResult {
  const invalid = { ok: false, message: INVALID_LINK_MESSAGE } as const;
  const text = decodeBase64UrlText((param ?? '').trim());
  if (text === null) return invalid;
  const json = parseJson(text);
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return invalid;
  // A link never names a surface (see encodeSurfaceLink), so an id slipped into one is dropped.
  const validation = validateSurface(Object.fromEntries(Object.entries(json).filter(([key]) => key !== 'id')));
  return validation.ok ? { ok: true, surface: validation.surface } : invalid;
}
