import { changeQuantity, validateSurface } from '#core/surface/surface-rules';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { createStoredValue } from '../stored-value';

/**
 * The surfaces saved into the customer's quote (CONF-12, QUOTE-04: added by 'Add & Get My Quote',
 * removed, quantity changed). Kept in localStorage so a reload loses nothing; every entry is
 * re-validated on read because storage can hold anything, including an older app's shape.
 */
export const SAVED_SURFACES_KEY = 'grainline.savedSurfaces';

export const savedSurfacesStore = createStoredValue<readonly SurfaceConfiguration[]>({
  key: SAVED_SURFACES_KEY,
  read: (json) =>
    Array.isArray(json)
      ? json.flatMap((entry: unknown) => {
          const result = validateSurface(entry);
          return result.ok && result.surface.id ? [result.surface] : [];
        })
      : undefined,
  fallback: [],
});

export const getSavedSurfaces = savedSurfacesStore.get;

export function addSavedSurface(surface: SurfaceConfiguration & { id: string }): void {
  savedSurfacesStore.set([...getSavedSurfaces().filter((s) => s.id !== surface.id), surface]);
}

/** Puts a surface back at a place in the list (undoing a removal). */
export function insertSavedSurface(surface: SurfaceConfiguration & { id: string }, index: number): void {
  const others = getSavedSurfaces().filter((s) => s.id !== surface.id);
  savedSurfacesStore.set([...others.slice(0, index), surface, ...others.slice(index)]);
}

export function removeSavedSurface(id: string): void {
  savedSurfacesStore.set(getSavedSurfaces().filter((s) => s.id !== id));
}

/** QUOTE-04: a saved line's quantity never goes below 1 (the shared rule clamps to 1–50). */
export function setSavedSurfaceQuantity(id: string, quantity: number): void {
  savedSurfacesStore.set(getSavedSurfaces().map((s) => (s.id === id ? changeQuantity(s, quantity) : s)));
}
