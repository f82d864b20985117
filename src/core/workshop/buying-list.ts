import { cuttingStockChange, stockLessOffcuts } from './cutting-stock';
import type { JobPart } from './job-parts';
import { planJob, type BoardPlan } from './plan-job';
import type { StockBoard } from './stock-list';
import type { WorkshopSettings } from './workshop-settings';

/** One line of the buying list: boards of one size to buy, and their rough volume. */
export interface BuyingLine {
  species: string;
  roughThicknessMm: number;
  lengthMm: number;
  widthMm: number;
  boards: number;
  volumeM3: number;
}

/** The boards to buy for a set of jobs (a week's), summed per species, thickness and board size. */
export function buyingList(plans: readonly BoardPlan[]): BuyingLine[] {
  const lines = new Map<string, BuyingLine>();
  for (const group of plans.flatMap((plan) => plan.groups)) {
    for (const board of group.boards) {
      if (board.source !== 'new') continue;
      const key = [group.species, group.roughThicknessMm, board.lengthMm, group.boardWidthMm].join('|');
      const line = lines.get(key) ?? {
        species: group.species,
        roughThicknessMm: group.roughThicknessMm,
        lengthMm: board.lengthMm,
        widthMm: group.boardWidthMm,
        boards: 0,
        volumeM3: 0,
      };
      line.boards += 1;
      line.volumeM3 = Math.round((line.boards * line.lengthMm * line.widthMm * line.roughThicknessMm) / 1e6) / 1000;
      lines.set(key, line);
    }
  }
  return [...lines.values()].sort(
    (a, b) => a.species.localeCompare(b.species) || a.roughThicknessMm - b.roughThicknessMm || a.lengthMm - b.lengthMm,
  );
}

/**
 * The stock list less the offcuts a plan cuts from: an offcut is used by one job only, and a
 * line whose offcuts are all used goes (left at 0 it would read as a board size on hand).
 */
export function stockLeftAfter(stock: readonly StockBoard[], plan: BoardPlan): StockBoard[] {
  return stockLessOffcuts(stock, cuttingStockChange(plan, '').used);
}

/**
 * OPS-16: a week's jobs planned one after another on the stock list, each on the offcuts the
 * ones before it left, so the buying list never counts one offcut on hand for two jobs.
 */
export function planWeek(
  jobs: readonly (readonly JobPart[])[],
  stock: readonly StockBoard[],
  settings: WorkshopSettings,
): BoardPlan[] {
  let left: StockBoard[] = [...stock];
  return jobs.map((parts) => {
    const plan = planJob(parts, left, settings);
    left = stockLeftAfter(left, plan);
    return plan;
  });
}
