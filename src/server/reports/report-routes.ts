import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { analyticsDay } from '#core/analytics/analytics-day';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { reportDetailSchema, reportSummarySchema, testReportSentSchema } from '#core/reports/daily-report-schemas';
import { staffOf } from '../auth/principal';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { idParams } from '../http/id-param';
import { successReply } from '../http/reply-schemas';
import { findReport, listReports, readReportOptIn, setReportOptIn } from './daily-report-repository';
import { sendDailyReport } from './send-daily-report';

const optInSchema = z.object({ optIn: z.boolean() });
const optInReply = { 200: successReply(optInSchema) };

/** The daily report's staff calls (ANALYTICS-23 `POST /api/reports/daily`, ANALYTICS-22). */
export async function reportRoutes(
  app: FastifyInstance,
  { db, business, wakeOutbox }: { db: Kysely<Database>; business: BusinessDetails; wakeOutbox: () => void },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const staff = { config: { access: 'staff' as const } };

  // 'Generate Test Report Now' (ANALYTICS-23): today so far, sent at once, never counted as the morning's.
  app.post(
    '/api/reports/daily',
    { ...staff, schema: { summary: 'Send today’s report so far now, as a test', response: { 200: successReply(testReportSentSchema) } } },
    async (request) => {
      const now = new Date();
      const result = await sendDailyReport({ db, day: analyticsDay(now), kind: 'test', business, now, staffId: staffOf(request).staffId });
      wakeOutbox();
      return {
        success: true,
        data: { generated: result.sent, reportId: result.reportId, recipients: result.recipients, message: 'Daily report generated and sent!' },
      };
    },
  );

  app.get(
    '/api/reports/daily',
    { ...staff, schema: { summary: 'Reports sent so far', response: { 200: successReply(z.object({ reports: z.array(reportSummarySchema) })) } } },
    async () => ({ success: true, data: { reports: await listReports(db) } }),
  );

  api.get(
    '/api/reports/daily/:id',
    { ...staff, schema: { summary: 'One sent report', params: idParams(), response: { 200: successReply(z.object({ report: reportDetailSchema })) } } },
    async (request) => {
      const report = await findReport(db, request.params.id);
      if (!report) throw new AppError('not_found', 'Report not found');
      return { success: true, data: { report } } as const;
    },
  );

  api.get('/api/reports/daily/opt-in', { ...staff, schema: { summary: 'Whether I receive the daily report', response: optInReply } }, async (request) => {
    return { success: true, data: { optIn: await readReportOptIn(db, staffOf(request).staffId) } } as const;
  });

  api.put(
    '/api/reports/daily/opt-in',
    { ...staff, schema: { summary: 'Receive the daily report, or stop', body: optInSchema, response: optInReply } },
    async (request) => {
      const { optIn } = request.body;
      await setReportOptIn(db, { staffId: staffOf(request).staffId, optIn });
      return { success: true, data: { optIn } } as const;
    },
  );
}
