import { packStaves, type PlannedBoard } from './board-planner';
import type { JobPart } from './job-parts';
import { chooseBoard, type BoardChoice, type StockBoard } from './stock-list';
import { EDGE_JOINTING_MM, GLUE_UP_WIDTH_ALLOWANCE_MM, type WorkshopSettings } from './workshop-settings';

/** One part's staves (OPS-15): how many, how long and from which board. */
export interface PartStaves {
  partIndex: number;
  staveCount: number;
  roughLengthMm: number;
  roughWidthMm: number;
  roughThicknessMm: number;
}

export interface BoardGroupPlan {
  species: string;
  roughThicknessMm: number;
  boardLengthMm: number;
  boardWidthMm: number;
  boards: PlannedBoard[];
  newBoards: number;
  lowerBoundBoards: number;
}

export interface BoardPlan {
  staves: PartStaves[];
  /** The part each stave id is for. */
  partOfStave: number[];
  groups: BoardGroupPlan[];
  /** OPS-16: finished volume / rough volume bought, as a percentage to one decimal. */
  yieldPercent: number;
  lowerBoundBoards: number;
  newBoards: number;
  finishedVolumeMm3: number;
  boughtVolumeMm3: number;
}

/** OPS-15: staves per part = ceil((finished width + 10 mm) / usable stave width). */
export function stavesPerPart(finishedWidthMm: number, boardWidthMm: number): number {
  const usable = Math.max(1, boardWidthMm - EDGE_JOINTING_MM);
  return Math.ceil((finishedWidthMm + GLUE_UP_WIDTH_ALLOWANCE_MM) / usable);
}

/** The board plan of a job's parts (OPS-15…17), one packing per species and rough thickness. */
export function planJob(parts: readonly JobPart[], stock: readonly StockBoard[], settings: WorkshopSettings): BoardPlan {
  const groups = new Map<string, { choice: BoardChoice; staves: { staveId: number; lengthMm: number }[] }>();
  const staves: PartStaves[] = [];
  const partOfStave: number[] = [];
  let nextStaveId = 0;
  parts.forEach((part, partIndex) => {
    const choice = chooseBoard(stock, part.species, part.thicknessMm);
    const key = `${choice.species}|${choice.roughThicknessMm}`;
    const group = groups.get(key) ?? { choice, staves: [] };
    groups.set(key, group);
    const staveCount = stavesPerPart(part.finishedWidthMm, choice.widthMm) * part.quantity;
    const roughLengthMm = part.finishedLengthMm + settings.trimAllowanceMm;
    staves.push({ partIndex, staveCount, roughLengthMm, roughWidthMm: choice.widthMm, roughThicknessMm: choice.roughThicknessMm });
    for (let count = 0; count < staveCount; count += 1) {
      group.staves.push({ staveId: nextStaveId, lengthMm: roughLengthMm });
      partOfStave.push(partIndex);
      nextStaveId += 1;
    }
  });
  const groupPlans = [...groups.values()].map(({ choice, staves: groupStaves }): BoardGroupPlan => {
    const packing = packStaves({
      staves: groupStaves,
      boardLengthMm: choice.lengthMm,
      offcutLengthsMm: choice.offcutLengthsMm,
      kerfMm: settings.kerfMm,
      keptOffcutMinMm: settings.keptOffcutMinMm,
    });
    return {
      species: choice.species,
      roughThicknessMm: choice.roughThicknessMm,
      boardLengthMm: choice.lengthMm,
      boardWidthMm: choice.widthMm,
      boards: packing.boards,
      newBoards: packing.newBoards,
      lowerBoundBoards: packing.lowerBoundBoards,
    };
  });
  const finishedVolumeMm3 = parts.reduce((sum, part) => sum + part.finishedLengthMm * part.finishedWidthMm * part.thicknessMm * part.quantity, 0);
  const boughtVolumeMm3 = groupPlans.reduce((sum, group) => sum + group.newBoards * group.boardLengthMm * group.boardWidthMm * group.roughThicknessMm, 0);
  return {
    staves,
    partOfStave,
    groups: groupPlans,
    yieldPercent: boughtVolumeMm3 === 0 ? 0 : Math.round((finishedVolumeMm3 / boughtVolumeMm3) * 1000) / 10,
    lowerBoundBoards: groupPlans.reduce((sum, group) => sum + group.lowerBoundBoards, 0),
    newBoards: groupPlans.reduce((sum, group) => sum + group.newBoards, 0),
    finishedVolumeMm3,
    boughtVolumeMm3,
  };
}
