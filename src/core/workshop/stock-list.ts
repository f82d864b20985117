import { stockThicknessMm } from '../pricing/stock-thickness';

/**
 * One line of the owner's stock list (OPS-15): boards of a species at a rough thickness,
 * length and width. An offcut line is a piece kept from an earlier job (OPS-16), used first.
 */
export interface StockBoard {
  species: string;
  roughThicknessMm: number;
  lengthMm: number;
  widthMm: number;
  /** Offcuts on hand; 0 (or absent) for the boards bought in. */
  offcutCount?: number;
  /** The job whose kept leftover this offcut line is (OPS-16); absent for lines the owner entered. */
  fromJobNumber?: string;
}

/**
 * ADR 046: with no stock line for a species, plan on common sawmill boards: 150 mm wide, in
 * the lengths South African hardwood merchants sell (1.8 to 4.8 m).
 */
export const FALLBACK_BOARD = { lengthsMm: [1800, 2400, 3000, 3600, 4200, 4800], widthMm: 150 } as const;

export interface BoardChoice {
  species: string;
  roughThicknessMm: number;
  /** Every length on hand at this thickness and width, shortest first. */
  lengthsMm: number[];
  widthMm: number;
  /** Offcut lengths on hand at this species and thickness, usable first. */
  offcutLengthsMm: number[];
}

/**
 * The boards a part is cut from: the thinnest rough thickness on the list that still planes
 * down to the part (PRICE-02's stock thickness), then the widest boards at that thickness in
 * every length on hand, so the planner can pick the lengths that waste least (ADR 046). Off
 * the list, the priced stock thickness on the fallback boards, so a job never waits on a
 * missing stock line.
 */
export function chooseBoard(stock: readonly StockBoard[], species: string, nominalThicknessMm: number): BoardChoice {
  // Whole millimetres: a rough board is sold so, and "× 1.25" can leave a quarter.
  const needed = Math.ceil(stockThicknessMm(nominalThicknessMm));
  const boards = stock.filter(
    (line) => line.species === species && !line.offcutCount && line.roughThicknessMm >= needed,
  );
  if (boards.length === 0) {
    const { lengthsMm, widthMm } = FALLBACK_BOARD;
    return {
      species,
      roughThicknessMm: needed,
      lengthsMm: [...lengthsMm],
      widthMm,
      offcutLengthsMm: offcutsOf(stock, species, needed, widthMm),
    };
  }
  const thickness = Math.min(...boards.map((line) => line.roughThicknessMm));
  const atThickness = boards.filter((line) => line.roughThicknessMm === thickness);
  const widthMm = Math.max(...atThickness.map((line) => line.widthMm));
  const lengthsMm = [
    ...new Set(atThickness.filter((line) => line.widthMm === widthMm).map((line) => line.lengthMm)),
  ].sort((a, b) => a - b);
  return {
    species,
    roughThicknessMm: thickness,
    lengthsMm,
    widthMm,
    offcutLengthsMm: offcutsOf(stock, species, thickness, widthMm),
  };
}
/** Offcuts narrower than the chosen board would make narrower staves, so only as wide or wider count. */
function offcutsOf(stock: readonly StockBoard[], species: string, thickness: number, widthMm: number): number[] {
  return stock
    .filter(
      (line) =>
        line.species === species &&
        line.roughThicknessMm === thickness &&
        line.widthMm >= widthMm &&
        (line.offcutCount ?? 0) > 0,
    )
    .flatMap((line) => Array.from({ length: line.offcutCount ?? 0 }, () => line.lengthMm));
}
