import { z } from 'zod';
import { leadTimeSchema } from '#core/quotes/quote-response-schema';
import {
  buyingListQuerySchema,
  buyingListSchema,
  jobDetailSchema,
  jobListSchema,
  jobsQuerySchema,
  moveJobSchema,
  partnerJobListSchema,
  stageEmailQuerySchema,
  stageEmailSchema,
  stockListSchema,
  workshopSettingsSchema,
} from '#core/workshop/job-schemas';
import { leadTimeRoute } from './catalogue-routes';
import { defineCall } from './call';
import { rowId } from './id-params';
import { named } from './input-names';
import {
  buyingListRoute,
  jobRoute,
  jobSheetRoute,
  jobsRoute,
  moveJobRoute,
  partnerJobsRoute,
  replaceStockRoute,
  saveWorkshopSettingsRoute,
  stageEmailRoute,
  stockRoute,
  workshopSettingsRoute,
} from './jobs-routes';
import { file, json } from './replies';

const jobParams = named(z.object({ id: rowId() }), 'job');

export const jobsCall = defineCall({
  route: jobsRoute,
  summary: 'The job board: jobs, optionally those promised in a week or made of a species',
  input: { query: named(jobsQuerySchema, 'jobs') },
  reply: json(jobListSchema),
});

export const jobCall = defineCall({
  route: jobRoute,
  summary: 'One job with its cut list and board plan',
  input: { params: jobParams },
  reply: json(jobDetailSchema),
});

export const jobSheetCall = defineCall({
  route: jobSheetRoute,
  summary: 'The job sheet for the floor: drawings, cut list, board diagrams',
  input: { params: jobParams },
  reply: file(['application/pdf'], 'The job sheet as a PDF (A4)'),
});

export const stageEmailCall = defineCall({
  route: stageEmailRoute,
  summary:
    'The e-mail a move to a stage would send the customer (or partner), to show before asking whether to send it',
  input: { params: jobParams, query: named(stageEmailQuerySchema, 'stage e-mail') },
  reply: json(stageEmailSchema),
});

export const moveJobCall = defineCall({
  route: moveJobRoute,
  summary:
    'Move a job to a stage (409 when someone moved it since, or when its deposit or balance is not paid and no owner overrides with a reason: 403 from staff who are not owners); e-mails the customer only when `emailCustomer` is true',
  input: { params: jobParams, body: moveJobSchema },
  reply: json(jobDetailSchema),
});

export const stockCall = defineCall({
  route: stockRoute,
  summary: 'The stock list: boards and kept offcuts per species',
  input: {},
  reply: json(stockListSchema),
});

export const replaceStockCall = defineCall({
  route: replaceStockRoute,
  summary: 'Replace the stock list (owners), over the revision it was read at (409 when it changed since)',
  input: { body: stockListSchema },
  reply: json(stockListSchema),
});

export const workshopSettingsCall = defineCall({
  route: workshopSettingsRoute,
  summary: 'Kerf, trim allowance, kept offcut length, weekly capacity',
  input: {},
  reply: json(workshopSettingsSchema),
});

export const saveWorkshopSettingsCall = defineCall({
  route: saveWorkshopSettingsRoute,
  summary: 'Save the cutting settings (owners)',
  input: { body: workshopSettingsSchema },
  reply: json(workshopSettingsSchema),
});

export const partnerJobsCall = defineCall({
  route: partnerJobsRoute,
  summary: 'The partner’s clients’ jobs: number, stage and promised date',
  input: {},
  reply: json(partnerJobListSchema),
});

export const leadTimeCall = defineCall({
  route: leadTimeRoute,
  summary: 'The lead time a quote made now promises, from the queue (never under 3–4 weeks)',
  input: {},
  reply: json(leadTimeSchema),
});

export const buyingListCall = defineCall({
  route: buyingListRoute,
  summary: 'What to buy for the jobs promised in a week',
  input: { query: named(buyingListQuerySchema, 'buying list') },
  reply: json(buyingListSchema),
});
