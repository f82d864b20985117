import { z } from 'zod';
import {
  priceBookVersionDetailSchema,
  priceBookVersionSummarySchema,
  priceBookVersionViewSchema,
  savePriceBookRequestSchema,
} from '#core/price-book-admin/price-book-content';
import { defineCall } from './call';
import { named } from './input-names';
import {
  currentPriceBookRoute,
  priceBookVersionRoute,
  priceBookVersionsRoute,
  restorePriceBookVersionRoute,
  savePriceBookRoute,
} from './price-book-admin-routes';
import { json } from './replies';

const versionParamsSchema = named(z.object({ version: z.coerce.number().int().min(1).max(1_000_000_000) }), 'version');

export const currentPriceBookCall = defineCall({
  route: currentPriceBookRoute,
  summary: 'The current price book, for the editor',
  input: {},
  reply: json(priceBookVersionViewSchema),
});

export const savePriceBookCall = defineCall({
  route: savePriceBookRoute,
  summary: 'Save a new price book version (409 when another was saved meanwhile)',
  input: { body: named(savePriceBookRequestSchema, 'price book') },
  reply: json(priceBookVersionViewSchema),
});

export const priceBookVersionsCall = defineCall({
  route: priceBookVersionsRoute,
  summary: 'The price book’s history',
  input: {},
  reply: json(z.array(priceBookVersionSummarySchema)),
});

export const priceBookVersionCall = defineCall({
  route: priceBookVersionRoute,
  summary: 'One version of the price book with its changes',
  input: { params: versionParamsSchema },
  reply: json(priceBookVersionDetailSchema),
});

export const restorePriceBookVersionCall = defineCall({
  route: restorePriceBookVersionRoute,
  summary: 'Restore an old version as the newest',
  input: {
    params: versionParamsSchema,
    // `version`: the newest version the owner saw; one saved since is a 409, as with a save.
    body: z.object({
      version: z.number().int().min(1),
      reason: z.string().trim().max(500, 'Keep the reason under 500 characters').optional(),
    }),
  },
  reply: json(priceBookVersionViewSchema),
});
