/**
 * CONF-39, the beam formulas of the sag advice. Units: millimetres, newtons and MPa
 * (N/mm²), so every deflection comes out in mm. Pure functions, no rounding: the text rounds.
 */

/** 1 kPa = 1,000 N/m² = 0.001 N/mm². */
const N_PER_MM2_PER_KPA = 0.001;

/** Long-term creep doubles the sag under a load that stays (CONF-39). */
export const CREEP_FACTOR = 2;

/** The sag the eye notices: L / 360 (CONF-39). */
export const VISIBLE_SAG_SPAN_RATIO = 360;

export function visibleSagLimitMm(spanMm: number): number {
  return spanMm / VISIBLE_SAG_SPAN_RATIO;
}

/**
 * A simply supported top under a uniform load q over its area, with creep:
 * 2 × 5·q·L⁴ / (32·E·h³) (that is 5wL⁴/384EI with w = q·b and I = b·h³/12; the width cancels).
 */
export function uniformLoadSagMm(options: {
  loadKpa: number;
  spanMm: number;
  thicknessMm: number;
  modulusMpa: number;
}): number {
  const { loadKpa, spanMm, thicknessMm, modulusMpa } = options;
  const q = loadKpa * N_PER_MM2_PER_KPA;
  return (CREEP_FACTOR * 5 * q * spanMm ** 4) / (32 * modulusMpa * thicknessMm ** 3);
}

/**
 * A simply supported tread under a point load P at mid-span: P·L³ / (48·E·I), I = w·h³/12.
 * A person's step does not stay, so no creep factor (ADR 023).
 */
export function pointLoadSagMm(options: {
  loadN: number;
  spanMm: number;
  thicknessMm: number;
  widthMm: number;
  modulusMpa: number;
}): number {
  const { loadN, spanMm, thicknessMm, widthMm, modulusMpa } = options;
  const secondMoment = (widthMm * thicknessMm ** 3) / 12;
  return (loadN * spanMm ** 3) / (48 * modulusMpa * secondMoment);
}

/** The longest span whose uniform-load sag (with creep) stays at L / 360. */
export function longestUniformLoadSpanMm(options: {
  loadKpa: number;
  thicknessMm: number;
  modulusMpa: number;
}): number {
  const { loadKpa, thicknessMm, modulusMpa } = options;
  const q = loadKpa * N_PER_MM2_PER_KPA;
  return Math.cbrt((32 * modulusMpa * thicknessMm ** 3) / (CREEP_FACTOR * 5 * q * VISIBLE_SAG_SPAN_RATIO));
}

/** The longest span whose point-load sag stays at L / 360. */
export function longestPointLoadSpanMm(options: {
  loadN: number;
  thicknessMm: number;
  widthMm: number;
  modulusMpa: number;
}): number {
  const { loadN, thicknessMm, widthMm, modulusMpa } = options;
  const secondMoment = (widthMm * thicknessMm ** 3) / 12;
  return Math.sqrt((48 * modulusMpa * secondMoment) / (loadN * VISIBLE_SAG_SPAN_RATIO));
}

/** The thinnest top whose uniform-load sag (with creep) stays at L / 360 over the span. */
export function thinnestUniformLoadThicknessMm(options: {
  loadKpa: number;
  spanMm: number;
  modulusMpa: number;
}): number {
  const { loadKpa, spanMm, modulusMpa } = options;
  const q = loadKpa * N_PER_MM2_PER_KPA;
  return Math.cbrt((CREEP_FACTOR * 5 * q * spanMm ** 3 * VISIBLE_SAG_SPAN_RATIO) / (32 * modulusMpa));
}

/** The thinnest tread whose point-load sag stays at L / 360 over the span. */
export function thinnestPointLoadThicknessMm(options: {
  loadN: number;
  spanMm: number;
  widthMm: number;
  modulusMpa: number;
}): number {
  const { loadN, spanMm, widthMm, modulusMpa } = options;
  return Math.cbrt((12 * loadN * spanMm ** 2 * VISIBLE_SAG_SPAN_RATIO) / (48 * modulusMpa * widthMm));
}
