import type { Kysely } from 'kysely';
import { dayBoundsUtc, periodDays } from '#core/analytics/analytics-day';
import { quoteAcceptedAt } from '#core/analytics/quote-acceptance';
import { isRealLeadEmail, personDay } from '#core/analytics/real-lead-email';
import { dayFigures } from '#core/analytics/figure-definitions';
import { DAY_TOTAL_COLUMNS, type DayTotals } from '#core/analytics/summarize-day';
import type { Database } from '../db/schema';
import { EXPORT_PAGE_SIZE, pagesByKey } from './csv-stream';

/** The half-open UTC range of the last `days` Johannesburg days up to `now`'s. */
function periodRange(days: number, now: Date) {
  const period = periodDays(now, days);
  return {
    from: dayBoundsUtc(period.from).from,
    to: dayBoundsUtc(period.to).to,
    fromDay: period.from,
    toDay: period.to,
  };
}

export const LEAD_COLUMNS = [
  { key: 'id', header: 'Lead ID' },
  { key: 'created_at', header: 'Created (UTC)' },
  { key: 'full_name', header: 'Name' },
  { key: 'email', header: 'E-mail' },
  { key: 'phone', header: 'Phone' },
  { key: 'company_name', header: 'Company' },
  { key: 'client_type', header: 'Client type' },
  { key: 'source', header: 'Source' },
  { key: 'quotes', header: 'Quotes' },
  // ANALYTICS-25: whether the dashboards and the report count this row as a lead.
  { key: 'counted_as_lead', header: 'Counted as lead' },
] as const;

export function leadRows({ db, days, now }: { db: Kysely<Database>; days: number; now: Date }) {
  const range = periodRange(days, now);
  // ANALYTICS-25: a person's first record of the day is their lead; the others are their further quotes.
  const seen = new Set<string>();
  const countedAsLead = (row: { email: string; created_at: string }) => {
    if (!isRealLeadEmail(row.email)) return 'no (test address)';
    const person = personDay(row);
    if (seen.has(person)) return 'no (same person that day)';
    seen.add(person);
    return 'yes';
  };
  return pagesByKey(
    (after: number | undefined) =>
      db
        .selectFrom('leads')
        .select([
          'leads.id',
          'leads.created_at',
          'leads.full_name',
          'leads.email',
          'leads.phone',
          'leads.company_name',
          'leads.client_type',
          'leads.source',
        ])
        .select((eb) =>
          eb
            .selectFrom('quotes')
            .select((q) => q.fn.countAll().as('count'))
            .whereRef('quotes.lead_id', '=', 'leads.id')
            .as('quotes'),
        )
        .where('leads.created_at', '>=', range.from)
        .where('leads.created_at', '<', range.to)
        .$if(after !== undefined, (query) => query.where('leads.id', '>', after ?? 0))
        .orderBy('leads.id')
        .limit(EXPORT_PAGE_SIZE)
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, counted_as_lead: countedAsLead(row) }))),
    (row) => row.id,
  );
}

/**
 * A quote's outcome as the analytics count it (ANALYTICS-09): staff's won or lost, else the
 * customer's acceptance, else open; with the date it was decided.
 */
function quoteOutcome(row: { accepted_at: string | null; outcome: 'won' | 'lost' | null; outcome_at: string | null }): {
  outcome: string;
  outcome_at: string;
} {
  if (row.outcome === 'lost') return { outcome: 'lost', outcome_at: row.outcome_at ?? '' };
  if (row.outcome === 'won') return { outcome: 'won', outcome_at: quoteAcceptedAt(row) ?? row.outcome_at ?? '' };
  if (row.accepted_at !== null) return { outcome: 'accepted', outcome_at: row.accepted_at };
  return { outcome: 'open', outcome_at: '' };
}

