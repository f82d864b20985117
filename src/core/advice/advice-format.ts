/** Millimetres in the advice's words: one decimal below 10 mm, whole above, comma thousands. */
export function formatAdviceMm(mm: number): string {
  if (mm < 10) return `${mm.toFixed(1)} mm`;
  return `${groupThousands(Math.round(mm))} mm`;
}

export function formatWholeMm(mm: number): string {
  return `${groupThousands(Math.round(mm))} mm`;
}

export function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
