/**
 * The workshop's cutting settings (OPS-15, OPS-16). Owners edit them on the server; the
 * core takes them as plain numbers so the browser and the server plan the same boards.
 */
export interface WorkshopSettings {
  /** Saw kerf lost at every cut (OPS-16, default 4 mm). */
  kerfMm: number;
  /** Added to every finished length for squaring the ends (OPS-15, default 50 mm). */
  trimAllowanceMm: number;
  /** What is left of a board from this length up is kept as stock, and used first. */
  keptOffcutMinMm: number;
  /** Jobs the workshop finishes in a week; the queue's lead time follows it. */
  weeklyCapacityJobs: number;
  /** No piece of a finger-jointed stave is shorter (OPS-16, default 600 mm). */
  minFingerJointPieceMm: number;
  /** The species whose staves may be finger-jointed when no board is long enough; none by default. */
  fingerJointSpecies: string[];
}

export const DEFAULT_WORKSHOP_SETTINGS: WorkshopSettings = {
  kerfMm: 4,
  trimAllowanceMm: 50,
  keptOffcutMinMm: 600,
  weeklyCapacityJobs: 6,
  minFingerJointPieceMm: 600,
  fingerJointSpecies: [],
};

/** OPS-15: staves per part = ceil((finished width + 10 mm) / usable stave width). */
export const GLUE_UP_WIDTH_ALLOWANCE_MM = 10;
/** ADR 029: a board's two edges are jointed before glue-up, so its usable width is 5 mm less. */
export const EDGE_JOINTING_MM = 5;
/** ADR 046: the finger joints of neighbouring staves are at least this far apart. */
export const FINGER_JOINT_STAGGER_MM = 300;
/**
 * ADR 046: edge and end grain strips are ripped this much over the finished size, and a board dresses this much under
 * its rough thickness.
 */
export const DRESSING_ALLOWANCE_MM = 6;
/** ADR 029: each finger joint uses this much length from the two pieces it joins. */
export const FINGER_JOINT_ALLOWANCE_MM = 10;
