import type { Grain } from '../surface/surface-options';
import type { SourcedFigure, SpeciesFigures } from './species-figures';

/**
 * CONF-40 (the Wood Handbook's method, FPL-GTR-190 §13): ΔW = W × C × ΔMC, with C the
 * dimensional change per 1 % moisture content. Negative ΔMC means shrinking.
 */
export function dimensionalChangeMm(options: {
  widthMm: number;
  coefficientPerPercent: number;
  moistureChangePercent: number;
}): number {
  return options.widthMm * options.coefficientPerPercent * options.moistureChangePercent;
}

/**
 * The coefficient across a top's width: tangential for face grain (flat-sawn staves), radial for
 * edge grain (staves on edge show their quarter-sawn face). An end-grain block moves both ways;
 * the advice takes the larger, tangential (ADR 023).
 */
export function coefficientAcrossWidth(figures: SpeciesFigures, grain: Grain): SourcedFigure | null {
  switch (grain) {
    case 'face':
    case 'end':
      return figures.tangentialPerPercent;
    case 'edge':
      return figures.radialPerPercent;
  }
}
