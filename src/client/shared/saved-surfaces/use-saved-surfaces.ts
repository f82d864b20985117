import type { SurfaceConfiguration } from '#core/surface/surface-schema';
import { useStoredValue } from '../stored-value';
import { savedSurfacesStore } from './saved-surfaces-store';

export function useSavedSurfaces(): readonly SurfaceConfiguration[] {
  return useStoredValue(savedSurfacesStore);
}
