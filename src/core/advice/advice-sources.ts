/**
 * CONF-41: every species and climate figure the advice uses names its published source,
 * one entry of this table. `advice-sources.test.ts` fails on a figure whose source is missing.
 */
export const ADVICE_SOURCES = {
  wood_handbook_5_3a: {
    citation:
      'Forest Products Laboratory (2010). Wood Handbook: Wood as an Engineering Material, FPL-GTR-190. USDA Forest Service. Table 5-3a, modulus of elasticity of clear wood at 12 % moisture content.',
  },
  wood_handbook_13_5: {
    citation:
      'Forest Products Laboratory (2010). Wood Handbook: Wood as an Engineering Material, FPL-GTR-190. USDA Forest Service. Table 13-5, dimensional change coefficients (radial, tangential) between 6 % and 14 % moisture content.',
  },
  wood_handbook_13_1: {
    citation:
      'Forest Products Laboratory (2010). Wood Handbook: Wood as an Engineering Material, FPL-GTR-190. USDA Forest Service. Table 13-1, recommended moisture content of wood for interior use by climate (dry, most areas, damp warm coastal).',
  },
  chudnoff_kiaat: {
    citation:
      'Chudnoff, M. (1984). Tropical Timbers of the World, Agriculture Handbook 607. USDA Forest Service, Forest Products Laboratory. Technical sheet Pterocarpus angolensis (kiaat, mukwa): modulus of elasticity at 12 %, 1,220 × 1,000 psi.',
  },
  chudnoff_khaya: {
    citation:
      'Chudnoff, M. (1984). Tropical Timbers of the World, Agriculture Handbook 607. USDA Forest Service, Forest Products Laboratory. Technical sheet Khaya ivorensis and K. anthotheca (African mahogany): modulus of elasticity at 12 %, 1,310 × 1,000 psi.',
  },
  chudnoff_podocarpus: {
    citation:
      'Chudnoff, M. (1984). Tropical Timbers of the World, Agriculture Handbook 607. USDA Forest Service, Forest Products Laboratory. Technical sheet Podocarpus spp. (podo, yellowwood in South Africa): modulus of elasticity at 12 %, 1,170 × 1,000 psi (2-cm standard).',
  },
  tropix_iroko: {
    citation:
      'CIRAD. Tropix 7, technical sheet IROKO (Milicia excelsa, M. regia): modulus of elasticity at 12 % moisture content, 12,840 MPa.',
  },
  tropix_eucalyptus_grandis: {
    citation:
      'CIRAD. Tropix 7, technical sheet EUCALYPTUS GRANDIS (saligna): modulus of elasticity at 12 % moisture content, 15,200 MPa.',
  },
  tropix_wenge: {
    citation:
      'CIRAD. Tropix 7, technical sheet WENGE (Millettia laurentii, M. stuhlmannii): modulus of elasticity at 12 % moisture content, 21,050 MPa.',
  },
} as const satisfies Record<string, { citation: string }>;

export type AdviceSourceId = keyof typeof ADVICE_SOURCES;

export function isAdviceSourceId(id: string): id is AdviceSourceId {
  return Object.hasOwn(ADVICE_SOURCES, id);
}
