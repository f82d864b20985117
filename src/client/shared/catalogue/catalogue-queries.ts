import { useQuery } from '@tanstack/react-query';
import type { PriceBook } from '../../../core/pricing/price-book';
import type {
  EdgeProfileRecord,
  PricingModifierRecord,
  SurfaceTypeRecord,
  WoodSpeciesRecord,
  WoodSpeciesSummary,
} from '../../../core/catalogue/catalogue-types';
import { getData } from '../api-client';

/**
 * SPEC §2 / §7: pricing data is loaded once at start-up and reused (the query client never
 * marks it stale). The browser prices with the same engine as the server, so the price book
 * is all it needs for a live price.
 */

export function usePriceBook() {
  return useQuery({ queryKey: ['/api/pricing/price-book'], queryFn: () => getData<PriceBook>('/api/pricing/price-book') });
}

export function useWoodSpeciesSummaries() {
  return useQuery({ queryKey: ['/api/wood-species'], queryFn: () => getData<WoodSpeciesSummary[]>('/api/wood-species') });
}

export function useWoodSpeciesRecords() {
  return useQuery({ queryKey: ['/api/pricing/wood-species'], queryFn: () => getData<WoodSpeciesRecord[]>('/api/pricing/wood-species') });
}

export function useEdgeProfiles() {
  return useQuery({ queryKey: ['/api/pricing/edge-profiles'], queryFn: () => getData<EdgeProfileRecord[]>('/api/pricing/edge-profiles') });
}

export function usePricingModifiers() {
  return useQuery({ queryKey: ['/api/pricing/modifiers'], queryFn: () => getData<PricingModifierRecord[]>('/api/pricing/modifiers') });
}

/** SPEC §7: surface types are optional; a failure gives an empty list. */
export function useSurfaceTypes() {
  return useQuery({
    queryKey: ['/api/pricing/surface-types'],
    queryFn: () => getData<SurfaceTypeRecord[]>('/api/pricing/surface-types').catch((): SurfaceTypeRecord[] => []),
  });
}
