/**
 * PRICE-02: wood is bought rough and planed down, so priced volume uses the stock
 * thickness. Returned in quarter millimetres so that "× 1.25" stays an integer.
 */
export function stockThicknessQuarterMm(nominalThicknessMm: number): number {
  switch (nominalThicknessMm) {
    case 32:
      return 38 * 4;
    case 44:
      return 51 * 4;
    case 60:
      return 76 * 4;
    default:
      return nominalThicknessMm * 5;
  }
}

export function stockThicknessMm(nominalThicknessMm: number): number {
  return stockThicknessQuarterMm(nominalThicknessMm) / 4;
}
