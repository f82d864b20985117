import { sql } from 'kysely';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database';
import { pendingMigrations } from '../db/migrate';
import { outboxBacklog } from '../mail/outbox-repository';

const readinessDetailsSchema = z.object({
  database: z.enum(['reachable', 'unreachable']),
  pendingMigrations: z
    .array(z.string())
    .nullable()
    .describe('Migrations this code has that the database has not run: a half-finished upgrade'),
  outbox: z.object({ backlog: z.number().int(), oldestPendingSeconds: z.number().int().nullable() }).nullable(),
});

export type Readiness = z.infer<typeof readinessDetailsSchema> & { ready: boolean };

/** What GET /readyz answers, 200 when ready and 503 when not. */
export const readinessReplySchema = readinessDetailsSchema.extend({ status: z.enum(['ready', 'not_ready']) });

/**
 * GET /readyz: whether this server can take traffic. A load balancer needs the database
 * reachable and its tables as this code expects; the outbox's backlog is reported for
 * monitoring (mail waiting on a broken SMTP server) but does not take the server out.
 */
export async function checkReadiness({
  database,
  now = new Date(),
}: {
  database: DatabaseHandle;
  now?: Date;
}): Promise<Readiness> {
  let pending: string[];
  let backlog: Awaited<ReturnType<typeof outboxBacklog>> | null;
  try {
    await sql`select 1`.execute(database.db);
    pending = await pendingMigrations(database.db, { schema: database.schema });
    backlog = pending.length === 0 ? await outboxBacklog(database.db) : null;
  } catch {
    return { ready: false, database: 'unreachable', pendingMigrations: null, outbox: null };
  }
  return {
    ready: pending.length === 0,
    database: 'reachable',
    pendingMigrations: pending,
    outbox: backlog && {
      backlog: backlog.count,
      oldestPendingSeconds: backlog.oldestCreatedAt
        ? Math.max(0, Math.round((now.getTime() - backlog.oldestCreatedAt.getTime()) / 1000))
        : null,
    },
  };
}
