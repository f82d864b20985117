import type { z } from 'zod';
import { adviseSurface } from '../../core/advice/advise-surface';
import type { AdviceRequest, adviceResponseSchema } from '../../core/advice/advice-schemas';

/** CONF-39 to CONF-41 for one surface, with the same core function the configurator runs. */
export function adviseOnSurface(options: { request: AdviceRequest }): z.infer<typeof adviceResponseSchema> {
  const { surface, spanMm, region } = options.request;
  return adviseSurface({ surface, spanMm, region });
}
