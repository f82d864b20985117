import { DEFAULT_SPECIES, buildDefaultPriceBook } from '../catalogue/default-price-book';
import type { PriceBook } from '../pricing/price-book';
import { priceBookContentSchema, type PriceBookContent } from './price-book-content';

/** The seeded content (PRICE-20), fresh per call so a test may edit it. */
export function defaultContent(): PriceBookContent {
  return {
    species: DEFAULT_SPECIES.map((s) => ({ speciesId: s.speciesId, name: s.name, description: `${s.name}, a solid hardwood.`, retired: false })),
    book: buildDefaultPriceBook(),
  };
}

/** A copy of `content` with one grain's rate changed. */
export function withRate(content: PriceBookContent, id: string, rateCentsPerM3: number): PriceBookContent {
  const grain = content.book.species[id];
  if (!grain) throw new Error(`No grain ${id}`);
  return { ...content, book: { ...content.book, species: { ...content.book.species, [id]: { ...grain, rateCentsPerM3 } } } };
}

/**
 * A book as an owner's edit leaves it (PRICE-32): the default run through the admin schema
 * and a JSON round trip as a stored version, with cherry's face rate raised 10 %, a new
 * species added and patrys retired. No species the engine's tables price was touched, so
 * every table figure must still hold on it.
 */
export function editedPriceBook(base: PriceBook): PriceBook {
  const content = withRate({ species: defaultContent().species, book: base }, 'cherry_face', 19_800_000);
  content.species = content.species.map((s) => (s.speciesId === 'patrys' ? { ...s, retired: true } : s));
  content.species.push({ speciesId: 'tamboti', name: 'Tamboti', description: 'Dense, fragrant and dark.', retired: false });
  content.book.species.tamboti_face = {
    id: 'tamboti_face',
    speciesId: 'tamboti',
    grain: 'face',
    rateCentsPerM3: 26_000_000,
    densityKgPerM3: 1_000,
    available: true,
  };
  const stored = JSON.parse(JSON.stringify(priceBookContentSchema.parse(content))) as PriceBookContent;
  return stored.book;
}
