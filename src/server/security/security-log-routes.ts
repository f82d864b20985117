import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  SECURITY_EVENT_LABELS,
  SECURITY_LOG_PAGE_SIZE,
  type SecurityLogEntry,
} from '#core/accounts/security-log-schemas';
import { securityLogCall, securityLogCsvCall } from '#core/api/security-log-calls';
import type { Database } from '../db/schema';
import { csvStream, EXPORT_PAGE_SIZE, pagesByKey, sendCsv } from '../exports/csv-stream';
import { serveCall } from '../http/serve-call';
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
export async function securityLogRoutes(
  app: FastifyInstance,
  { db, securityLog }: { db: Kysely<Database>; securityLog: SecurityLog },
) {
  serveCall(app, securityLogCall, async (request, reply) => {
    const page = await readSecurityLog(db, { before: request.query.before, limit: SECURITY_LOG_PAGE_SIZE });
    reply.header('cache-control', 'no-store');
    return page;
  });

  serveCall(app, securityLogCsvCall, async (request, reply) => {
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
