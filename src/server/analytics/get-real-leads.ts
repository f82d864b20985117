import type { Kysely } from 'kysely';
import { dayBoundsUtc, periodDays } from '#core/analytics/analytics-day';
import { leadStats, type LeadStats } from '#core/analytics/dashboard-figures';
import type { RealLead } from '#core/analytics/dashboard-schemas';
import { isRealLeadEmail, personDay } from '#core/analytics/real-lead-email';
import type { Database } from '../db/schema';
import { readDayRows } from './analytics-repository';

/** The newest this many real leads are listed; the cards count them all. */
export const REAL_LEADS_LISTED = 200;

export type { RealLead } from '#core/analytics/dashboard-schemas';

async function leadsOfPeriod(db: Kysely<Database>, days: number, now: Date) {
  const period = periodDays(now, days);
  const rows = await db
    .selectFrom('leads')
    .select(['id', 'full_name', 'email', 'phone', 'company_name', 'client_type', 'source', 'created_at'])
    .where('created_at', '>=', dayBoundsUtc(period.from).from)
    .where('created_at', '<', dayBoundsUtc(period.to).to)
    .orderBy('created_at', 'desc')
    .execute();
  // ANALYTICS-25: one person a day is one lead, however many quotes they saved: listed once, as they last wrote their
  // details.
  const seen = new Set<string>();
  return rows.filter((lead) => {
    const person = personDay(lead);
    if (!isRealLeadEmail(lead.email) || seen.has(person)) return false;
    seen.add(person);
    return true;
  });
}

/**
 * GET /api/leads/real (ANALYTICS-14): the people who left their details, without
 * placeholder or test addresses (ANALYTICS-07). These are the lead records themselves, not a
 * summary: what a lead typed in is the only personal data analytics show.
 */
export async function getRealLeads(options: { db: Kysely<Database>; days: number; now: Date }): Promise<RealLead[]> {
  const leads = await leadsOfPeriod(options.db, options.days, options.now);
  return leads
    .slice(0, REAL_LEADS_LISTED)
    .map(({ company_name, id, ...lead }) => ({ ...lead, id: Number(id), company: company_name }));
}

/** GET /api/leads/stats (ANALYTICS-14): counts from the day summaries; distinct e-mails from the leads. */
export async function getLeadStats(options: { db: Kysely<Database>; days: number; now: Date }): Promise<LeadStats> {
  const [rows, leads] = await Promise.all([
    readDayRows(options.db, periodDays(options.now, options.days)),
    leadsOfPeriod(options.db, options.days, options.now),
  ]);
  return leadStats(rows, new Set(leads.map((lead) => lead.email.trim().toLowerCase())).size);
}
