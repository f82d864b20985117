import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  buyingListCall,
  jobCall,
  jobSheetCall,
  jobsCall,
  leadTimeCall,
  moveJobCall,
  partnerJobsCall,
  replaceStockCall,
  saveWorkshopSettingsCall,
  stageEmailCall,
  stockCall,
  workshopSettingsCall,
} from '#core/api/jobs-calls';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { JOB_STAGE_LABELS } from '#core/workshop/job-schemas';
import { partnerOf, staffOf } from '../auth/principal';
import { AppError } from '../errors';
import type { SecurityLog } from '../security/security-log';
import { staffActorOf } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import { currentLeadTime } from './current-lead-time';
import { listJobRecords } from './job-repository';
import { listJobs } from './list-jobs';
import { makeJobSheet } from './make-job-sheet';
import { makeBuyingList } from './make-buying-list';
import { moveJob } from './move-job';
import { previewStageEmail } from './preview-stage-email';
import { showJob } from './show-job';
import {
  readStockList,
  readWorkshopSettings,
  replaceStockList,
  replaceWorkshopSettings,
} from './workshop-stock-repository';
import { currentBusinessDetails } from '../invoicing/current-business-details';

/** Workshop jobs (OPS-13…17): the board and a job's cut list for staff; the stock list and settings owners edit. */
export async function jobsRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; business: BusinessDetails; wakeOutbox: () => void; securityLog: SecurityLog },
) {
  const { db, business, wakeOutbox, securityLog } = options;
  const noStore = { 'cache-control': 'no-store' };

  serveCall(app, jobsCall, async (request, reply) => {
    const jobs = await listJobs({ db, query: request.query });
    reply.headers(noStore);
    return { jobs };
  });

  serveCall(app, jobCall, async (request, reply) => {
    const job = await showJob({ db, id: request.params.id });
    reply.headers(noStore);
    return job;
  });

  serveCall(app, jobSheetCall, async (request, reply) => {
    const sheet = await makeJobSheet({ db, id: request.params.id });
    return reply
      .headers({
        ...noStore,
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${sheet.fileName}"`,
      })
      .send(sheet.bytes);
  });

  serveCall(app, stageEmailCall, async (request, reply) => {
    reply.headers(noStore);
    return previewStageEmail({
      db,
      id: request.params.id,
      stage: request.query.stage,
      business: await currentBusinessDetails(db, business),
    });
  });

  serveCall(app, moveJobCall, async (request) => {
    const { id } = request.params;
    const { stage, version, emailCustomer, override } = request.body;
    // ADR 050: the route is open to all staff; only the override in its body is an owner's.
    if (override && staffOf(request).role !== 'owner')
      throw new AppError('forbidden', 'Only an owner may move a job before it is paid.');
    const moved = await moveJob({
      db,
      id,
      stage,
      version,
      emailCustomer,
      override,
      actor: staffActorOf(request),
      business: await currentBusinessDetails(db, business),
      now: new Date(),
    });
    if (moved.overridden && override) {
      const detail = `Moved to ${JOB_STAGE_LABELS[stage]}. ${moved.overridden.message} Reason: ${override.reason}`;
      await securityLog.record(request, { kind: 'job_moved_unpaid', subject: moved.jobNumber, detail });
    }
    if (moved.queued) wakeOutbox();
    return showJob({ db, id });
  });

  serveCall(app, stockCall, async (_request, reply) => {
    const list = await readStockList(db);
    reply.headers(noStore);
    return list;
  });
  serveCall(app, replaceStockCall, async (request) => {
    await replaceStockList(db, request.body.boards, request.body.revision);
    return readStockList(db);
  });

  serveCall(app, workshopSettingsCall, async (_request, reply) => {
    const settings = await readWorkshopSettings(db);
    reply.headers(noStore);
    return settings;
  });
  serveCall(app, saveWorkshopSettingsCall, async (request) => {
    await replaceWorkshopSettings(db, request.body);
    return readWorkshopSettings(db);
  });

  // A partner follows their clients' jobs as a status only: no cut list, no plan, no other customer.
  serveCall(app, partnerJobsCall, async (request, reply) => {
    const records = await listJobRecords(db, { partnerId: partnerOf(request).partnerId });
    reply.headers(noStore);
    return {
      jobs: records.map(({ jobNumber, quoteNumber, stage, promisedDate }) => ({
        jobNumber,
        quoteNumber,
        stage,
        promisedDate,
      })),
    };
  });

  // OPS-19: what a quote made now would promise; the configurator asks it lazily, after its first paint.
  serveCall(app, leadTimeCall, async (_request, reply) => {
    const leadTime = await currentLeadTime(db);
    reply.headers({ 'cache-control': 'public, max-age=60' });
    return leadTime;
  });

  serveCall(app, buyingListCall, async (request, reply) => {
    const list = await makeBuyingList({ db, week: request.query.week });
    reply.headers(noStore);
    return list;
  });
}
