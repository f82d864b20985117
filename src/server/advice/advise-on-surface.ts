import type { z } from 'zod';
import { adviseSurface } from '#core/advice/advise-surface';
import type { AdviceRequest, adviceResponseSchema } from '#core/advice/advice-schemas';
import { figuresOfPriceBook, type SpeciesFigures } from '#core/advice/species-figures';

/**
 * CONF-39 to CONF-41 for one surface, with the same core function the configurator runs and the
 * figures and names of the price book in force.
 */
export function adviseOnSurface(options: {
  request: AdviceRequest;
  species: readonly { speciesId: string; name: string; figures?: SpeciesFigures | undefined }[];
}): z.infer<typeof adviceResponseSchema> {
  const { surface, spanMm, region } = options.request;
  const speciesId = surface.woodSpecies.slice(0, -`_${surface.grainStyle}`.length);
  const speciesName = options.species.find((entry) => entry.speciesId === speciesId)?.name;
  return adviseSurface({ surface, spanMm, region, speciesName, figures: figuresOfPriceBook(options.species) });
}
