import type { Grain } from '../surface/surface-options';
import { packStaves, type PlannedBoard, type StaveToCut } from './board-planner';
import type { JobPart } from './job-parts';
import { chooseBoard, type BoardChoice, type StockBoard } from './stock-list';
import {
  DRESSING_ALLOWANCE_MM,
  EDGE_JOINTING_MM,
  FINGER_JOINT_STAGGER_MM,
  GLUE_UP_WIDTH_ALLOWANCE_MM,
  type WorkshopSettings,
} from './workshop-settings';

/** Edge grain: strips ripped from the boards and laid on edge (OPS-15, ADR 046). */
export interface StripPlan {
  count: number;
  /** Each strip's width as ripped: the finished thickness + 6 mm (the panel's height). */
  ripWidthMm: number;
  /** What the strips make side by side: each adds the board's dressed thickness. */
  glueUpWidthMm: number;
  /** Strips ripped from one board's width. */
  perBoardWidth: number;
}

/** End grain: an edge-grain panel crosscut into slices, turned up and glued again (ADR 046). */
export interface SlicePlan {
  count: number;
  /** Each slice as cut: the finished thickness + 6 mm. */
  thicknessMm: number;
  /** The edge-grain panel the slices are cut from. */
  panelLengthMm: number;
  panelWidthMm: number;
}

/** One part's blanks (OPS-15): how many, how long and from which boards. */
export interface PartStaves {
  partIndex: number;
  /** Face grain: staves. Edge and end grain: lengths of board ripped into strips. */
  staveCount: number;
  roughLengthMm: number;
  roughWidthMm: number;
  roughThicknessMm: number;
  /** Absent on plans cut before grain was planned. */
  grainStyle?: Grain;
  strips?: StripPlan;
  slices?: SlicePlan;
  /** Longer than every board, and the species may not be finger-jointed: the board it needs. */
  needsBoardMm?: number;
}

