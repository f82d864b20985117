import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { runMaintenance } from './run-maintenance';

interface MaintenanceLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Runs `runMaintenance` at start and every `intervalMs` (ten minutes) until stopped. */
export function startMaintenanceJob(options: {
  db: Kysely<Database>;
  unattachedSketchHours: number;
  securityLogRetentionDays: number;
  log: MaintenanceLog;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const { intervalMs = 10 * 60_000 } = options;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = () => {
    running = runMaintenance({
      db: options.db,
      unattachedSketchHours: options.unattachedSketchHours,
      securityLogRetentionDays: options.securityLogRetentionDays,
      now: new Date(),
    }).then(
      ({ sketchesDeleted, securityEventsDeleted }) => {
        if (sketchesDeleted > 0) options.log.info({ sketchesDeleted }, 'unattached sketches deleted');
        if (securityEventsDeleted > 0) options.log.info({ securityEventsDeleted }, 'security log entries past their retention deleted');
      },
      (error: unknown) => {
        if (!stopped) options.log.error({ error: error instanceof Error ? error.message : String(error) }, 'maintenance failed; will try again');
      },
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  // The server's listener keeps the process alive, not this timer.
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
