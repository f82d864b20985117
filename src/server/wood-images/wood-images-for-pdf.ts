import type { Kysely } from 'kysely';
import type { QuoteLineView } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { speciesIdOf, type WoodImageSource } from '../pdf/pdf-wood-image';
import { imageFor, photoFor } from './wood-images';

/**
 * The PDF's wood images (the JPEG of the first photo, else the texture) and a revision naming
 * which photos they are, so a cached PDF is made again once a photo changes.
 */
export async function woodImagesForPdf(
  db: Kysely<Database>,
  lines: readonly QuoteLineView[],
): Promise<{ revision: string; source: WoodImageSource }> {
  const woods = new Map(
    lines.map((line) => [
      `${speciesIdOf(line)}|${line.surface.grainStyle}`,
      { speciesId: speciesIdOf(line), grain: line.surface.grainStyle },
    ]),
  );
  const named = await Promise.all(
    [...woods].map(async ([key, wood]) => {
      const photo = await photoFor(db, { ...wood, size: 'pdf' });
      return `${key}=${photo ? `${photo.id}-${photo.contentHash}` : 'texture'}`;
    }),
  );
  return {
    revision: named.sort().join(','),
    source: async (speciesId, grain) =>
      (await imageFor({ db }, { speciesId, grain, size: 'pdf', format: 'jpeg' })).bytes,
  };
}