export const QUOTE_COLUMNS = [
  { key: 'quote_number', header: 'Quote number' },
  { key: 'created_at', header: 'Created (UTC)' },
  { key: 'status', header: 'Status' },
  { key: 'valid_until', header: 'Valid until (UTC)' },
  { key: 'accepted_at', header: 'Accepted (UTC)' },
  // STAFF-08, ANALYTICS-09: won, lost, accepted (by the customer) or open, and when it was decided.
  { key: 'outcome', header: 'Outcome' },
  { key: 'outcome_at', header: 'Outcome date (UTC)' },
  // The workshop's figure (trade) and, beside it, what a partner's client was quoted (PARTNER-21 to PARTNER-24).
  { key: 'total_rand', header: 'Total (R)' },
  { key: 'client_total_rand', header: 'Client total (R)' },
  { key: 'client_name', header: 'Client' },
  { key: 'client_email', header: 'Client e-mail' },
  { key: 'client_company', header: 'Client company' },
  { key: 'client_type', header: 'Client type' },
  { key: 'partner', header: 'Partner' },
  { key: 'delivery', header: 'Delivery' },
] as const;

export function quoteRows({ db, days, now }: { db: Kysely<Database>; days: number; now: Date }) {
  const range = periodRange(days, now);
  return pagesByKey(
    async (after: number | undefined) => {
      const rows = await db
        .selectFrom('quotes')
        .innerJoin('leads', 'leads.id', 'quotes.lead_id')
        .leftJoin('partners', 'partners.id', 'quotes.partner_id')
        .select([
          'quotes.id',
          'quotes.quote_number',
          'quotes.created_at',
          'quotes.status',
          'quotes.valid_until',
          'quotes.accepted_at',
          'quotes.outcome',
          'quotes.outcome_at',
          'quotes.total_cents',
          'quotes.client_total_cents',
          'quotes.client_type',
          'quotes.delivery',
          'leads.full_name as client_name',
          'leads.email as client_email',
          'leads.company_name as client_company',
          'partners.business_name as partner',
        ])
        .where('quotes.created_at', '>=', range.from)
        .where('quotes.created_at', '<', range.to)
        .$if(after !== undefined, (query) => query.where('quotes.id', '>', after ?? 0))
        .orderBy('quotes.id')
        .limit(EXPORT_PAGE_SIZE)
        .execute();
      // Rand with two decimals, so a spreadsheet sums it as money without a conversion.
      const rand = (cents: number) => (cents / 100).toFixed(2);
      return rows.map((row) => ({
        ...row,
        ...quoteOutcome(row),
        total_rand: rand(Number(row.total_cents)),
        client_total_rand: rand(Number(row.client_total_cents ?? row.total_cents)),
      }));
    },
    (row) => row.id,
  );
}

/**
 * Every column of `analytics_days` but its `updated_at`, named as in the table, then the day's
 * figures as the dashboards and the report count them (ANALYTICS-24 to ANALYTICS-28).
 */
const COUNTED_COLUMNS = ['counted_leads', 'test_leads', 'counted_quotes', 'converted_visitors'] as const;
export const ANALYTICS_DAY_COLUMNS = ['day', ...DAY_TOTAL_COLUMNS, ...COUNTED_COLUMNS].map((key) => ({
  key,
  header: key,
}));

/** One row per summarised Johannesburg day (`analytics_days`, ANALYTICS-05). */
export function analyticsDayRows({ db, days, now }: { db: Kysely<Database>; days: number; now: Date }) {
  const range = periodRange(days, now);
  return pagesByKey(
    (after: string | undefined) =>
      db
        .selectFrom('analytics_days')
        .selectAll()
        .where('day', '>=', range.fromDay)
        .where('day', '<=', range.toDay)
        .$if(after !== undefined, (query) => query.where('day', '>', after ?? ''))
        .orderBy('day')
        .limit(EXPORT_PAGE_SIZE)
        .execute()
        .then((rows) =>
          rows.map((row) => {
            const figures = dayFigures(
              Object.fromEntries(DAY_TOTAL_COLUMNS.map((column) => [column, Number(row[column])])) as DayTotals,
            );
            return {
              ...row,
              counted_leads: figures.leads,
              test_leads: figures.testLeads,
              counted_quotes: figures.quotes,
              converted_visitors: figures.convertedVisitors,
            };
          }),
        ),
    (row) => row.day,
  );
}
