import type { Kysely } from 'kysely';
import { reclaimErasedBytes } from '../db/reclaim-erased-bytes';
import type { Database } from '../db/schema';
import { deleteEndedWindows } from '../http/database-rate-limit-store';
import { eraseRecipientsKeptUntil } from '../invoicing/invoice-repository';
import { deleteStatementLinesPastRetention } from '../payments/statement-repository';
import { workshopDay } from '../quotes/quote-number';
import { deleteIdempotencyKeysBefore } from '../quotes/idempotency-repository';
import { forgetExpiredSolutions } from '../security/proof-of-work';
import { deleteSecurityEventsBefore } from '../security/security-log';
import { deleteUnattachedSketchesBefore } from '../sketches/sketch-repository';

const HOUR_MS = 3_600_000;

/**
 * What anonymous visitors leave behind is forgotten on a schedule: sketches no
 * quote took, idempotency keys past a day, rate-limit windows that ended, spent
 * proof-of-work solutions past their expiry; security-log
 * entries past their retention (STAFF-14); and an erased person's name on their tax invoices,
 * and bank statement lines, once the law no longer keeps them (ADR 051). Every step is an idempotent delete, so several
 * servers may run it at once.
 */
export async function runMaintenance(options: {
  db: Kysely<Database>;
  unattachedSketchHours: number;
  /** SECURITY_LOG_RETENTION_DAYS. */
  securityLogRetentionDays: number;
  now: Date;
}): Promise<{
  sketchesDeleted: number;
  securityEventsDeleted: number;
  invoiceRecipientsErased: number;
  statementLinesDeleted: number;
}> {
  const { db, now } = options;
  const sketchesDeleted = await deleteUnattachedSketchesBefore(
    db,
    new Date(now.getTime() - options.unattachedSketchHours * HOUR_MS),
  );
  await deleteIdempotencyKeysBefore(db, new Date(now.getTime() - 24 * HOUR_MS));
  await deleteEndedWindows(db, now.getTime());
  // A solution past its challenge's expiry is refused as expired: its record has done its job (ADR 040).
  await forgetExpiredSolutions(db, now);
  const securityEventsDeleted = await deleteSecurityEventsBefore(
    db,
    new Date(now.getTime() - options.securityLogRetentionDays * 24 * HOUR_MS),
  );
  const today = workshopDay(now);
  const invoiceRecipientsErased = await eraseRecipientsKeptUntil(db, today);
  const statementLinesDeleted = await deleteStatementLinesPastRetention(db, today);
  // As after an erasure, the old bytes go too (ADR 041); a busy database gives them up at the next one.
  if (invoiceRecipientsErased + statementLinesDeleted > 0)
    await reclaimErasedBytes(db, ['invoices', 'invoice_payments', 'bank_statement_lines', 'bank_statements']);
  return { sketchesDeleted, securityEventsDeleted, invoiceRecipientsErased, statementLinesDeleted };
}
