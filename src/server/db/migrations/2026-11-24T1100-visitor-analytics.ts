import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

const DAY_COUNTERS = [
  'visitors',
  'sessions',
  'mobile_visitors',
  'desktop_visitors',
  'tablet_visitors',
  'time_on_site_s',
  'page_views',
  'configs_started',
  'configs_completed',
  'pdf_downloads',
  'email_quotes',
  'lead_captures',
  'leads',
  'real_leads',
  'homeowner_leads',
  'contractor_leads',
  'designer_leads',
  'quotes',
  'quotes_sent',
  'quotes_accepted',
] as const;

/**
 * Visitor analytics at scale (issue 14): what a raw visitor event keeps besides ADR 005's
 * columns, server-side quote events, and the per-day summary tables the dashboards read.
 * Days are Africa/Johannesburg days, written as YYYY-MM-DD.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';

  for (const column of [
    'day',
    'country',
    'browser',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'surface_type',
    'wood_species',
  ]) {
    await db.schema.alterTable('visitor_events').addColumn(column, 'text').execute();
  }
  // Johannesburg has been UTC+2 all year since 1944: the day of an older event is its UTC time plus two hours.
  await (postgres
    ? sql`update visitor_events set day = to_char(occurred_at::timestamptz + interval '2 hours', 'YYYY-MM-DD')`
    : sql`update visitor_events set day = strftime('%Y-%m-%d', occurred_at, '+2 hours')`
  ).execute(db);
  await db.schema.createIndex('visitor_events_day').on('visitor_events').column('day').execute();

  await db.schema
    .createTable('quote_events')
    .addColumn('id', autoId, (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('quote_id', 'bigint', (c) => c.notNull())
    .addColumn('client_type', 'text', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_events_day').on('quote_events').column('day').execute();

  let days = db.schema.createTable('analytics_days').addColumn('day', 'text', (c) => c.primaryKey());
  for (const counter of DAY_COUNTERS) days = days.addColumn(counter, 'integer', (c) => c.notNull().defaultTo(0));
  await days
    .addColumn('quote_value_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('analytics_day_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('dimension', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('visitors', 'integer', (c) => c.notNull())
    .addColumn('events', 'integer', (c) => c.notNull())
    .addColumn('seconds', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_day_counts_pk', ['dimension', 'day', 'key'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('analytics_day_counts').ifExists().execute();
  await db.schema.dropTable('analytics_days').ifExists().execute();
  await db.schema.dropTable('quote_events').ifExists().execute();
  await db.schema.dropIndex('visitor_events_day').ifExists().execute();
  for (const column of [
    'day',
    'country',
    'browser',
    'utm_source',
    'utm_medium',
    'utm_campaign',
    'surface_type',
    'wood_species',
  ]) {
    await db.schema.alterTable('visitor_events').dropColumn(column).execute();
  }
}
