import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { analyticsDay } from '#core/analytics/analytics-day';
import {
  dailyReportCall,
  dailyReportsCall,
  reportOptInCall,
  sendTestReportCall,
  setReportOptInCall,
} from '#core/api/reports-calls';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { staffOf } from '../auth/principal';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { serveCall } from '../http/serve-call';
import { findReport, listReports, readReportOptIn, setReportOptIn } from './daily-report-repository';
import { sendDailyReport } from './send-daily-report';

/** The daily report's staff calls (ANALYTICS-23 `POST /api/reports/daily`, ANALYTICS-22). */
export async function reportRoutes(
  app: FastifyInstance,
  { db, business, wakeOutbox }: { db: Kysely<Database>; business: BusinessDetails; wakeOutbox: () => void },
) {
  // 'Generate Test Report Now' (ANALYTICS-23): today so far, sent at once, never counted as the morning's.
  serveCall(app, sendTestReportCall, async (request) => {
    const now = new Date();
    const result = await sendDailyReport({
      db,
      day: analyticsDay(now),
      kind: 'test',
      business,
      now,
      staffId: staffOf(request).staffId,
    });
    wakeOutbox();
    return {
      generated: result.sent,
      reportId: result.reportId,
      recipients: result.recipients,
      message: 'Daily report generated and sent!',
    };
  });

  serveCall(app, dailyReportsCall, async () => ({ reports: await listReports(db) }));

  serveCall(app, dailyReportCall, async (request) => {
    const report = await findReport(db, request.params.id);
    if (!report) throw new AppError('not_found', 'Report not found');
    return { report };
  });

  serveCall(app, reportOptInCall, async (request) => ({ optIn: await readReportOptIn(db, staffOf(request).staffId) }));

  serveCall(app, setReportOptInCall, async (request) => {
    const { optIn } = request.body;
    await setReportOptIn(db, { staffId: staffOf(request).staffId, optIn });
    return { optIn };
  });
}
