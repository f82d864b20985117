import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from './migrations/2026-11-22T0800-initial';
import * as quoteSketches from './migrations/2026-11-23T0900-quote-sketches';
import * as accounts from './migrations/2026-11-24T0900-accounts';
import * as hardening from './migrations/2026-11-24T1000-hardening';
import * as visitorAnalytics from './migrations/2026-11-24T1100-visitor-analytics';
import * as backOffice from './migrations/2026-11-24T1200-back-office';
import * as reportsAndErasures from './migrations/2026-11-24T1600-reports-and-erasures';
import * as partnerQuotes from './migrations/2026-11-24T1300-partner-quotes';
import * as woodPhotos from './migrations/2026-11-25T0100-wood-photos';
import * as outboxClaimer from './migrations/2026-11-25T0200-outbox-claimer';
import * as heatmaps from './migrations/2026-11-25T0300-heatmaps';
import * as quoteAcceptanceIndexes from './migrations/2026-11-25T0400-quote-acceptance-indexes';
import * as clientPrice from './migrations/2026-11-25T1000-client-price';
import * as analyticsLimits from './migrations/2026-11-25T1200-analytics-limits';
import * as signInDelays from './migrations/2026-11-25T1300-sign-in-delays';
import * as workshopJobs from './migrations/2026-11-25T1510-workshop-jobs';
import * as quoteAdvice from './migrations/2026-11-26T0100-quote-advice';
import * as quoteLeadTime from './migrations/2026-11-26T0300-quote-lead-time';
import * as securityLog from './migrations/2026-11-26T0400-security-log';
import * as secondFactor from './migrations/2026-11-26T0500-second-factor';
import * as jobStockCuts from './migrations/2026-11-26T0640-job-stock-cuts';
import * as leadPerPerson from './migrations/2026-11-26T0700-lead-per-person';
import * as mailLanes from './migrations/2026-11-27T1040-mail-lanes';
import * as suspectBeacons from './migrations/2026-12-06T0900-suspect-beacons';
import * as readyStages from './migrations/2026-12-06T1400-ready-stages';
import * as ownerSettings from './migrations/2026-12-06T1600-owner-settings';
import * as invoices from './migrations/2026-12-06T1610-invoices';
import * as bankStatements from './migrations/2026-12-06T1710-bank-statements';
import * as quoteBillingDetails from './migrations/2026-12-06T1810-quote-billing-details';
import * as invoiceReminders from './migrations/2026-12-06T1820-invoice-reminders';
import * as invoiceRetention from './migrations/2026-12-06T1830-invoice-retention';
import type { Database } from './schema';

/** The frozen migrations in order. A new migration is a new file added at the end. */
const MIGRATIONS: Record<string, Migration> = {
  '2026-11-22T0800-initial': initial,
  '2026-11-23T0900-quote-sketches': quoteSketches,
  '2026-11-24T0900-accounts': accounts,
  '2026-11-24T1000-hardening': hardening,
  '2026-11-24T1100-visitor-analytics': visitorAnalytics,
  '2026-11-24T1200-back-office': backOffice,
  '2026-11-24T1600-reports-and-erasures': reportsAndErasures,
  '2026-11-24T1300-partner-quotes': partnerQuotes,
  '2026-11-25T0100-wood-photos': woodPhotos,
  '2026-11-25T0200-outbox-claimer': outboxClaimer,
  '2026-11-25T0300-heatmaps': heatmaps,
  '2026-11-25T0400-quote-acceptance-indexes': quoteAcceptanceIndexes,
  '2026-11-25T1000-client-price': clientPrice,
  '2026-11-25T1200-analytics-limits': analyticsLimits,
  '2026-11-25T1300-sign-in-delays': signInDelays,
  '2026-11-25T1510-workshop-jobs': workshopJobs,
  '2026-11-26T0100-quote-advice': quoteAdvice,
  '2026-11-26T0300-quote-lead-time': quoteLeadTime,
  '2026-11-26T0400-security-log': securityLog,
  '2026-11-26T0500-second-factor': secondFactor,
  '2026-11-26T0640-job-stock-cuts': jobStockCuts,
  '2026-11-26T0700-lead-per-person': leadPerPerson,
  '2026-11-27T1040-mail-lanes': mailLanes,
  '2026-12-06T0900-suspect-beacons': suspectBeacons,
  '2026-12-06T1400-ready-stages': readyStages,
  '2026-12-06T1600-owner-settings': ownerSettings,
  '2026-12-06T1610-invoices': invoices,
  '2026-12-06T1710-bank-statements': bankStatements,
  '2026-12-06T1810-quote-billing-details': quoteBillingDetails,
  '2026-12-06T1820-invoice-reminders': invoiceReminders,
  '2026-12-06T1830-invoice-retention': invoiceRetention,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/**
 * `schema` keeps Kysely's own bookkeeping tables in that PostgreSQL schema: without it the
 * migrator looks for them across every schema of the database and finds another's.
 */
function migrator(db: Kysely<Database>, options: { schema?: string }): Migrator {
  return new Migrator({ db, provider, ...(options.schema ? { migrationTableSchema: options.schema } : {}) });
}

export async function migrateToLatest(db: Kysely<Database>, options: { schema?: string } = {}): Promise<void> {
  const { error, results } = await migrator(db, options).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Names of the migrations this code has that the database has not run yet (GET /readyz). */
export async function pendingMigrations(db: Kysely<Database>, options: { schema?: string } = {}): Promise<string[]> {
  const migrations = await migrator(db, options).getMigrations();
  return migrations.filter((migration) => !migration.executedAt).map((migration) => migration.name);
}
