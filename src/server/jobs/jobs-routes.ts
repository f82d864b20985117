import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  buyingListQuerySchema,
  buyingListSchema,
  jobDetailSchema,
  jobListSchema,
  jobsQuerySchema,
  moveJobSchema,
  partnerJobListSchema,
  stockListSchema,
  workshopSettingsSchema,
} from '#core/workshop/job-schemas';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { leadTimeSchema } from '#core/quotes/quote-response-schema';
import { partnerOf } from '../auth/principal';
import { staffActorOf } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { fileReply, successReply } from '../http/reply-schemas';
import { named } from '../http/zod-compilers';
import { currentLeadTime } from './current-lead-time';
import { listJobRecords } from './job-repository';
import { listJobs } from './list-jobs';
import { makeJobSheet } from './make-job-sheet';
import { makeBuyingList } from './make-buying-list';
import { moveJob } from './move-job';
import { showJob } from './show-job';
import { listStock, readWorkshopSettings, replaceStock, saveWorkshopSettings } from './workshop-stock-repository';

const jobParams = named(z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }), 'job');

/** Workshop jobs (OPS-13…17): the board and a job's cut list for staff; the stock list and settings owners edit. */
export async function jobsRoutes(app: FastifyInstance, options: { db: Kysely<Database>; business: BusinessDetails; wakeOutbox: () => void }) {
  const { db, business, wakeOutbox } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { config: { access: 'staff' as const } };
  const owner = { config: { access: 'owner' as const } };
  const noStore = { 'cache-control': 'no-store' };

  const listSchema = {
    summary: 'The job board: jobs, optionally those promised in a week or made of a species',
    querystring: named(jobsQuerySchema, 'jobs'),
    response: { 200: successReply(jobListSchema) },
  };
  api.get('/api/admin/jobs', { ...staff, schema: listSchema }, async (request, reply) => {
    return reply.headers(noStore).send({ success: true, data: { jobs: await listJobs({ db, query: request.query }) } });
  });

  const detailReply = { 200: successReply(jobDetailSchema) };
  api.get(
    '/api/admin/jobs/:id',
    { ...staff, schema: { summary: 'One job with its cut list and board plan', params: jobParams, response: detailReply } },
    async (request, reply) => {
      return reply.headers(noStore).send({ success: true, data: await showJob({ db, id: request.params.id }) });
    },
  );

  const sheetSchema = {
    summary: 'The job sheet for the floor: drawings, cut list, board diagrams',
    params: jobParams,
    response: { 200: fileReply(['application/pdf'], 'The job sheet as a PDF (A4)') },
  };
  api.get('/api/admin/jobs/:id/sheet.pdf', { ...staff, schema: sheetSchema }, async (request, reply) => {
    const sheet = await makeJobSheet({ db, id: request.params.id });
    return reply.headers({ ...noStore, 'content-type': 'application/pdf', 'content-disposition': `inline; filename="${sheet.fileName}"` }).send(sheet.bytes);
  });

  const moveSchema = { summary: 'Move a job to a stage (409 when someone moved it since)', params: jobParams, body: moveJobSchema, response: detailReply };
  api.patch('/api/admin/jobs/:id', { ...staff, schema: moveSchema }, async (request) => {
    const { id } = request.params;
    const queued = await moveJob({ db, id, stage: request.body.stage, version: request.body.version, actor: staffActorOf(request), business, now: new Date() });
    if (queued) wakeOutbox();
    return { success: true, data: await showJob({ db, id }) } as const;
  });

  const stockReply = { 200: successReply(stockListSchema) };
  api.get(
    '/api/admin/workshop/stock',
    { ...staff, schema: { summary: 'The stock list: boards and kept offcuts per species', response: stockReply } },
    async (_request, reply) => {
      return reply.headers(noStore).send({ success: true, data: { boards: await listStock(db) } });
    },
  );
  api.put(
    '/api/admin/workshop/stock',
    { ...owner, schema: { summary: 'Replace the stock list (owners)', body: stockListSchema, response: stockReply } },
    async (request) => {
      await db.transaction().execute((trx) => replaceStock(trx, request.body.boards));
      return { success: true, data: { boards: await listStock(db) } } as const;
    },
  );

  const settingsReply = { 200: successReply(workshopSettingsSchema) };
  api.get(
    '/api/admin/workshop/settings',
    { ...staff, schema: { summary: 'Kerf, trim allowance, kept offcut length, weekly capacity', response: settingsReply } },
    async (_request, reply) => {
      return reply.headers(noStore).send({ success: true, data: await readWorkshopSettings(db) });
    },
  );
  api.put(
    '/api/admin/workshop/settings',
    { ...owner, schema: { summary: 'Save the cutting settings (owners)', body: workshopSettingsSchema, response: settingsReply } },
    async (request) => {
      await saveWorkshopSettings(db, request.body);
      return { success: true, data: await readWorkshopSettings(db) } as const;
    },
  );

  // A partner follows their clients' jobs as a status only: no cut list, no plan, no other customer.
  const partnerSchema = { summary: 'The partner’s clients’ jobs: number, stage and promised date', response: { 200: successReply(partnerJobListSchema) } };
  api.get('/api/professional/jobs', { config: { access: 'partner' as const }, schema: partnerSchema }, async (request, reply) => {
    const records = await listJobRecords(db, { partnerId: partnerOf(request).partnerId });
    const jobs = records.map(({ jobNumber, quoteNumber, stage, promisedDate }) => ({ jobNumber, quoteNumber, stage, promisedDate }));
    return reply.headers(noStore).send({ success: true, data: { jobs } });
  });

  // OPS-19: what a quote made now would promise; the configurator asks it lazily, after its first paint.
  const leadTimeRoute = {
    summary: 'The lead time a quote made now promises, from the queue (never under 3–4 weeks)',
    response: { 200: successReply(leadTimeSchema) },
  };
  api.get('/api/pricing/lead-time', { config: { access: 'public' as const }, schema: leadTimeRoute }, async (_request, reply) => {
    return reply.headers({ 'cache-control': 'public, max-age=60' }).send({ success: true, data: await currentLeadTime(db) });
  });

  const buyingSchema = {
    summary: 'What to buy for the jobs promised in a week',
    querystring: named(buyingListQuerySchema, 'buying list'),
    response: { 200: successReply(buyingListSchema) },
  };
  api.get('/api/admin/workshop/buying-list', { ...staff, schema: buyingSchema }, async (request, reply) => {
    return reply.headers(noStore).send({ success: true, data: await makeBuyingList({ db, week: request.query.week }) });
  });
}
