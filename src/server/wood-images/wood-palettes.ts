/** Colours and figure traits of each species' generated texture (CONF-32). */

export type Rgb = readonly [number, number, number];

export interface WoodPalette {
  /** Earlywood, the wood's overall colour. */
  base: Rgb;
  /** Latewood / growth-ring lines; lighter than base for wenge-like woods. */
  line: Rgb;
  /** Colour of broad streaks in the heartwood (mineral or colour streaks). */
  streak: Rgb;
  /** 0..1, how strongly growth rings show. */
  ringContrast: number;
  /** Growth-ring spacing in pixels at 800 px, before per-board variation. */
  ringSpacing: number;
  /** Fraction of each ring taken by the darker (or, for wenge, lighter) band. */
  bandWidth: number;
  /** How gradually earlywood turns into the band, 0 = abruptly (pine) … 1 = softly. */
  bandSoftness: number;
  /** Expected knots per face-grain image (pine only). */
  knots: number;
  /** 0..1, open pores in the earlywood (ring-porous oak and ash). */
  pores: number;
  /** 0..1, ray fleck (beech, white oak). */
  flecks: number;
  /** 0..1, broad colour streaks. */
  streaks: number;
  /** 0..1, fine fibre texture. */
  fibre: number;
  /** Relative tone spread between boards, strips and blocks. */
  toneSpread: number;
}

const DEFAULT_PALETTE: WoodPalette = {
  base: [176, 128, 86],
  line: [132, 90, 58],
  streak: [120, 82, 54],
  ringContrast: 0.45,
  ringSpacing: 9,
  bandWidth: 0.5,
  bandSoftness: 0.75,
  knots: 0,
  pores: 0,
  flecks: 0,
  streaks: 0.2,
  fibre: 0.5,
  toneSpread: 0.08,
};

const PALETTES: Record<string, Partial<WoodPalette>> = {
  pine: {
    base: [234, 204, 146],
    line: [194, 124, 56],
    streak: [214, 170, 104],
    ringContrast: 0.8,
    ringSpacing: 10,
    bandWidth: 0.3,
    bandSoftness: 0.3,
    knots: 1.6,
    streaks: 0.3,
    fibre: 0.3,
    toneSpread: 0.07,
  },
  saligna: {
    base: [198, 142, 112],
    line: [164, 102, 78],
    streak: [176, 112, 86],
    ringContrast: 0.35,
    ringSpacing: 8,
    streaks: 0.3,
  },
  beech: {
    base: [224, 184, 146],
    line: [198, 150, 112],
    streak: [210, 166, 126],
    ringContrast: 0.3,
    ringSpacing: 9,
    flecks: 0.55,
    streaks: 0.15,
    toneSpread: 0.05,
  },
  ash: {
    base: [230, 208, 172],
    line: [182, 146, 102],
    streak: [208, 180, 138],
    ringContrast: 0.7,
    ringSpacing: 10,
    bandWidth: 0.4,
    pores: 0.55,
    streaks: 0.15,
  },
  iroko: {
    base: [178, 128, 62],
    line: [140, 94, 44],
    streak: [150, 104, 50],
    ringContrast: 0.35,
    ringSpacing: 10,
    pores: 0.25,
    streaks: 0.35,
  },
  red_oak: {
    base: [204, 152, 114],
    line: [164, 104, 74],
    streak: [184, 128, 94],
    ringContrast: 0.65,
    ringSpacing: 9,
    pores: 0.7,
    streaks: 0.2,
  },
  white_oak: {
    base: [198, 162, 114],
    line: [150, 114, 72],
    streak: [176, 140, 94],
    ringContrast: 0.6,
    ringSpacing: 8,
    pores: 0.55,
    flecks: 0.6,
    streaks: 0.2,
  },
  maple: {
    base: [240, 220, 186],
    line: [216, 184, 140],
    streak: [228, 198, 156],
    ringContrast: 0.25,
    ringSpacing: 9,
    streaks: 0.3,
    fibre: 0.35,
    toneSpread: 0.08,
  },
  cherry: {
    base: [190, 116, 80],
    line: [150, 80, 52],
    streak: [168, 94, 62],
    ringContrast: 0.35,
    ringSpacing: 8,
    streaks: 0.3,
  },
  kiaat: {
    base: [184, 114, 56],
    line: [136, 72, 36],
    streak: [120, 60, 34],
    ringContrast: 0.45,
    ringSpacing: 9,
    pores: 0.15,
    streaks: 0.55,
    toneSpread: 0.1,
  },
  patrys: {
    base: [96, 64, 42],
    line: [34, 22, 15],
    streak: [140, 100, 66],
    ringContrast: 0.75,
    ringSpacing: 8,
    bandWidth: 0.35,
    pores: 0.2,
    streaks: 0.3,
    toneSpread: 0.1,
  },
  african_mahogany: {
    base: [140, 72, 48],
    line: [104, 50, 34],
    streak: [164, 88, 58],
    ringContrast: 0.3,
    ringSpacing: 9,
    pores: 0.15,
    streaks: 0.45,
  },
  walnut: {
    base: [108, 72, 50],
    line: [70, 46, 32],
    streak: [88, 60, 44],
    ringContrast: 0.5,
    ringSpacing: 8,
    pores: 0.2,
    streaks: 0.45,
    toneSpread: 0.1,
  },
  wenge: {
    base: [46, 32, 25],
    line: [172, 134, 96],
    streak: [70, 50, 38],
    ringContrast: 0.7,
    ringSpacing: 9,
    bandWidth: 0.22,
    pores: 0.2,
    streaks: 0.2,
    fibre: 0.6,
    toneSpread: 0.1,
  },
  african_rosewood: {
    base: [150, 72, 62],
    line: [94, 40, 48],
    streak: [116, 50, 66],
    ringContrast: 0.5,
    ringSpacing: 9,
    streaks: 0.5,
    toneSpread: 0.09,
  },
  yellow_wood: {
    base: [234, 206, 132],
    line: [210, 172, 96],
    streak: [222, 186, 110],
    ringContrast: 0.2,
    ringSpacing: 10,
    streaks: 0.25,
    fibre: 0.3,
    toneSpread: 0.05,
  },
};

export function woodPalette(speciesId: string): WoodPalette {
  return { ...DEFAULT_PALETTE, ...PALETTES[speciesId] };
}
