import { sql, type Kysely, type Transaction } from 'kysely';
import { dayBoundsUtc } from '#core/analytics/analytics-day';
import { emptyDayTotals, type DayTotals } from '#core/analytics/summarize-day';
import type { ReportDay } from '#core/reports/daily-report-figures';
import { readAcceptedQuotes } from '../analytics/analytics-repository';
import type { Database } from '../db/schema';
import type { ReportDetail, ReportSummary } from '#core/reports/daily-report-schemas';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * A day's summary; a day with nothing in it has no row and reads as zeros. The accepted quotes'
 * value is read from the quotes themselves, by the rule the summary counts them with.
 */
export async function readReportDay(db: Db, day: string): Promise<ReportDay> {
  const row = await db.selectFrom('analytics_days').selectAll().where('day', '=', day).executeTakeFirst();
  const counts = await db
    .selectFrom('analytics_day_counts')
    .select(['dimension', 'key', 'visitors', 'events', 'seconds'])
    .where('day', '=', day)
    .execute();
  const accepted = await readAcceptedQuotes(db, dayBoundsUtc(day));
  const { day: _day, updated_at: _updatedAt, ...totals } = row ?? { day, updated_at: '', ...emptyDayTotals() };
  return {
    day,
    totals: Object.fromEntries(
      Object.entries(totals).map(([key, value]) => [key, Number(value)]),
    ) as unknown as DayTotals,
    counts: counts.map((count) => ({
      ...count,
      dimension: count.dimension as ReportDay['counts'][number]['dimension'],
      visitors: Number(count.visitors),
      events: Number(count.events),
      seconds: Number(count.seconds),
    })),
    acceptedValueCents: accepted.reduce((sum, quote) => sum + Number(quote.total_cents), 0),
  };
}

/**
 * When this install began: its first migration, or the first price book version if that is older
 * (a database copied to PostgreSQL is migrated afresh but keeps its versions). Null before either.
 */
export async function readInstalledAt(db: Db): Promise<Date | null> {
  const [migrated, priced] = await Promise.all([
    sql<{ at: string | null }>`select min("timestamp") as at from kysely_migration`.execute(db),
    db
      .selectFrom('price_book_versions')
      .select((eb) => eb.fn.min('created_at').as('at'))
      .executeTakeFirst(),
  ]);
  const times = [migrated.rows[0]?.at, priced?.at]
    .filter((at): at is string => typeof at === 'string')
    .map((at) => Date.parse(at));
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** The business address and every active staff member who opted in. */
export async function reportRecipients(db: Db, businessEmail: string): Promise<string[]> {
  const staff = await db
    .selectFrom('staff_users')
    .select('email')
    .where('daily_report_opt_in', '=', 1)
    .where('disabled_at', 'is', null)
    .orderBy('id')
    .execute();
  return [...new Set([businessEmail.toLowerCase(), ...staff.map((row) => row.email.toLowerCase())])];
}

/**
 * Claims a report by its unique key: true for the one caller whose row went in. On
 * PostgreSQL a second transaction inserting the same key waits for the first and then
 * finds the conflict; on SQLite writers take turns.
 */
export async function claimReport(
  db: Db,
  claim: {
    claimKey: string;
    day: string;
    kind: 'scheduled' | 'test';
    claimedBy: string;
    staffId: number | null;
    now: Date;
  },
): Promise<number | null> {
  const row = await db
    .insertInto('daily_reports')
    .values({
      claim_key: claim.claimKey,
      day: claim.day,
      kind: claim.kind,
      claimed_at: claim.now.toISOString(),
      claimed_by: claim.claimedBy,
      requested_by_staff_id: claim.staffId,
    })
    .onConflict((conflict) => conflict.column('claim_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function recordReportQueued(
  db: Db,
  report: { id: number; subject: string; text: string; html: string; recipients: number; now: Date },
): Promise<void> {
  await db
    .updateTable('daily_reports')
    .set({
      subject: report.subject,
      text_body: report.text,
      html_body: report.html,
      recipients: report.recipients,
      queued_at: report.now.toISOString(),
    })
    .where('id', '=', report.id)
    .execute();
}

export async function listReports(db: Db, limit = 60): Promise<ReportSummary[]> {
  const rows = await db
    .selectFrom('daily_reports')
    .select(['id', 'day', 'kind', 'subject', 'recipients', 'queued_at'])
    .where('queued_at', 'is not', null)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    day: row.day,
    kind: row.kind,
    subject: row.subject ?? '',
    recipients: Number(row.recipients),
    sentAt: row.queued_at ?? '',
  }));
}

export async function findReport(db: Db, id: number): Promise<ReportDetail | undefined> {
  const row = await db
    .selectFrom('daily_reports')
    .select(['id', 'day', 'kind', 'subject', 'html_body', 'text_body', 'queued_at'])
    .where('id', '=', id)
    .where('queued_at', 'is not', null)
    .executeTakeFirst();
  return (
    row && {
      id: Number(row.id),
      day: row.day,
      kind: row.kind,
      subject: row.subject ?? '',
      html: row.html_body ?? '',
      text: row.text_body ?? '',
      sentAt: row.queued_at ?? '',
    }
  );
}

export async function readReportOptIn(db: Db, staffId: number): Promise<boolean> {
  const row = await db
    .selectFrom('staff_users')
    .select('daily_report_opt_in')
    .where('id', '=', staffId)
    .executeTakeFirst();
  return Number(row?.daily_report_opt_in) === 1;
}

export async function setReportOptIn(db: Db, { staffId, optIn }: { staffId: number; optIn: boolean }): Promise<void> {
  await db
    .updateTable('staff_users')
    .set({ daily_report_opt_in: optIn ? 1 : 0 })
    .where('id', '=', staffId)
    .execute();
}
