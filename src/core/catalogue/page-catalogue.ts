import {
  edgeProfilesRoute,
  priceBookRoute,
  priceBookVersionRoute,
  surfaceTypesRoute,
  woodSpeciesSummariesRoute,
} from '#core/api/catalogue-routes';

/**
 * The catalogue the configurator's first screen needs, written by the server into the page
 * (ADR 008) so the species cards and the live price need no request after the script runs.
 * Keyed by the address each value is otherwise fetched from, so the browser's store treats it
 * as that call's answer.
 */
export const PAGE_CATALOGUE_ELEMENT_ID = 'grainline-catalogue';

export const PAGE_CATALOGUE_URLS = {
  priceBook: priceBookRoute.path,
  /** `{ version }` of the price book above (ADR 020). */
  priceBookVersion: priceBookVersionRoute.path,
  woodSpeciesSummaries: woodSpeciesSummariesRoute.path,
  edgeProfiles: edgeProfilesRoute.path,
  surfaceTypes: surfaceTypesRoute.path,
} as const;

/** JSON safe inside a `<script>` element: no `</script>` or `<!--` can end it early. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
