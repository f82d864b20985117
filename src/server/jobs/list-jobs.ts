import type { Kysely } from 'kysely';
import { weekOf } from '#core/workshop/job-view';
import type { JobRow, JobsQuery } from '#core/workshop/job-schemas';
import { paymentWait, type HoldInvoice } from '#core/workshop/payment-hold';
import type { Database } from '../db/schema';
import { listHoldInvoices } from '../invoicing/invoice-repository';
import { listJobRecords, type JobRecord } from './job-repository';
import { jobSurfaces } from './job-surfaces';

export function jobRow(record: JobRecord, invoices: readonly HoldInvoice[]): JobRow {
  const { surfaces, parts } = jobSurfaces(record.surfacesJson);
  return {
    id: record.id,
    jobNumber: record.jobNumber,
    quoteNumber: record.quoteNumber,
    stage: record.stage,
    version: record.version,
    promisedDate: record.promisedDate,
    acceptedAt: record.acceptedAt,
    customerName: record.customerName,
    partnerName: record.partnerName,
    delivery: record.delivery,
    species: [...new Set(parts.map((part) => part.species))].sort(),
    surfaceCount: surfaces.length,
    waitingFor: paymentWait(record, invoices),
  };
}

/** The job board (OPS-13): every job, or those promised in a week, or made of a species. */
export async function listJobs(options: { db: Kysely<Database>; query: JobsQuery }): Promise<JobRow[]> {
  const { week, species } = options.query;
  const range = week ? weekOf(week) : undefined;
  const records = await listJobRecords(options.db, range ? { from: range.start, to: range.end } : {});
  const invoices = await listHoldInvoices(
    options.db,
    records.map((record) => record.quoteId),
  );
  const rows = records.map((record) => jobRow(record, invoices.get(record.quoteId) ?? []));
  return species ? rows.filter((row) => row.species.includes(species)) : rows;
}
