import type { BoardPlan } from './plan-job';

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
    if (group.newBoards === 0) continue;
    const key = [group.species, group.roughThicknessMm, group.boardLengthMm, group.boardWidthMm].join('|');
    const line = lines.get(key) ?? {
      species: group.species,
      roughThicknessMm: group.roughThicknessMm,
      lengthMm: group.boardLengthMm,
      widthMm: group.boardWidthMm,
      boards: 0,
      volumeM3: 0,
    };
    line.boards += group.newBoards;
    line.volumeM3 = Math.round((line.boards * line.lengthMm * line.widthMm * line.roughThicknessMm) / 1e6) / 1000;
    lines.set(key, line);
  }
  return [...lines.values()].sort((a, b) => a.species.localeCompare(b.species) || a.roughThicknessMm - b.roughThicknessMm || a.lengthMm - b.lengthMm);
}
