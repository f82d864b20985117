import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { analyticsDay, previousDay } from '../../core/analytics/analytics-day';
import type { BusinessDetails } from '../../core/quotes/quote-view';
import type { Database } from '../db/schema';
import { sendDailyReport } from './send-daily-report';

/** SPEC §9: the report goes out at 08:00 in the workshop's own time zone. */
export const REPORT_HOUR = 8;
const REPORT_ZONE = 'Africa/Johannesburg';
const HOUR_FORMAT = new Intl.DateTimeFormat('en-GB', { timeZone: REPORT_ZONE, hour: '2-digit', hourCycle: 'h23' });

/**
 * Which day's report is due at `now`: from 08:00 until midnight, yesterday's. A server that
 * was down at 08:00 still sends it when it starts later that day; once the day is over, the
 * missed report is not sent (the next morning's is).
 */
export function reportDayDue(now: Date): string | null {
  const hour = Number(HOUR_FORMAT.format(now));
  return hour >= REPORT_HOUR ? previousDay(analyticsDay(now)) : null;
}

/** One tick of the schedule: send the due report unless some server already claimed it. */
export async function runReportTick({ db, business, now, claimedBy }: { db: Kysely<Database>; business: BusinessDetails; now: Date; claimedBy?: string }) {
  const day = reportDayDue(now);
  if (!day) return { day: null, sent: false };
  const result = await sendDailyReport({ db, day, kind: 'scheduled', business, now, ...(claimedBy ? { claimedBy } : {}) });
  return { day, sent: result.sent };
}

/**
 * The morning report's schedule (croner at 08:00 Johannesburg) plus a tick at start-up, so a
 * server started after 08:00 catches up. `clock` is injectable so a test decides what time it is.
 */
export function startDailyReportSchedule(options: { db: Kysely<Database>; business: BusinessDetails; log: FastifyBaseLogger; clock?: () => Date; wakeOutbox?: () => void }) {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => runReportTick({ db: options.db, business: options.business, now: clock() }))
      .then((result) => {
        if (result.sent) {
          options.log.info({ day: result.day }, 'daily report queued');
          options.wakeOutbox?.();
        }
      })
      .catch((error: unknown) => options.log.error({ err: error }, 'daily report failed'));
    return running;
  };
  const job = new Cron(`0 ${REPORT_HOUR} * * *`, { timezone: REPORT_ZONE }, () => void tick());
  void tick();
  return {
    tick,
    async stop(): Promise<void> {
      job.stop();
      await running;
    },
  };
}
