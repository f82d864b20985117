import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { analyticsDay, dayBoundsUtc, previousDay } from '#core/analytics/analytics-day';
import type { BusinessDetails } from '#core/quotes/quote-view';
import type { Database } from '../db/schema';
import { createTask, scheduleTask, type Task } from '#server/worker/task';
import { realClock, type ReportClock } from './report-clock';
import { readInstalledAt } from './daily-report-repository';
import { sendDailyReport } from './send-daily-report';

/** ANALYTICS-22: the report goes out at 08:00 in the workshop's own time zone. */
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

/** The first 08:00 in Johannesburg after `now`. */
export function nextReportTime(now: Date): Date {
  const today = Date.parse(dayBoundsUtc(analyticsDay(now)).from) + REPORT_HOUR * 3_600_000;
  return new Date(today > now.getTime() ? today : today + 86_400_000);
}

/**
 * One tick of the schedule: send the due report unless some server already claimed it. `now`
 * (the schedule's clock) only picks the day; the claim and the e-mails carry real time, so on a
 * rehearsal clock the outbox still sends them at once.
 */
export async function runReportTick({
  db,
  business,
  now,
  claimedBy,
}: {
  db: Kysely<Database>;
  business: BusinessDetails;
  now: Date;
  claimedBy?: string;
}) {
  const day = reportDayDue(now);
  if (!day) return { day: null, sent: false };
  // ANALYTICS-22: the first report covers the first whole day after install; a day that began
  // before the install has no figures to report, and an all-zero report would only mislead.
  const installedAt = await readInstalledAt(db);
  if (installedAt && installedAt.getTime() > Date.parse(dayBoundsUtc(day).from)) return { day, sent: false };
  const result = await sendDailyReport({
    db,
    day,
    kind: 'scheduled',
    business,
    now: new Date(),
    ...(claimedBy ? { claimedBy } : {}),
  });
  return { day, sent: result.sent };
}

/**
 * Calls `fire` at every 08:00 of a rehearsal clock, timed on the clock itself (croner reads only
 * real time), with the 08:00 it is for. A timer may wake a moment early (one real millisecond is
 * 8.6 rehearsal seconds at the fastest speed), so the tick is told which 08:00 is due rather than
 * reading a clock that may still say 07:59; the next wait starts from that 08:00, never before it.
 * The task's own guard keeps runs from overlapping.
 */
function everyReportTimeOn(
  clock: Required<ReportClock>,
  fire: (due: Date) => Promise<unknown>,
  log: FastifyBaseLogger,
) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let lastDue = 0;
  const arm = () => {
    if (stopped) return;
    const next = nextReportTime(new Date(Math.max(clock.now().getTime(), lastDue)));
    const realMs = clock.realMsUntil(next);
    log.debug({ next: next.toISOString(), realMs }, 'next daily report');
    timer = setTimeout(() => {
      lastDue = next.getTime();
      void fire(next).then(arm);
    }, realMs);
    timer.unref();
  };
  arm();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The morning report as a task (ADR 035): one tick on the schedule's clock, saying what it found. */
export function dailyReportTask(options: {
  db: Kysely<Database>;
  business: BusinessDetails;
  log: FastifyBaseLogger;
  clock?: ReportClock;
  wakeOutbox?: () => void;
}): Task {
  const clock = options.clock ?? realClock;
  return createTask({
    name: 'daily report',
    clock,
    log: options.log,
    run: async ({ now }) => {
      const result = await runReportTick({ db: options.db, business: options.business, now });
      // Every tick says what it found, so a rehearsal (or a missing report) can be followed.
      options.log.debug({ clock: now.toISOString(), day: result.day, sent: result.sent }, 'daily report tick');
      if (result.sent) {
        options.log.info({ day: result.day }, 'daily report queued');
        options.wakeOutbox?.();
      }
    },
  });
}

/**
 * The morning report's schedule (croner at 08:00 Johannesburg, or every 08:00 of a rehearsal
 * clock) plus a tick at start-up, so a server started after 08:00 catches up. The clock is
 * injectable so a test decides what time it is.
 */
export function startDailyReportSchedule(options: {
  db: Kysely<Database>;
  business: BusinessDetails;
  log: FastifyBaseLogger;
  clock?: ReportClock;
  wakeOutbox?: () => void;
  keepProcessAlive?: boolean;
}) {
  const clock = options.clock ?? realClock;
  const { realMsUntil } = clock;
  // On a rehearsal clock, a tick reads no earlier than the 08:00 it was woken for (everyReportTimeOn).
  let dueAt = 0;
  const task = dailyReportTask(
    realMsUntil
      ? { ...options, clock: { ...clock, now: () => new Date(Math.max(clock.now().getTime(), dueAt)) } }
      : options,
  );
  const schedule = realMsUntil
    ? everyReportTimeOn(
        { now: clock.now, realMsUntil },
        (due) => {
          dueAt = due.getTime();
          return task.tick();
        },
        options.log,
      )
    : scheduleTask(
        task,
        { cron: `0 ${REPORT_HOUR} * * *`, timezone: REPORT_ZONE },
        { keepProcessAlive: options.keepProcessAlive },
      );
  task.wake();
  return {
    task,
    /** One tick now (after the one in flight), as at 08:00. */
    tick: task.tick,
    async stop(): Promise<void> {
      schedule.stop();
      await task.stop();
    },
  };
}
