import type { BoardPlan } from './plan-job';
import type { StockBoard } from './stock-list';

/** An offcut a plan cuts from: a line of this species, thickness and length, at least this wide. */
export interface OffcutUse {
  species: string;
  roughThicknessMm: number;
  lengthMm: number;
  minWidthMm: number;
}

/** What cutting a job's boards does to the stock list (OPS-16, ADR 029). */
export interface CuttingStockChange {
  /** One entry per offcut board the plan cuts from: each comes off the stock list. */
  used: OffcutUse[];
  /** The leftovers marked keep, one line per size with its count, going on as offcuts of the job. */
  kept: StockBoard[];
}

/**
 * The stock a job's board plan takes and gives back when its boards are cut: every offcut
 * board it cuts from is used up, and every leftover marked keep (at least the kept-offcut
 * length) becomes an offcut of the board's species, rough thickness and width. Bought boards
 * are not counted on the stock list (a line without offcuts is a size on hand), so they
 * change nothing.
 */
export function cuttingStockChange(plan: BoardPlan, jobNumber: string): CuttingStockChange {
  const used: OffcutUse[] = [];
  const kept = new Map<string, StockBoard>();
  for (const group of plan.groups) {
    for (const board of group.boards) {
      if (board.source === 'offcut') {
        used.push({
          species: group.species,
          roughThicknessMm: group.roughThicknessMm,
          lengthMm: board.lengthMm,
          minWidthMm: group.boardWidthMm,
        });
      }
      if (!board.keptOffcut || board.leftoverMm <= 0) continue;
      const key = [group.species, group.roughThicknessMm, board.leftoverMm, group.boardWidthMm].join('|');
      const line = kept.get(key) ?? {
        species: group.species,
        roughThicknessMm: group.roughThicknessMm,
        lengthMm: board.leftoverMm,
        widthMm: group.boardWidthMm,
        offcutCount: 0,
        fromJobNumber: jobNumber,
      };
      line.offcutCount = (line.offcutCount ?? 0) + 1;
      kept.set(key, line);
    }
  }
  return { used, kept: [...kept.values()] };
}

/** The stock line an offcut use is taken from: the narrowest that is wide enough, first on the list on a tie. */
export function offcutLineFor<T extends StockBoard>(stock: readonly T[], use: OffcutUse): T | undefined {
  let best: T | undefined;
  for (const line of stock) {
    if (
      line.species !== use.species ||
      line.roughThicknessMm !== use.roughThicknessMm ||
      line.lengthMm !== use.lengthMm
    )
      continue;
    if (line.widthMm < use.minWidthMm || (line.offcutCount ?? 0) <= 0) continue;
    if (best === undefined || line.widthMm < best.widthMm) best = line;
  }
  return best;
}

/**
 * The stock list after a job's boards are cut: the offcuts used taken off (a line used up
 * goes, so it is never read as a board size on hand) and the kept leftovers added.
 */
export function stockAfterCutting(stock: readonly StockBoard[], plan: BoardPlan, jobNumber: string): StockBoard[] {
  const change = cuttingStockChange(plan, jobNumber);
  return [...stockLessOffcuts(stock, change.used), ...change.kept];
}

/** The stock list less the offcuts used; a line whose offcuts are all used is dropped. */
export function stockLessOffcuts(stock: readonly StockBoard[], used: readonly OffcutUse[]): StockBoard[] {
  const left = stock.map((line) => ({ ...line }));
  for (const use of used) {
    const line = offcutLineFor(left, use);
    if (line) line.offcutCount = (line.offcutCount ?? 0) - 1;
  }
  return left.filter((line, index) => !((stock[index].offcutCount ?? 0) > 0 && line.offcutCount === 0));
}
