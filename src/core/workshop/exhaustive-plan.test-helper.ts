/**
 * Every way of putting the pieces on boards, each board the shortest length that holds its share: the least total
 * length.
 */
export function exhaustiveOptimum(lengths: readonly number[], boards: readonly number[], kerfMm: number): number {
  let best = Number.POSITIVE_INFINITY;
  const loads: number[] = [];
  const shortest = (used: number) => Math.min(...boards.filter((length) => used <= length + kerfMm));
  const visit = (index: number) => {
    const partial = loads.reduce((sum, used) => sum + shortest(used), 0);
    if (partial >= best) return;
    if (index === lengths.length) {
      best = partial;
      return;
    }
    const need = lengths[index] + kerfMm;
    for (let board = 0; board < loads.length; board += 1) {
      if (!Number.isFinite(shortest(loads[board] + need))) continue;
      loads[board] += need;
      visit(index + 1);
      loads[board] -= need;
    }
    loads.push(need);
    visit(index + 1);
    loads.pop();
  };
  visit(0);
  return best;
}
