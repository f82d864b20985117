import { ADVICE_SOURCES } from './advice-sources';

/**
 * CONF-41: the indoor equilibrium moisture range of the customer's region. The ranges are
 * the Wood Handbook's three interior climates (Table 13-1); which South African regions fall in
 * which is the workshop's reading of the climate, recorded in ADR 023.
 */
export const CLIMATE_REGION_IDS = ['highveld_dry_interior', 'lowveld_subtropical_coast', 'cape_temperate'] as const;
export type ClimateRegionId = (typeof CLIMATE_REGION_IDS)[number];

export interface ClimateRegion {
  id: ClimateRegionId;
  name: string;
  lowMoisturePercent: number;
  highMoisturePercent: number;
  source: string;
}

const TABLE_13_1 = ADVICE_SOURCES.wood_handbook_13_1.citation;

export const CLIMATE_REGIONS: Readonly<Record<ClimateRegionId, ClimateRegion>> = {
  highveld_dry_interior: {
    id: 'highveld_dry_interior',
    name: 'Highveld and dry interior (Gauteng, Free State, North West, Karoo, Northern Cape)',
    lowMoisturePercent: 4,
    highMoisturePercent: 9,
    source: `${TABLE_13_1} Entry: dry climate, individual pieces 4–9 %.`,
  },
  lowveld_subtropical_coast: {
    id: 'lowveld_subtropical_coast',
    name: 'Lowveld and subtropical coast (Mbombela, Limpopo lowveld, KwaZulu-Natal and Eastern Cape coast)',
    lowMoisturePercent: 8,
    highMoisturePercent: 13,
    source: `${TABLE_13_1} Entry: damp, warm coastal climate, individual pieces 8–13 %.`,
  },
  cape_temperate: {
    id: 'cape_temperate',
    name: 'Western Cape, Garden Route and KwaZulu-Natal midlands',
    lowMoisturePercent: 6,
    highMoisturePercent: 10,
    source: `${TABLE_13_1} Entry: most areas, individual pieces 6–10 %.`,
  },
};

/** The workshop's own region (Mbombela, PRICE-12) when the customer names none. */
export const DEFAULT_CLIMATE_REGION: ClimateRegionId = 'lowveld_subtropical_coast';
