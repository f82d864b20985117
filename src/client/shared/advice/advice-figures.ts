import type { SpeciesFigures } from '#core/advice/species-figures';
import { adviceFiguresRoute } from '#core/api/advice-routes';
import { callApi } from '../call-api';
import { useResource } from '../resource-store';

/**
 * The species figures of the price book in force (CONF-41), for the advice the browser computes
 * itself. Until they arrive (or if they cannot) the advice uses the core's defaults, which are
 * the price book's own unless staff have edited them.
 */
export function useAdviceFigures(): Record<string, SpeciesFigures> | undefined {
  return useResource(adviceFiguresRoute.path, () => callApi(adviceFiguresRoute)).data;
}
