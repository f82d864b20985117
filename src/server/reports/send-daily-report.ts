import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { Kysely } from 'kysely';
import { dailyReportFigures, reportDayInWords } from '#core/reports/daily-report-figures';
import { reportSuggestions } from '#core/reports/report-suggestions';
import type { BusinessDetails } from '#core/quotes/quote-view';
import { rollupDay } from '../analytics/rollup-day';
import { readSpeciesNames } from '../catalogue/price-book-repository';
import type { Database } from '../db/schema';
import { enqueueMail } from '../mail/outbox-repository';
import { composeDailyReport } from './compose-daily-report';
import { claimReport, readReportDay, recordReportQueued, reportRecipients } from './daily-report-repository';

const WEEK_MS = 7 * 86_400_000;
const weekBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - WEEK_MS).toISOString().slice(0, 10);
const THIS_PROCESS = `${os.hostname()}:${process.pid}`;

/**
 * Sends one day's report through the outbox (ANALYTICS-22, ADR 018). The claim row, the
 * queued e-mails and the stored copy go in one transaction: either this caller claimed the
 * day and everything is queued, or another did and nothing changes here.
 */
export async function sendDailyReport(options: {
  db: Kysely<Database>;
  day: string;
  kind: 'scheduled' | 'test';
  business: BusinessDetails;
  now: Date;
  staffId?: number;
  claimedBy?: string;
}): Promise<{ sent: boolean; reportId: number | null; recipients: number }> {
  const { db, day, kind, business, now } = options;
  const claimKey = kind === 'scheduled' ? `scheduled:${day}` : `test:${randomBytes(8).toString('hex')}`;
  if (
    kind === 'scheduled' &&
    (await db.selectFrom('daily_reports').select('id').where('claim_key', '=', claimKey).executeTakeFirst())
  ) {
    return { sent: false, reportId: null, recipients: 0 };
  }
  // The summaries are brought up to date first; rolling a day up is idempotent.
  await rollupDay({ db, day, now });
  // Staff read the woods and surface types as the price book names them, never as codes.
  const [species, read, readWeekAgo] = await Promise.all([
    readSpeciesNames(db),
    readReportDay(db, day),
    readReportDay(db, weekBefore(day)),
  ]);
  const reportDay = reportDayInWords(read, species);
  const weekAgo = reportDayInWords(readWeekAgo, species);
  const figures = dailyReportFigures({ day: reportDay, weekAgo });
  // ANALYTICS-23: the test report covers today so far; the morning's covers a whole past day.
  const report = composeDailyReport({
    figures,
    suggestions: reportSuggestions({ day: reportDay, weekAgo }),
    business,
    test: kind === 'test',
    ...(kind === 'test' ? { soFarUntil: now } : {}),
  });

  return db.transaction().execute(async (trx) => {
    const reportId = await claimReport(trx, {
      claimKey,
      day,
      kind,
      claimedBy: options.claimedBy ?? THIS_PROCESS,
      staffId: options.staffId ?? null,
      now,
    });
    if (reportId === null) return { sent: false, reportId: null, recipients: 0 };
    const recipients = await reportRecipients(trx, business.email);
    for (const to of recipients) {
      await enqueueMail(trx, {
        kind: 'daily_report',
        dedupeKey: `daily-report:${claimKey}:${to}`,
        message: { to, subject: report.subject, text: report.text, html: report.html },
        now,
      });
    }
    await recordReportQueued(trx, { id: reportId, ...report, recipients: recipients.length, now });
    return { sent: true, reportId, recipients: recipients.length };
  });
}
