import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  SECURITY_EVENT_LABELS,
  SECURITY_LOG_PAGE_SIZE,
  securityLogPageSchema,
  securityLogQuerySchema,
  type SecurityLogEntry,
} from '#core/accounts/security-log-schemas';
import type { Database } from '../db/schema';
import { csvStream, EXPORT_PAGE_SIZE, pagesByKey, sendCsv } from '../exports/csv-stream';
import { fileReply, successReply } from '../http/reply-schemas';
import { readSecurityLog, securityEventsAfter, type SecurityLog } from './security-log';

const CSV_COLUMNS = [
  { key: 'id', header: 'Entry' },
  { key: 'occurredAt', header: 'When (UTC)' },
  { key: 'what', header: 'What' },
  { key: 'actorKind', header: 'By (kind)' },
  { key: 'actorName', header: 'By' },
  { key: 'subject', header: 'Subject' },
  { key: 'detail', header: 'Detail' },
  { key: 'clientHash', header: 'Client (keyed hash)' },
] as const;

const csvRow = (entry: SecurityLogEntry) => ({
  id: entry.id,
  occurredAt: entry.occurredAt,
  what: SECURITY_EVENT_LABELS[entry.kind] ?? entry.kind,
  actorKind: entry.actor.kind,
  actorName: entry.actor.name ?? '',
  subject: entry.subject ?? '',
  detail: entry.detail ?? '',
  clientHash: entry.clientHash ?? '',
});

/** Owners read the security log and download it as CSV (STAFF-14, ADR 022). */
export async function securityLogRoutes(app: FastifyInstance, { db, securityLog }: { db: Kysely<Database>; securityLog: SecurityLog }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const owner = { access: 'owner' } as const;

  const pageSchema = {
    summary: 'The security log, newest first, a page at a time',
    querystring: securityLogQuerySchema,
    response: { 200: successReply(securityLogPageSchema) },
  };
  api.get('/api/admin/security-log', { schema: pageSchema, config: owner }, async (request, reply) => {
    const page = await readSecurityLog(db, { before: request.query.before, limit: SECURITY_LOG_PAGE_SIZE });
    return reply.header('cache-control', 'no-store').send({ success: true, data: page });
  });

  const csvSchema = {
    summary: 'The whole security log as CSV, oldest first',
    response: { 200: fileReply(['text/csv'], 'UTF-8 CSV (RFC 4180): a header row, then one row per entry; sent as an attachment') },
  };
  api.get('/api/admin/security-log.csv', { schema: csvSchema, config: owner }, async (request, reply) => {
    await securityLog.record(request, { kind: 'security_log_exported' });
    const rows = pagesByKey(
      (after: number | undefined) => securityEventsAfter(db, after, EXPORT_PAGE_SIZE),
      (entry) => entry.id,
    );
    return sendCsv(reply, 'security-log', csvStream(CSV_COLUMNS, mapRows(rows, csvRow)));
  });
}

async function* mapRows<From, To>(rows: AsyncIterable<From>, map: (row: From) => To): AsyncGenerator<To> {
  for await (const row of rows) yield map(row);
}
