import { changeQuantity, validateSurface } from '../../../core/surface/surface-rules';
import type { SurfaceConfiguration } from '../../../core/surface/surface-schema';

/**
 * The surfaces saved into the customer's quote (SPEC §4: added by 'Add & Get My Quote',
 * removed, quantity changed). Kept in localStorage so a reload loses nothing; every entry is
 * re-validated on read because storage can hold anything, including an older app's shape.
 */
export const SAVED_SURFACES_KEY = 'grainline.savedSurfaces';

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: readonly SurfaceConfiguration[] | null = null;
// Storage can be unavailable (blocked third-party storage in an embed, private modes).
let memoryFallback: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_SURFACES_KEY);
  } catch {
    return memoryFallback;
  }
}

function writeRaw(value: string): void {
  memoryFallback = value;
  try {
    window.localStorage.setItem(SAVED_SURFACES_KEY, value);
  } catch {
    // The in-memory copy keeps the quote for this visit.
  }
}

function parse(raw: string | null): readonly SurfaceConfiguration[] {
  if (!raw) return [];
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry: unknown) => {
    const result = validateSurface(entry);
    return result.ok && result.surface.id ? [result.surface] : [];
  });
}

export function getSavedSurfaces(): readonly SurfaceConfiguration[] {
  cache ??= parse(readRaw());
  return cache;
}

function commit(next: readonly SurfaceConfiguration[]): void {
  cache = next;
  writeRaw(JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function subscribeToSavedSurfaces(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab changed the quote: drop the cache so the next read sees it.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SAVED_SURFACES_KEY) return;
    cache = null;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function addSavedSurface(surface: SurfaceConfiguration & { id: string }): void {
  commit([...getSavedSurfaces().filter((s) => s.id !== surface.id), surface]);
}

export function removeSavedSurface(id: string): void {
  commit(getSavedSurfaces().filter((s) => s.id !== id));
}

/** SPEC §4: a saved line's quantity never goes below 1 (the shared rule clamps to 1–50). */
export function setSavedSurfaceQuantity(id: string, quantity: number): void {
  commit(getSavedSurfaces().map((s) => (s.id === id ? changeQuantity(s, quantity) : s)));
}
