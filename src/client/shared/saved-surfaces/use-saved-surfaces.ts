import { useSyncExternalStore } from 'react';
import type { SurfaceConfiguration } from '../../../core/surface/surface-schema';
import { getSavedSurfaces, subscribeToSavedSurfaces } from './saved-surfaces-store';

export function useSavedSurfaces(): readonly SurfaceConfiguration[] {
  return useSyncExternalStore(subscribeToSavedSurfaces, getSavedSurfaces, getSavedSurfaces);
}
