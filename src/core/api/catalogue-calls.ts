import { z } from 'zod';
import {
  edgeProfileRecordSchema,
  pricingModifierRecordSchema,
  surfaceTypeRecordSchema,
  woodSpeciesRecordSchema,
  woodSpeciesSummarySchema,
} from '#core/catalogue/catalogue-types';
import { priceBookSchema } from '#core/pricing/price-book-schema';
import { defineCall } from './call';
import {
  edgeProfilesRoute,
  priceBookRoute,
  priceBookVersionRoute,
  pricingModifiersRoute,
  surfaceTypesRoute,
  woodSpeciesRecordsRoute,
  woodSpeciesSummariesRoute,
} from './catalogue-routes';
import { json } from './replies';

export const priceBookCall = defineCall({
  route: priceBookRoute,
  summary: 'The current price book, for the browser’s own pricing engine',
  input: {},
  reply: json(priceBookSchema),
});

export const priceBookVersionCall = defineCall({
  route: priceBookVersionRoute,
  summary: 'The current price book’s version, for an open page to learn of new prices',
  input: {},
  reply: json(z.object({ version: z.number().int().positive() })),
});

export const woodSpeciesRecordsCall = defineCall({
  route: woodSpeciesRecordsRoute,
  summary: 'One record per species and grain on sale',
  input: {},
  reply: json(z.array(woodSpeciesRecordSchema)),
});

export const woodSpeciesSummariesCall = defineCall({
  route: woodSpeciesSummariesRoute,
  summary: 'One entry per species on sale, with its profile and images',
  input: {},
  reply: json(z.array(woodSpeciesSummarySchema)),
});

export const edgeProfilesCall = defineCall({
  route: edgeProfilesRoute,
  summary: 'The edge profiles',
  input: {},
  reply: json(z.array(edgeProfileRecordSchema)),
});

export const pricingModifiersCall = defineCall({
  route: pricingModifiersRoute,
  summary: 'Finish, cutout and cable-hole prices',
  input: {},
  reply: json(z.array(pricingModifierRecordSchema)),
});

export const surfaceTypesCall = defineCall({
  route: surfaceTypesRoute,
  summary: 'The surface types and their defaults',
  input: {},
  reply: json(z.array(surfaceTypeRecordSchema)),
});
