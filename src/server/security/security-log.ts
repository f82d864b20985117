import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type {
  SecurityActorKind,
  SecurityEventKind,
  SecurityLogEntry,
  SecurityLogPage,
} from '#core/accounts/security-log-schemas';
import type { Principal } from '../auth/principal';
import type { Database, SecurityEventTable } from '../db/schema';
import { findPartner } from '../partners/partner-repository';
import type { ClientKeyer } from './client-key';

/** Who did something, as the security log names them then (STAFF-14). */
export interface SecurityActor {
  kind: SecurityActorKind;
  id: number | null;
  name: string | null;
}

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** By default the request's signed-in staff member or partner, else a visitor. */
  actor?: SecurityActor;
  subject?: string | null;
  detail?: string | null;
}

/** Someone not signed in: a sign-in attempt. */
export const VISITOR: SecurityActor = { kind: 'visitor', id: null, name: null };
/** The command line on the server (`npm run create-owner`). */
export const SYSTEM: SecurityActor = { kind: 'system', id: null, name: 'Command line on the server' };

export const staffName = (staff: { name: string; email: string }) => `${staff.name} <${staff.email}>`;
export const partnerName = (partner: { id: number; businessName: string }) =>
  `${partner.businessName} (partner ${partner.id})`;

export function actorOf(principal: Principal | null): SecurityActor {
  if (principal?.kind === 'staff') return { kind: 'staff', id: principal.staffId, name: staffName(principal) };
  if (principal?.kind === 'partner')
    return {
      kind: 'partner',
      id: principal.partnerId,
      name: partnerName({ id: principal.partnerId, businessName: principal.businessName }),
    };
  return VISITOR;
}

/** The one place a security event is written (STAFF-14, ADR 022). The client only as its keyed hash. */
export async function recordSecurityEvent(
  db: Kysely<Database>,
  event: {
    kind: SecurityEventKind;
    actor: SecurityActor;
    subject?: string | null;
    detail?: string | null;
    clientHash: string | null;
    now: Date;
  },
): Promise<void> {
  await db
    .insertInto('security_events')
    .values({
      occurred_at: event.now.toISOString(),
      kind: event.kind,
      actor_kind: event.actor.kind,
      actor_id: event.actor.id,
      actor_name: event.actor.name,
      subject: event.subject ?? null,
      detail: event.detail ?? null,
      client_hash: event.clientHash,
    })
    .execute();
}

/** Records events of a request: its principal as the actor unless given, its client's keyed hash. */
export interface SecurityLog {
  record(request: FastifyRequest, event: SecurityEvent): Promise<void>;
  /** A partner's name in the log, looked up by id (null when there is no such partner). */
  partnerSubject(partnerId: number): Promise<string | null>;
}

export function createSecurityLog({ db, clientKey }: { db: Kysely<Database>; clientKey: ClientKeyer }): SecurityLog {
  return {
    record: (request, event) =>
      recordSecurityEvent(db, {
        ...event,
        actor: event.actor ?? actorOf(request.principal),
        clientHash: clientKey(request.ip),
        now: new Date(),
      }),
    async partnerSubject(partnerId) {
      const row = await findPartner(db, partnerId);
      return row ? partnerName({ id: Number(row.id), businessName: row.business_name }) : null;
    },
  };
}

function entryOf(row: Selectable<SecurityEventTable>): SecurityLogEntry {
  return {
    id: Number(row.id),
    occurredAt: row.occurred_at,
    kind: row.kind as SecurityEventKind,
    actor: {
      kind: row.actor_kind as SecurityActorKind,
      id: row.actor_id === null ? null : Number(row.actor_id),
      name: row.actor_name,
    },
    subject: row.subject,
    detail: row.detail,
    clientHash: row.client_hash,
  };
}

/** One page of the log, newest first, before an id (a cursor: new events never shift a page). */
export async function readSecurityLog(
  db: Kysely<Database>,
  { before, limit }: { before?: number; limit: number },
): Promise<SecurityLogPage> {
  let query = db
    .selectFrom('security_events')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit + 1);
  if (before !== undefined) query = query.where('id', '<', before);
  const rows = await query.execute();
  const entries = rows.slice(0, limit).map(entryOf);
  return { entries, nextBefore: rows.length > limit ? (entries.at(-1)?.id ?? null) : null };
}

/** A page of the log after an id, oldest first: the CSV reads the whole log a page at a time. */
export async function securityEventsAfter(
  db: Kysely<Database>,
  after: number | undefined,
  limit: number,
): Promise<SecurityLogEntry[]> {
  let query = db.selectFrom('security_events').selectAll().orderBy('id', 'asc').limit(limit);
  if (after !== undefined) query = query.where('id', '>', after);
  return (await query.execute()).map(entryOf);
}

/** The maintenance job forgets entries past SECURITY_LOG_RETENTION_DAYS. */
export async function deleteSecurityEventsBefore(db: Kysely<Database>, cutoff: Date): Promise<number> {
  const result = await db
    .deleteFrom('security_events')
    .where('occurred_at', '<', cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
