import { woodWords, type NamedSpecies } from '../catalogue/product-words';
import { LABELS } from '../surface/surface-options';
import type { JobPart } from './job-parts';
import type { BoardPlanView, JobPartView } from './job-schemas';
import type { BoardPlan } from './plan-job';

const DAY_MS = 24 * 60 * 60 * 1000;
/** QUOTE-09's 3–4 weeks: a job is promised at the far end, acceptance + 28 days. */
export const LEAD_TIME_DAYS = 28;

const WORKSHOP_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A moment's day in the workshop's time zone, YYYY-MM-DD. */
export function workshopDay(moment: Date): string {
  return WORKSHOP_DAY.format(moment);
}

export function promisedDate(acceptedAt: Date, leadTimeDays: number = LEAD_TIME_DAYS): string {
  return workshopDay(new Date(acceptedAt.getTime() + leadTimeDays * DAY_MS));
}

/** The Monday and Sunday of the week a day falls in, as YYYY-MM-DD. */
export function weekOf(day: string): { start: string; end: string } {
  const date = new Date(`${day}T12:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const start = new Date(date.getTime() - sinceMonday * DAY_MS);
  const end = new Date(start.getTime() + 6 * DAY_MS);
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/**
 * The cut list as the API and the job sheet show it: each part with its staves (OPS-14, OPS-15),
 * its wood named as the price book's species name it.
 */
export function partViews(parts: readonly JobPart[], plan: BoardPlan, species: readonly NamedSpecies[]): JobPartView[] {
  return parts.map((part, index) => {
    const staves = plan.staves[index];
    return {
      name: part.name,
      surfaceIndex: part.surfaceIndex,
      kind: part.kind,
      finishedLengthMm: part.finishedLengthMm,
      finishedWidthMm: part.finishedWidthMm,
      thicknessMm: part.thicknessMm,
      woodSpecies: part.woodSpecies,
      woodName: woodWords(part.woodSpecies, species),
      grainStyle: part.grainStyle,
      quantity: part.quantity,
      edgeProfile: part.edgeProfile,
      finish: part.finish,
      finishName: LABELS.finish[part.finish],
      shape: part.shape,
      cutouts: part.cutouts,
      edges: part.edges,
      hardware: part.hardware,
      staveCount: staves.staveCount,
      roughLengthMm: staves.roughLengthMm,
      roughWidthMm: staves.roughWidthMm,
      roughThicknessMm: staves.roughThicknessMm,
      // A plan stored before ADR 046 has none of these: the part shows as it was cut.
      ...(staves.strips ? { strips: staves.strips } : {}),
      ...(staves.slices ? { slices: staves.slices } : {}),
      ...(staves.needsBoardMm === undefined ? {} : { needsBoardMm: staves.needsBoardMm }),
    };
  });
}

/** The board plan as the API and the job sheet show it (OPS-16, OPS-17). */
export function boardPlanView(plan: BoardPlan): BoardPlanView {
  // A part's staves have consecutive ids: a stave's number is its id less its part's first.
  const firstStave = new Map<number, number>();
  plan.partOfStave.forEach((partIndex, staveId) => {
    if (!firstStave.has(partIndex)) firstStave.set(partIndex, staveId);
  });
  return {
    boards: plan.groups.flatMap((group) =>
      group.boards.map((board) => ({
        species: group.species,
        roughThicknessMm: group.roughThicknessMm,
        lengthMm: board.lengthMm,
        widthMm: group.boardWidthMm,
        source: board.source,
        cuts: board.cuts.map((cut) => cut.lengthMm),
        cutParts: board.cuts.map((cut) => {
          const partIndex = plan.partOfStave[cut.staveId];
          return {
            partIndex,
            stave: cut.staveId - (firstStave.get(partIndex) ?? cut.staveId) + 1,
            piece: cut.piece,
            pieces: cut.pieces,
          };
        }),
        leftoverMm: board.leftoverMm,
        keptOffcut: board.keptOffcut,
      })),
    ),
    yieldPercent: plan.yieldPercent,
    lowerBoundBoards: plan.lowerBoundBoards,
    newBoards: plan.newBoards,
  };
}
