import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  accountingExportCall,
  applyStatementLineCall,
  importStatementCall,
  statementMappingsCall,
} from '#core/api/payments-calls';
import { staffActorOf } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { serveCall } from '../http/serve-call';
import type { SecurityLog } from '../security/security-log';
import { accountingExportFile } from './accounting-export-file';
import { applyStatementLine } from './apply-statement-line';
import { importStatement } from './import-statement';
import { readStatementUpload } from './read-statement-upload';
import { listMappings } from './statement-repository';

const noStore = { 'cache-control': 'no-store' };

/** Bank statement import and matching, and the accounting export, for staff (ADR 047). Registered with uploads. */
export async function paymentsRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; securityLog: SecurityLog },
) {
  const { db, securityLog } = options;

  serveCall(app, importStatementCall, async (request, reply) => {
    const upload = await readStatementUpload(app, request);
    reply.headers(noStore);
    return importStatement({ db, upload, actor: staffActorOf(request), now: new Date() });
  });

  serveCall(app, statementMappingsCall, async (_request, reply) => {
    reply.headers(noStore);
    const rows = await listMappings(db);
    return { mappings: rows.map((row) => ({ id: Number(row.id), bankName: row.bank_name, savedAt: row.saved_at })) };
  });

  serveCall(app, applyStatementLineCall, async (request, reply) => {
    const { id, lineId } = request.params;
    reply.headers(noStore);
    return applyStatementLine({
      db,
      statementId: id,
      lineId,
      invoiceId: request.body.invoiceId,
      actor: staffActorOf(request),
      now: new Date(),
    });
  });

  serveCall(app, accountingExportCall, async (request, reply) => {
    const { format, from, to, kind } = request.query;
    const file = await accountingExportFile({ db, format, period: { from, to }, kind });
    await securityLog.record(request, {
      kind: 'data_exported',
      subject: file.fileName,
      detail: `${format} ${kind}, ${from} to ${to}`,
    });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.csv);
  });
}
