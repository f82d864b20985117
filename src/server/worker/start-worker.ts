import type { FastifyBaseLogger } from 'fastify';
import {
  createAnalyticsSummaries,
  runAnalyticsRetention,
  type AnalyticsSummaries,
} from '#server/analytics/analytics-tasks';
import type { AppConfig } from '#server/config';
import type { DatabaseHandle } from '#server/db/database';
import { PAYMENT_REMINDERS_EVERY_SECONDS, paymentRemindersTask } from '#server/invoicing/payment-reminders-task';
import { createMailTransport, type MailTransport } from '#server/mail/mail-transport';
import { mailDomain } from '#server/mail/outbox-message-id';
import { outboxTask, type HourlyCeiling } from '#server/mail/outbox-worker';
import { outboxClaimerId, reclaimStaleMail } from '#server/mail/reclaim-stale-mail';
import { MAINTENANCE_EVERY_SECONDS, maintenanceRun } from '#server/maintenance/maintenance-task';
import { dailyReportTask, startDailyReportSchedule } from '#server/reports/daily-report-schedule';
import { realClock, rehearsalClock, type ReportClock } from '#server/reports/report-clock';
import { createTask, realTaskClock, scheduleTask, type Task, type TaskClock } from './task';

/**
 * Quote e-mails a signed-in partner or staff member sends, held to MAIL_HOURLY_CEILING (so the workshop's address is no
 * spam relay).
 */
const QUOTE_MAIL_KINDS = ['quote', 'quote_business_copy'] as const;
/** How often the outbox looks for due mail by itself; a queued message wakes it at once. */
const OUTBOX_EVERY_SECONDS = 2;
const RETENTION_EVERY_SECONDS = 60 * 60;

export interface WorkerOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Each task's module gets a child of it (`module: 'outbox'`, …). */
  log: FastifyBaseLogger;
  /** What the tasks read for "now"; the daily report reads `reportClock` (a rehearsal's, ADR 018). */
  clock?: TaskClock;
  /** The daily report's clock: by default the rehearsal clock of DAILY_REPORT_CLOCK, else the real one. */
  reportClock?: ReportClock;
  /** Where mail goes; by default SMTP_URL's server, or .eml files under DATA_DIR/outbox. */
  transport?: MailTransport;
  /**
   * The roll-up of the HTTP app beside this worker (`app.analyticsTasks`), so the beacons its
   * ingest limits refused reach the dashboards (ADR 021); a worker on its own rolls up with its own.
   */
  analytics?: AnalyticsSummaries;
  /**
   * Run each task on its schedule (croner, overlap-protected) and once at start. Off, nothing
   * runs until asked: `tasks.x.runOnce()` or a wake (the integration tests' workers).
   */
  schedule?: boolean;
  /** `npm run worker`: its schedules keep the process alive. Beside the HTTP app the listener does. */
  keepProcessAlive?: boolean;
}

export interface WorkerTasks {
  outbox: Task;
  maintenance: Task;
  analyticsRollup: Task;
  analyticsRetention: Task;
  /** ADR 047: queues the payment reminders that are due. */
  paymentReminders: Task;
  /** Only with DAILY_REPORT_SCHEDULE=on. */
  dailyReport?: Task;
}

export interface Worker {
  tasks: WorkerTasks;
  /** Sends queued mail now rather than at the outbox's next run (what the app's routes call after queueing). */
  wakeOutbox(): void;
  /** No more runs; waits for the runs in flight (the outbox's current send), then closes the mail transport. */
  stop(): Promise<void>;
}

/**
 * All of Grainline's background work (ADR 035): the e-mail outbox, maintenance, the analytics
 * roll-up and retention, the payment reminders and the daily report. Started beside the HTTP app by start-server.ts
 * (`npm start`) or alone by worker-main.ts (`npm run worker`). Every task takes the injected clock
 * and can be run once by a test; every schedule is croner's with overlap protection.
 */
