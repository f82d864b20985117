import { LABELS } from '../surface/surface-options';
import type { JobPartView } from './job-schemas';

/** One line of a part's notes: what it is about ("Cutouts") and what to do, in words. */
export interface PartNote {
  label: string;
  text: string;
}

const size = (widthMm: number, lengthMm: number) => `${widthMm} × ${lengthMm} mm`;

/** "Pencil on front edge, left end; left square: back edge, right end". */
function edgeText(part: JobPartView): string {
  const bySide = new Map<string, string[]>();
  for (const edge of part.edges)
    bySide.set(edge.profile, [...(bySide.get(edge.profile) ?? []), edge.side.toLowerCase()]);
  return [...bySide].map(([profile, sides]) => `${profile}: ${sides.join(', ')}`).join('; ');
}

/** How the part is glued up in its grain (ADR 046); a plan stored before grain was planned says only the grain. */
function grainText(part: JobPartView): string {
  const grain = `${LABELS.grain[part.grainStyle]} grain`;
  if (part.slices && part.strips) {
    const { strips, slices } = part;
    return (
      `${grain}: an edge-grain panel ${slices.panelLengthMm} × ${slices.panelWidthMm} mm of ${strips.count} strips ripped ${strips.ripWidthMm} mm wide, ` +
      `crosscut into ${slices.count} slices ${slices.thicknessMm} mm thick, turned up and glued again`
    );
  }
  if (part.strips) {
    const { strips } = part;
    return `${grain}: ${strips.count} strips ripped ${strips.ripWidthMm} mm wide (${strips.perBoardWidth} from a board's width), laid on edge, glued up ${strips.glueUpWidthMm} mm wide`;
  }
  return part.grainStyle === 'face' ? `${grain}: ${part.staveCount} staves laid flat` : grain;
}

/**
 * Everything the quote charged for that shapes the part, in words (OPS-14): the job
 * sheet and the job's screen print the same notes, so neither sends a hand back to the quote.
 */
export function partNotes(part: JobPartView): PartNote[] {
  const notes: PartNote[] = [];
  if (part.needsBoardMm !== undefined) {
    notes.push({
      label: 'Needs a board',
      text: `of at least ${part.needsBoardMm} mm: longer than every board on the stock list, so nothing of it is planned`,
    });
  }
  notes.push({ label: 'Shape', text: part.shape });
  if (part.edges.length > 0) notes.push({ label: 'Edge profile', text: edgeText(part) });
  notes.push({ label: 'Finish', text: part.finishName });
  // A top says it has none, so a hand never wonders whether the list was left off.
  if (part.cutouts.length > 0 || part.kind === 'top') {
    const cutouts = part.cutouts.map(
      (cutout) => `${cutout.name} ${size(cutout.widthMm, cutout.lengthMm)} (${cutout.position.toLowerCase()})`,
    );
    notes.push({ label: 'Cutouts', text: cutouts.length > 0 ? cutouts.join('; ') : 'none' });
  }
  if (part.hardware.length > 0) {
    notes.push({
      label: 'Hardware',
      text: part.hardware.map((item) => `${item.name} × ${item.count}${part.quantity > 1 ? ' each' : ''}`).join('; '),
    });
  }
  notes.push({ label: 'Glue-up', text: grainText(part) });
  return notes;
}
