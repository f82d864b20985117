import {
  edgeProfilesRoute,
  priceBookRoute,
  pricingModifiersRoute,
  surfaceTypesRoute,
  woodSpeciesSummariesRoute,
} from '#core/api/catalogue-routes';
import type { SurfaceTypeRecord } from '#core/catalogue/catalogue-types';
import { PAGE_CATALOGUE_ELEMENT_ID } from '#core/catalogue/page-catalogue';
import { callApi } from '../call-api';
import { refreshResource, seedResources, useResource } from '../resource-store';

/**
 * PRICE-28, PRICE-29: pricing data is loaded once at start-up and reused (never marked stale). The
 * browser prices with the same engine as the server, so the price book is all it needs for a
 * live price. On the configurator's page the server has already written the first screen's
 * part of it into the page (ADR 008).
 */

/** Takes the catalogue the server wrote into the page, if it did; a broken one is ignored (fetched instead). */
export function seedPageCatalogue(): void {
  const text = document.getElementById(PAGE_CATALOGUE_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    seedResources(JSON.parse(text) as Record<string, unknown>);
  } catch {
    // Fetched as on any other page.
  }
}

/** Each answer is kept under its route's path, the key the page's own copy is written under. */
export function usePriceBook() {
  return useResource(priceBookRoute.path, () => callApi(priceBookRoute));
}

/**
 * CONF-27: a malformed wood is skipped; an answer that is not a list is an error the picker offers to retry.
 * The check comes with the answer it checks, never in the first load (ADR 008): the page's own copy is the
 * server's, which rendered the first screen from it.
 */
export function useWoodSpeciesSummaries() {
  return useResource(woodSpeciesSummariesRoute.path, async () => {
    const [data, { woodSpeciesSummariesFrom }] = await Promise.all([
      callApi(woodSpeciesSummariesRoute),
      import('./wood-species-summaries'),
    ]);
    return woodSpeciesSummariesFrom(data);
  });
}

/** The wood picker's 'Try again'. */
export function retryWoodSpeciesSummaries(): Promise<void> {
  return refreshResource(woodSpeciesSummariesRoute.path);
}

export function useEdgeProfiles() {
  return useResource(edgeProfilesRoute.path, () => callApi(edgeProfilesRoute));
}

export function usePricingModifiers() {
  return useResource(pricingModifiersRoute.path, () => callApi(pricingModifiersRoute));
}

/** PRICE-28: surface types are optional; a failure gives an empty list. */
export function useSurfaceTypes() {
  return useResource(surfaceTypesRoute.path, () => callApi(surfaceTypesRoute).catch((): SurfaceTypeRecord[] => []));
}
