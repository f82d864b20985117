/** CONF-22: at most 3 wood species are compared side by side. */
export const MAX_COMPARED_SPECIES = 3;

/**
 * CONF-22: adds a species to the comparison unless it is empty, already there, or the
 * comparison is full; then the same list comes back so callers can skip a re-render.
 */
export function addToComparison(list: readonly string[], speciesId: string): readonly string[] {
  const id = speciesId.trim();
  if (id === '' || list.includes(id) || list.length >= MAX_COMPARED_SPECIES) return list;
  return [...list, id];
}

export function removeFromComparison(list: readonly string[], speciesId: string): readonly string[] {
  return list.includes(speciesId) ? list.filter((id) => id !== speciesId) : list;
}
