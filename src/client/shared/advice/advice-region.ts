import { CLIMATE_REGION_IDS, DEFAULT_CLIMATE_REGION, type ClimateRegionId } from '#core/advice/climate-regions';
import { createStoredValue } from '../stored-value';

/** The customer's climate region (CONF-41), kept for the visit and the next: one home, many surfaces. */
export const adviceRegion = createStoredValue<ClimateRegionId>({
  key: 'grainline.adviceRegion',
  read: (json) =>
    typeof json === 'string' && (CLIMATE_REGION_IDS as readonly string[]).includes(json)
      ? (json as ClimateRegionId)
      : undefined,
  fallback: DEFAULT_CLIMATE_REGION,
});
