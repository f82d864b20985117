import type { SpeciesFigures } from '#core/advice/species-figures';
import { getData } from '../api-client';
import { useResource } from '../resource-store';

const FIGURES_URL = '/api/advice/figures';

/**
 * The species figures of the price book in force (CONF-41), for the advice the browser computes
 * itself. Until they arrive (or if they cannot) the advice uses the core's defaults, which are
 * the price book's own unless staff have edited them.
 */
export function useAdviceFigures(): Record<string, SpeciesFigures> | undefined {
  return useResource(FIGURES_URL, () => getData<Record<string, SpeciesFigures>>(FIGURES_URL)).data;
}
