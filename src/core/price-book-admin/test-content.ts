import { DEFAULT_SPECIES, buildDefaultPriceBook } from '../catalogue/default-price-book';
import type { PriceBook } from '../pricing/price-book';
import { priceBookContentSchema, type PriceBookContent, type PriceBookVersionView } from './price-book-content';

/** The seeded content (PRICE-20), fresh per call so a test may edit it. */
export function defaultContent(): PriceBookContent {
  return {
    species: DEFAULT_SPECIES.map((s) => ({
      speciesId: s.speciesId,
      name: s.name,
      description: `${s.name}, a solid hardwood.`,
      retired: false,
    })),
    book: buildDefaultPriceBook(),
  };
}

/** A copy of `content` with one grain's rate changed. */
export function withRate(content: PriceBookContent, id: string, rateCentsPerM3: number): PriceBookContent {
  const grain = content.book.species[id];
  if (!grain) throw new Error(`No grain ${id}`);
  return {
    ...content,
    book: { ...content.book, species: { ...content.book.species, [id]: { ...grain, rateCentsPerM3 } } },
  };
}

/** A copy of `content` with a species staff added (PRICE-32), on sale in face grain only. */
export function withNewSpecies(
  content: PriceBookContent,
  {
    speciesId,
    name,
    description = `${name}, a solid hardwood.`,
  }: { speciesId: string; name: string; description?: string },
): PriceBookContent {
  const grain = {
    id: `${speciesId}_face`,
    speciesId,
    grain: 'face' as const,
    rateCentsPerM3: 26_000_000,
    densityKgPerM3: 1_000,
    available: true,
  };
  return {
    species: [...content.species, { speciesId, name, description, retired: false }],
    book: { ...content.book, species: { ...content.book.species, [grain.id]: grain } },
  };
}

/** `content` as GET /api/admin/price-book answers it: version 2, saved by an owner. */
export function versionView(content: PriceBookContent): PriceBookVersionView {
  return {
    ...content,
    version: 2,
    createdAt: '2026-03-02T08:00:00.000Z',
    createdBy: 'Owner Person',
    reason: null,
    restoredFrom: null,
  };
}

/**
 * A book as an owner's edit leaves it (PRICE-32): the default run through the admin schema
 * and a JSON round trip as a stored version, with cherry's face rate raised 10 %, a new
 * species added and patrys retired. No species the engine's tables price was touched, so
 * every table figure must still hold on it.
 */
export function editedPriceBook(base: PriceBook): PriceBook {
  const raised = withRate({ species: defaultContent().species, book: base }, 'cherry_face', 19_800_000);
  const retired = {
    ...raised,
    species: raised.species.map((s) => (s.speciesId === 'patrys' ? { ...s, retired: true } : s)),
  };
  const content = withNewSpecies(retired, {
    speciesId: 'tamboti',
    name: 'Tamboti',
    description: 'Dense, fragrant and dark.',
  });
  const stored = JSON.parse(JSON.stringify(priceBookContentSchema.parse(content))) as PriceBookContent;
  return stored.book;
}
