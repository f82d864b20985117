import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { runMaintenance } from './run-maintenance';

interface MaintenanceLog {
  info(details: object, message: string): void;
}

/** Every ten minutes (the worker's schedule, ADR 035). */
export const MAINTENANCE_EVERY_SECONDS = 10 * 60;

/** One maintenance run on the task's clock, saying what it deleted; a failure is the task runner's to log. */
export async function maintenanceRun(options: {
  db: Kysely<Database>;
  unattachedSketchHours: number;
  securityLogRetentionDays: number;
  log: MaintenanceLog;
  now: Date;
}): Promise<void> {
  const { sketchesDeleted, securityEventsDeleted, invoiceRecipientsErased, statementLinesDeleted } =
    await runMaintenance({
      db: options.db,
      unattachedSketchHours: options.unattachedSketchHours,
      securityLogRetentionDays: options.securityLogRetentionDays,
      now: options.now,
    });
  if (sketchesDeleted > 0) options.log.info({ sketchesDeleted }, 'unattached sketches deleted');
  if (securityEventsDeleted > 0)
    options.log.info({ securityEventsDeleted }, 'security log entries past their retention deleted');
  if (invoiceRecipientsErased > 0)
    options.log.info({ invoiceRecipientsErased }, 'erased recipients removed from tax invoices past their retention');
  if (statementLinesDeleted > 0)
    options.log.info({ statementLinesDeleted }, 'bank statement lines past their retention deleted');
}
