import type { PriceBook } from '#core/pricing/price-book';
import type { EdgeProfileRecord, PricingModifierRecord, SurfaceTypeRecord, WoodSpeciesSummary } from '#core/catalogue/catalogue-types';
import { PAGE_CATALOGUE_ELEMENT_ID, PAGE_CATALOGUE_URLS } from '#core/catalogue/page-catalogue';
import { getData } from '../api-request';
import { seedResources, useResource } from '../resource-store';

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

export function usePriceBook() {
  const url = PAGE_CATALOGUE_URLS.priceBook;
  return useResource(url, () => getData<PriceBook>(url));
}

export function useWoodSpeciesSummaries() {
  const url = PAGE_CATALOGUE_URLS.woodSpeciesSummaries;
  return useResource(url, () => getData<WoodSpeciesSummary[]>(url));
}

export function useEdgeProfiles() {
  const url = PAGE_CATALOGUE_URLS.edgeProfiles;
  return useResource(url, () => getData<EdgeProfileRecord[]>(url));
}

export function usePricingModifiers() {
  return useResource('/api/pricing/modifiers', () => getData<PricingModifierRecord[]>('/api/pricing/modifiers'));
}

/** PRICE-28: surface types are optional; a failure gives an empty list. */
export function useSurfaceTypes() {
  const url = PAGE_CATALOGUE_URLS.surfaceTypes;
  return useResource(url, () => getData<SurfaceTypeRecord[]>(url).catch((): SurfaceTypeRecord[] => []));
}