export interface BoardGroupPlan {
  species: string;
  roughThicknessMm: number;
  boardWidthMm: number;
  /** The lengths on hand the plan chose from. */
  boardLengthsMm: number[];
  boards: PlannedBoard[];
  newBoards: number;
  boughtLengthMm: number;
  lowerBoundBoards: number;
  /** OPS-17's bound as a length of board (`wholeStaveBound`). */
  boundLengthMm: number;
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

/** Strips of `ripWidthMm` one board's width gives, a kerf between each. */
function stripsPerBoardWidth(boardWidthMm: number, ripWidthMm: number, kerfMm: number): number {
  return Math.max(1, Math.floor((boardWidthMm + kerfMm) / (ripWidthMm + kerfMm)));
}

/**
 * How a part is glued up in its grain (ADR 046): face grain from staves a board wide; edge
 * grain from strips ripped at the finished thickness + 6 mm and laid on edge, each adding the
 * board's dressed thickness; end grain from an edge-grain panel as wide as the part is long,
 * crosscut into slices of the finished thickness + 6 mm that are turned up side by side.
 */
export function glueUp(part: JobPart, choice: BoardChoice, settings: WorkshopSettings): Omit<PartStaves, 'partIndex'> {
  const dressedMm = Math.max(1, choice.roughThicknessMm - DRESSING_ALLOWANCE_MM);
  const common = {
    roughWidthMm: choice.widthMm,
    roughThicknessMm: choice.roughThicknessMm,
    grainStyle: part.grainStyle,
  };
  const roughLengthMm = part.finishedLengthMm + settings.trimAllowanceMm;
  if (part.grainStyle === 'face')
    return { ...common, staveCount: stavesPerPart(part.finishedWidthMm, choice.widthMm), roughLengthMm };
  const stripCount = (widthMm: number) => Math.ceil((widthMm + GLUE_UP_WIDTH_ALLOWANCE_MM) / dressedMm);
  if (part.grainStyle === 'edge') {
    const ripWidthMm = part.thicknessMm + DRESSING_ALLOWANCE_MM;
    const count = stripCount(part.finishedWidthMm);
    const perBoardWidth = stripsPerBoardWidth(choice.widthMm, ripWidthMm, settings.kerfMm);
    const strips = { count, ripWidthMm, glueUpWidthMm: count * dressedMm, perBoardWidth };
    return { ...common, staveCount: Math.ceil(count / perBoardWidth), roughLengthMm, strips };
  }
  // End grain: square strips (ripped as wide as the board dresses thick) make the panel.
  const count = stripCount(part.finishedLengthMm);
  const perBoardWidth = stripsPerBoardWidth(choice.widthMm, dressedMm, settings.kerfMm);
  const sliceThicknessMm = part.thicknessMm + DRESSING_ALLOWANCE_MM;
  const sliceCount = Math.ceil((part.finishedWidthMm + GLUE_UP_WIDTH_ALLOWANCE_MM) / dressedMm);
  const panelLengthMm = sliceCount * (sliceThicknessMm + settings.kerfMm) + settings.trimAllowanceMm;
  return {
    ...common,
    staveCount: Math.ceil(count / perBoardWidth),
    roughLengthMm: panelLengthMm,
    strips: { count, ripWidthMm: dressedMm, glueUpWidthMm: count * dressedMm, perBoardWidth },
    slices: { count: sliceCount, thicknessMm: sliceThicknessMm, panelLengthMm, panelWidthMm: count * dressedMm },
  };
}

interface Group {
  choice: BoardChoice;
  staves: StaveToCut[];
}

/** The board plan of a job's parts (OPS-15…17), one packing per species and rough thickness. */
export function planJob(
  parts: readonly JobPart[],
  stock: readonly StockBoard[],
  settings: WorkshopSettings,
): BoardPlan {
  const groups = new Map<string, Group>();
  const staves: PartStaves[] = [];
  const partOfStave: number[] = [];
  parts.forEach((part, partIndex) => {
    const choice = chooseBoard(stock, part.species, part.thicknessMm);
    const key = `${choice.species}|${choice.roughThicknessMm}`;
    const group = groups.get(key) ?? { choice, staves: [] };
    groups.set(key, group);
    const planned = glueUp(part, choice, settings);
    staves.push({ partIndex, ...planned, staveCount: planned.staveCount * part.quantity });
    for (let copy = 0; copy < part.quantity; copy += 1) {
      for (let neighbour = 0; neighbour < planned.staveCount; neighbour += 1) {
        group.staves.push({ staveId: partOfStave.length, lengthMm: planned.roughLengthMm, neighbour });
        partOfStave.push(partIndex);
      }
    }
  });
  const groupPlans = [...groups.values()].map((group) => planGroup(group, settings, staves, partOfStave));
  // A part waiting for a longer board is not in what is bought, so not in the yield either.
  const finishedVolumeMm3 = parts.reduce(
    (sum, part, index) =>
      staves[index].needsBoardMm === undefined
        ? sum + part.finishedLengthMm * part.finishedWidthMm * part.thicknessMm * part.quantity
        : sum,
    0,
  );
  const boughtVolumeMm3 = groupPlans.reduce(
    (sum, group) => sum + group.boughtLengthMm * group.boardWidthMm * group.roughThicknessMm,
    0,
  );
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

function planGroup(
  { choice, staves: groupStaves }: Group,
  settings: WorkshopSettings,
  staves: PartStaves[],
  partOfStave: number[],
): BoardGroupPlan {
  const packing = packStaves({
    staves: groupStaves,
    boardLengthsMm: choice.lengthsMm,
    offcutLengthsMm: choice.offcutLengthsMm,
    kerfMm: settings.kerfMm,
    keptOffcutMinMm: settings.keptOffcutMinMm,
    fingerJoint: settings.fingerJointSpecies.includes(choice.species)
      ? { minPieceMm: settings.minFingerJointPieceMm, staggerMm: FINGER_JOINT_STAGGER_MM }
      : undefined,
  });
  for (const stave of packing.tooLong) staves[partOfStave[stave.staveId]].needsBoardMm = stave.lengthMm;
  return {
    species: choice.species,
    roughThicknessMm: choice.roughThicknessMm,
    boardWidthMm: choice.widthMm,
    boardLengthsMm: choice.lengthsMm,
    boards: packing.boards,
    newBoards: packing.newBoards,
    boughtLengthMm: packing.boughtLengthMm,
    lowerBoundBoards: packing.lowerBoundBoards,
    boundLengthMm: packing.boundLengthMm,
  };
}
