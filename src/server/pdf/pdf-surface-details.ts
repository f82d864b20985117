import { includedLabel, NO_CHARGE } from '#core/pricing/included-at-no-charge';
import { formatRand } from '#core/money';
import { bracketCount } from '#core/pricing/price-surface';
import { hasPricedBacksplash, surfaceSections, waterfallPanels } from '#core/pricing/surface-sections';
import type { QuoteLineView } from '#core/quotes/quote-view';
import { DEFAULT_BACKSPLASH_HEIGHT_MM, DEFAULT_CABINETRY_HEIGHT_MM, LABELS } from '#core/surface/surface-options';
import type { SurfaceConfiguration } from '#core/surface/surface-schema';

export interface SpecRow {
  label: string;
  value: string;
}

export interface PriceRow {
  label: string;
  /** Absent when the label says it all ('Raw Only Sanded: No Charge'). */
  amount?: string;
  /** QUOTE-18: work included at no charge is shown in green. */
  isSaving: boolean;
}

/** QUOTE-18: a natural finish is shown as exactly this, never as R 0.00. */
export const NATURAL_FINISH_TEXT = `${LABELS.finish.natural}: No Charge`;

const isRound = (surface: SurfaceConfiguration) =>
  surface.surfaceType === 'table_top' && surface.tableShape === 'round';

/**
 * QUOTE-17: volume in m³ to 5 decimals. The nominal volume of the main surface as the
 * customer will measure it (not the stock volume it is priced on, PRICE-02).
 */
export function nominalVolumeText(surface: SurfaceConfiguration): string {
  const mm3 = surfaceSections(surface).reduce((sum, s) => sum + s.lengthMm * s.widthMm * surface.thicknessMm, 0);
  return `${(mm3 / 1e9).toFixed(5)} m³`;
}

function dimensionRows(surface: SurfaceConfiguration): SpecRow[] {
  // A round top is priced on its square blank (PRICE-01), so its diameter is the length.
  if (isRound(surface)) {
    return [
      { label: 'Diameter', value: `${surface.lengthMm} mm` },
      { label: 'Thickness', value: `${surface.thicknessMm} mm` },
    ];
  }
  const sections = surfaceSections(surface);
  const size = (lengthMm: number, widthMm: number) => `${lengthMm} × ${widthMm} × ${surface.thicknessMm} mm`;
  if (sections.length === 1) return [{ label: 'Dimensions', value: size(surface.lengthMm, surface.widthMm) }];
  return sections.map((s) => ({
    label: s.index === 0 ? 'Main section' : `Section ${s.index}`,
    value: size(s.lengthMm, s.widthMm),
  }));
}

function layoutValue(surface: SurfaceConfiguration): string {
  const layout = surface.countertopLayout ?? 'single_wall';
  if (layout !== 'l_shape') return LABELS.layout[layout];
  return `${LABELS.layout.l_shape}, ${surface.lShapeOrientation === 'right_l' ? 'right' : 'left'} return`;
}

function shapeRows(surface: SurfaceConfiguration): SpecRow[] {
  if (surface.surfaceType === 'countertop') return [{ label: 'Layout', value: layoutValue(surface) }];
  if (surface.surfaceType === 'table_top') return [{ label: 'Shape', value: LABELS.tableShape[surface.tableShape] }];
  return [];
}

function optionRows(surface: SurfaceConfiguration): SpecRow[] {
  const rows: SpecRow[] = [];
  rows.push({ label: 'Edge profile', value: LABELS.edgeProfile[surface.edgeProfile] });
  rows.push({ label: 'Finish', value: LABELS.finish[surface.finish] });
  if (surface.surfaceType === 'countertop') {
    const cutouts = surface.cutouts.filter((c) => c !== 'none').map((c) => LABELS.cutout[c]);
    rows.push({ label: 'Cutouts', value: cutouts.length > 0 ? cutouts.join(', ') : 'None' });
    if (hasPricedBacksplash(surface)) {
      rows.push({
        label: 'Backsplash',
        value: `${surface.backsplashHeightMm ?? DEFAULT_BACKSPLASH_HEIGHT_MM} mm high`,
      });
    }
    const panels = waterfallPanels(surface);
    if (panels > 0) {
      const cabinetMm = surface.cabinetryHeightMm ?? DEFAULT_CABINETRY_HEIGHT_MM;
      rows.push({
        label: 'Waterfall',
        value: `${LABELS.waterfall[surface.waterfallEdge]} (${panels} ${panels === 1 ? 'panel' : 'panels'}), cabinet ${cabinetMm} mm`,
      });
    }
  }
  if (surface.surfaceType === 'desk_top' && surface.hasCableHole) {
    const position = surface.cableHolePosition ?? 'center';
    rows.push({
      label: 'Cable hole',
      value: position === 'center' ? 'Centre back' : `${position === 'left' ? 'Left' : 'Right'} back`,
    });
  }
  if (surface.surfaceType === 'floating_shelf') {
    rows.push({
      label: 'Brackets',
      value:
        surface.bracketOption === 'with_brackets' ? `Included (${bracketCount(surface.lengthMm)})` : 'Without brackets',
    });
  }
  return rows;
}

/** What the customer ordered: its size in one column, its options in the other. */
export function surfaceSpecRows(surface: SurfaceConfiguration): { size: SpecRow[]; options: SpecRow[] } {
  return {
    size: [...dimensionRows(surface), { label: 'Volume', value: nominalVolumeText(surface) }, ...shapeRows(surface)],
    options: optionRows(surface),
  };
}

/** Each priced component as the engine priced it (PRICE-14: the PDF never recomputes a price). */
export function componentRows(line: QuoteLineView): PriceRow[] {
  // A saving of nothing (no edged sides) would read as a misprint.
  const shown = line.price.components.filter((component) => !(component.isSavings && component.cents === 0));
  return shown.map((component): PriceRow => {
    if (component.key === 'finish' && line.surface.finish === 'natural' && component.cents === 0) {
      return { label: NATURAL_FINISH_TEXT, isSaving: false };
    }
    // PRICE-09: included at no charge, with its worth; the amounts add up to the unit price.
    if (component.isSavings) return { label: includedLabel(component), amount: NO_CHARGE, isSaving: true };
    return { label: component.name, amount: formatRand(component.cents), isSaving: false };
  });
}
