import { z } from 'zod';
import { adviceRequestSchema, adviceResponseSchema } from '#core/advice/advice-schemas';
import { speciesFiguresSchema } from '#core/advice/species-figures-schema';
import { adviceFiguresRoute, adviceRoute } from './advice-routes';
import { defineCall } from './call';
import { json } from './replies';

export const adviceCall = defineCall({
  route: adviceRoute,
  summary: 'Will a surface sag, and how much will it move with the seasons (CONF-39 to CONF-41); never changes a price',
  input: { body: adviceRequestSchema },
  reply: json(adviceResponseSchema),
});

export const adviceFiguresCall = defineCall({
  route: adviceFiguresRoute,
  summary: 'Every species’ advice figures and their sources, as the price book in force has them (CONF-41)',
  input: {},
  reply: json(z.record(z.string(), speciesFiguresSchema)),
});
