import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { analyticsDay, previousDay } from '../../core/analytics/analytics-day';
import type { BusinessDetails } from '../../core/quotes/quote-view';
import { staffOf } from '../auth/principal';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { idParam } from '../http/id-param';
import { parseInput } from '../http/parse-input';
import { findReport, listReports, readReportOptIn, setReportOptIn } from './daily-report-repository';
import { sendDailyReport } from './send-daily-report';

const optInSchema = z.object({ optIn: z.boolean() });

/** The daily report's staff calls (SPEC §7 `POST /api/reports/daily`, issue 16 item 1). */
export async function reportRoutes(app: FastifyInstance, { db, business, wakeOutbox }: { db: Kysely<Database>; business: BusinessDetails; wakeOutbox: () => void }) {
  const staff = { config: { access: 'staff' as const } };

  // 'Generate Test Report Now': yesterday's report, sent at once, never counted as the morning's.
  app.post('/api/reports/daily', staff, async (request) => {
    const now = new Date();
    const result = await sendDailyReport({ db, day: previousDay(analyticsDay(now)), kind: 'test', business, now, staffId: staffOf(request).staffId });
    wakeOutbox();
    return { success: true, data: { generated: result.sent, reportId: result.reportId, recipients: result.recipients, message: 'Daily report generated and sent!' } };
  });

  app.get('/api/reports/daily', staff, async () => ({ success: true, data: { reports: await listReports(db) } }));

  app.get('/api/reports/daily/:id', staff, async (request) => {
    const report = await findReport(db, idParam(request.params));
    if (!report) throw new AppError('not_found', 'Report not found');
    return { success: true, data: { report } };
  });

  app.get('/api/reports/daily/opt-in', staff, async (request) => {
    return { success: true, data: { optIn: await readReportOptIn(db, staffOf(request).staffId) } };
  });

  app.put('/api/reports/daily/opt-in', staff, async (request) => {
    const { optIn } = parseInput(optInSchema, request.body);
    await setReportOptIn(db, { staffId: staffOf(request).staffId, optIn });
    return { success: true, data: { optIn } };
  });
}
