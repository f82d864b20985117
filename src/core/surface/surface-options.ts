/** The closed lists of CONF-11 and CONF-08. */
export const SURFACE_TYPES = ['countertop', 'table_top', 'desk_top', 'floating_shelf', 'stair_tread'] as const;
export type SurfaceType = (typeof SURFACE_TYPES)[number];

export const COUNTERTOP_LAYOUTS = ['single_wall', 'l_shape', 'galley', 'island', 'u_shape', 'g_shape'] as const;
export type CountertopLayout = (typeof COUNTERTOP_LAYOUTS)[number];

export const L_ORIENTATIONS = ['left_l', 'right_l'] as const;
export type LShapeOrientation = (typeof L_ORIENTATIONS)[number];

export const CORNER_JOINS = ['butt_joint'] as const;
export type CornerJoin = (typeof CORNER_JOINS)[number];

/** CONF-08: pricing also accepts `both` as a synonym of `double`. */
export const WATERFALL_EDGES = ['none', 'single', 'double', 'both'] as const;
export type WaterfallEdge = (typeof WATERFALL_EDGES)[number];

export const TABLE_SHAPES = ['rectangular', 'square', 'round', 'oval'] as const;
export type TableShape = (typeof TABLE_SHAPES)[number];

export const CABLE_HOLE_POSITIONS = ['left', 'center', 'right'] as const;
export type CableHolePosition = (typeof CABLE_HOLE_POSITIONS)[number];

export const BRACKET_OPTIONS = ['with_brackets', 'without_brackets'] as const;
export type BracketOption = (typeof BRACKET_OPTIONS)[number];

export const EDGE_PROFILES = ['square', 'bullnose', 'chamfer', 'pencil'] as const;
export type EdgeProfile = (typeof EDGE_PROFILES)[number];

export const FINISHES = ['natural', 'matte', 'satin', 'gloss'] as const;
export type Finish = (typeof FINISHES)[number];

export const CUTOUTS = ['none', 'single_sink', 'double_sink', 'butlers_sink', 'prepbowl', 'tap_hole'] as const;
export type Cutout = (typeof CUTOUTS)[number];
export type PricedCutout = Exclude<Cutout, 'none'>;
export const SINK_CUTOUTS = ['single_sink', 'double_sink', 'butlers_sink'] as const satisfies readonly Cutout[];

export const GRAINS = ['face', 'edge', 'end'] as const;
export type Grain = (typeof GRAINS)[number];

export const CLIENT_TYPES = ['homeowner', 'contractor', 'designer'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const DELIVERY_METHODS = ['shipping', 'collect'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/** CONF-19 input bounds, inclusive. */
export const BOUNDS = {
  lengthMm: { min: 100, max: 5000 },
  widthMm: { min: 100, max: 1500 },
  thicknessMm: { min: 15, max: 150 },
  backsplashHeightMm: { min: 50, max: 600 },
  cabinetryHeightMm: { min: 600, max: 1200 },
  quantity: { min: 1, max: 50 },
  edges: { min: 0, max: 2 },
} as const;

export const THICKNESS_PRESETS_MM = [32, 44, 60] as const;
export const BACKSPLASH_PRESETS_MM = [100, 150, 200] as const;
/** CONF-09: floating shelves and stair treads are fixed at 44 mm. */
export const FIXED_THICKNESS_MM = 44;
/** CONF-17: cabinet height when a waterfall is chosen without one. */
export const DEFAULT_CABINETRY_HEIGHT_MM = 900;
export const DEFAULT_BACKSPLASH_HEIGHT_MM = 100;

export const LABELS = {
  surfaceType: {
    countertop: 'Countertop',
    table_top: 'Table Top',
    desk_top: 'Desk Top',
    floating_shelf: 'Floating Shelf',
    stair_tread: 'Stair Tread',
  },
  layout: {
    single_wall: 'Single Wall',
    l_shape: 'L-Shape',
    galley: 'Galley',
    island: 'Island',
    u_shape: 'U-Shape',
    g_shape: 'G-Shape',
  },
  edgeProfile: { square: 'Square', bullnose: 'Bullnose', chamfer: 'Chamfer', pencil: 'Pencil' },
  finish: { natural: 'Raw Only Sanded', matte: 'Matte', satin: 'Satin', gloss: 'Gloss' },
  cutout: {
    none: 'None',
    single_sink: 'Single Sink',
    double_sink: 'Double Sink',
    butlers_sink: "Butler's Sink",
    prepbowl: 'Prep Bowl',
    tap_hole: 'Tap Hole',
  },
  grain: { face: 'Face', edge: 'Edge', end: 'End' },
  waterfall: { none: 'None', single: 'Single', double: 'Double', both: 'Both Ends' },
  tableShape: { rectangular: 'Rectangular', square: 'Square', round: 'Round', oval: 'Oval' },
} as const satisfies Record<string, Record<string, string>>;
