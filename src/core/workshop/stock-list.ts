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

/** ADR 029: with no stock line for a species, plan on a common sawmill board. */
export const FALLBACK_BOARD = { lengthMm: 3000, widthMm: 150 } as const;

export interface BoardChoice {
  species: string;
  roughThicknessMm: number;
  lengthMm: number;
  widthMm: number;
  /** Offcut lengths on hand at this species and thickness, usable first. */
  offcutLengthsMm: number[];
}

/**
 * The board a part is cut from: the thinnest rough thickness on the list that still planes
 * down to the part (PRICE-02's stock thickness), then the longest
 * board at that thickness, then the widest. Off the list, the priced stock thickness on a
 * fallback board, so a job never waits on a missing stock line.
 */
export function chooseBoard(stock: readonly StockBoard[], species: string, nominalThicknessMm: number): BoardChoice {
  // Whole millimetres: a rough board is sold so, and "× 1.25" can leave a quarter.
  const needed = Math.ceil(stockThicknessMm(nominalThicknessMm));
  const boards = stock.filter((line) => line.species === species && !line.offcutCount && line.roughThicknessMm >= needed);
  if (boards.length === 0) {
    return { species, roughThicknessMm: needed, ...FALLBACK_BOARD, offcutLengthsMm: offcutsOf(stock, species, needed, FALLBACK_BOARD.widthMm) };
  }
  const thickness = Math.min(...boards.map((line) => line.roughThicknessMm));
  const best = boards.filter((line) => line.roughThicknessMm === thickness).sort((a, b) => b.lengthMm - a.lengthMm || b.widthMm - a.widthMm)[0];
  return {
    species,
    roughThicknessMm: thickness,
    lengthMm: best.lengthMm,
    widthMm: best.widthMm,
    offcutLengthsMm: offcutsOf(stock, species, thickness, best.widthMm),
  };
}

/** Offcuts narrower than the chosen board would make narrower staves, so only as wide or wider count. */
function offcutsOf(stock: readonly StockBoard[], species: string, thickness: number, widthMm: number): number[] {
  return stock
    .filter((line) => line.species === species && line.roughThicknessMm === thickness && line.widthMm >= widthMm && (line.offcutCount ?? 0) > 0)
    .flatMap((line) => Array.from({ length: line.offcutCount ?? 0 }, () => line.lengthMm));
}
