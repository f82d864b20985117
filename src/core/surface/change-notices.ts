import { FIXED_THICKNESS_MM, type SurfaceType } from './surface-options';
import type { SurfaceDraft } from './surface-rules';

/** How a notice names a surface type in a sentence: 'floating shelves'. */
const PLURAL: Record<SurfaceType, string> = {
  countertop: 'countertops',
  table_top: 'table tops',
  desk_top: 'desk tops',
  floating_shelf: 'floating shelves',
  stair_tread: 'stair treads',
};

const hasCutouts = (draft: SurfaceDraft): boolean => draft.cutouts.some((cutout) => cutout !== 'none');

/**
 * What a rule changed that the customer did not pick themselves, one short sentence each
 * (a choice the product changes is said, not silent). Pure: the configurator shows
 * these where the customer clicked.
 */
export function explainChanges(before: SurfaceDraft, after: SurfaceDraft): string[] {
  const notices: string[] = [];
  const typeChanged = before.surfaceType !== after.surfaceType;
  const type = PLURAL[after.surfaceType];
  if (typeChanged) {
    if (before.grainStyle === 'end' && after.grainStyle !== 'end') {
      notices.push(`End grain is not made for ${type}, so your wood is now ${after.grainStyle} grain.`);
    }
    if (after.thicknessMm === FIXED_THICKNESS_MM && before.thicknessMm !== FIXED_THICKNESS_MM) {
      notices.push(
        `${type.charAt(0).toUpperCase()}${type.slice(1)} are always ${FIXED_THICKNESS_MM} mm thick, so the thickness is now ${FIXED_THICKNESS_MM} mm.`,
      );
    }
    if (before.lengthMm !== after.lengthMm || before.widthMm !== after.widthMm) {
      notices.push(
        `Sizes start at a typical ${after.lengthMm} × ${after.widthMm} mm for ${type}: change them to yours.`,
      );
    }
    if (hasCutouts(before) && !hasCutouts(after))
      notices.push(`Cutouts are made in countertops only, so yours were removed.`);
    if (before.waterfallEdge !== 'none' && after.waterfallEdge === 'none')
      notices.push(`Waterfall edges are made for countertops only, so yours was removed.`);
    if (before.hasBacksplash && !after.hasBacksplash)
      notices.push(`A backsplash is made for countertops only, so yours was removed.`);
    if (before.hasCableHole && !after.hasCableHole)
      notices.push(`A cable hole is made in desk tops only, so yours was removed.`);
    if (before.quantity > 1 && after.quantity === 1)
      notices.push(`Only shelves and treads are ordered by quantity here, so the quantity is back to 1.`);
    return notices;
  }
  if (before.hasBacksplash && !after.hasBacksplash && after.countertopLayout === 'island') {
    notices.push('An island stands free of the wall and has no backsplash, so yours was removed.');
  }
  if (before.tableShape !== after.tableShape) {
    if (after.tableShape === 'oval' && before.lengthMm !== after.lengthMm) {
      notices.push(`An oval is longer than it is wide, so the length is now ${after.lengthMm} mm.`);
    }
    if ((after.tableShape === 'square' || after.tableShape === 'round') && before.widthMm !== after.widthMm) {
      notices.push(`A ${after.tableShape} top is as wide as it is long, so the width is now ${after.widthMm} mm.`);
    }
    if (before.lengthEdges !== after.lengthEdges || before.widthEdges !== after.widthEdges) {
      notices.push(`A ${after.tableShape} top has one edge all round, so the edge profile now runs all the way round.`);
    }
  }
  return notices;
}