export async function startWorker({
  config,
  database,
  log,
  clock = realTaskClock,
  reportClock,
  transport: givenTransport,
  analytics,
  schedule = true,
  keepProcessAlive = false,
}: WorkerOptions): Promise<Worker> {
  const { db } = database;
  const instanceId = outboxClaimerId(config.instanceId);
  const outboxLog = log.child({ module: 'outbox' });
  // Before the outbox's first run, so a message a killed server was sending goes out now.
  if (schedule) {
    const reclaimed = await reclaimStaleMail({
      db,
      dialect: database.dialect,
      instanceId: config.instanceId,
      now: clock.now(),
    });
    if (reclaimed > 0) outboxLog.warn({ reclaimed }, 'e-mails interrupted by the last shutdown are sent again now');
  }
  const transport =
    givenTransport ?? createMailTransport({ smtpUrl: config.smtpUrl, dataDir: config.dataDir, from: config.mailFrom });

  const outbox = outboxTask({
    db,
    transport,
    log: outboxLog,
    now: () => clock.now(),
    messageIdDomain: mailDomain(config.mailFrom),
    retryBaseMs: config.mailRetryBaseMs,
    hourlyCeilings: outboxHourlyCeilings(config),
    instanceId,
  });

  const maintenanceLog = log.child({ module: 'maintenance' });
  const maintenance = createTask({
    name: 'maintenance',
    clock,
    log: maintenanceLog,
    run: ({ now }) =>
      maintenanceRun({
        db,
        unattachedSketchHours: config.sketches.unattachedHours,
        securityLogRetentionDays: config.securityLogRetentionDays,
        log: maintenanceLog,
        now,
      }),
  });

  const analyticsLog = log.child({ module: 'analytics' });
  const summaries = analytics ?? createAnalyticsSummaries({ db, log: analyticsLog });
  const analyticsRollup = createTask({
    name: 'analytics roll-up',
    clock,
    log: analyticsLog,
    run: ({ now }) => summaries.refresh(now),
  });
  const analyticsRetention = createTask({
    name: 'analytics retention',
    clock,
    log: analyticsLog,
    run: ({ now }) =>
      runAnalyticsRetention({ db, log: analyticsLog, retentionDays: config.analyticsRetentionDays, now }),
  });

  const paymentReminders = paymentRemindersTask({ db, business: config.business, clock, log, wakeOutbox: outbox.wake });

  const tasks: WorkerTasks = { outbox, maintenance, analyticsRollup, analyticsRetention, paymentReminders };
  const schedules: { stop(): void }[] = [];
  const stops: (() => Promise<void>)[] = [];

  if (config.dailyReportSchedule) {
    const reportLog = log.child({ module: 'daily-report' });
    const rehearsal = config.dailyReportClock;
    if (!reportClock && rehearsal)
      reportLog.warn(
        {
          startsAt: rehearsal.startsAt.toISOString(),
          realStart: rehearsal.realStart.toISOString(),
          speed: rehearsal.speed,
        },
        'daily report schedule on a rehearsal clock (DAILY_REPORT_CLOCK)',
      );
    const report = {
      db,
      business: config.business,
      log: reportLog,
      clock: reportClock ?? (rehearsal ? rehearsalClock(rehearsal) : realClock),
      wakeOutbox: outbox.wake,
      keepProcessAlive,
    };
    if (schedule) {
      const running = startDailyReportSchedule(report);
      tasks.dailyReport = running.task;
      stops.push(() => running.stop());
    } else {
      tasks.dailyReport = dailyReportTask(report);
    }
  }

  if (schedule) {
    const options = { runAtStart: true, keepProcessAlive };
    schedules.push(
      scheduleTask(outbox, { everySeconds: OUTBOX_EVERY_SECONDS }, options),
      scheduleTask(maintenance, { everySeconds: MAINTENANCE_EVERY_SECONDS }, options),
      scheduleTask(analyticsRollup, { everySeconds: config.analyticsRollupMs / 1000 }, options),
      scheduleTask(analyticsRetention, { everySeconds: RETENTION_EVERY_SECONDS }, options),
      scheduleTask(paymentReminders, { everySeconds: PAYMENT_REMINDERS_EVERY_SECONDS }, options),
    );
  }

  return {
    tasks,
    wakeOutbox: outbox.wake,
    async stop() {
      for (const running of schedules) running.stop();
      await Promise.all([...stops.map((stop) => stop()), ...Object.values({ ...tasks }).map((task) => task?.stop())]);
      if (!givenTransport) transport.close();
    },
  };
}

/** ADR 040: the anonymous lane has a budget of its own, so it never uses up the workshop's ceiling. */
function outboxHourlyCeilings(config: AppConfig): HourlyCeiling[] {
  return [
    {
      lane: 'workshop',
      kinds: QUOTE_MAIL_KINDS,
      max: config.mailLimits.hourlyCeiling,
      setting: 'MAIL_HOURLY_CEILING',
      alertTo: config.business.email,
    },
    {
      lane: 'anonymous',
      max: config.mailLimits.anonymousHourlyBudget,
      setting: 'MAIL_ANONYMOUS_HOURLY_BUDGET',
      alertTo: config.business.email,
    },
  ];
}
