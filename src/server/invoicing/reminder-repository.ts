import type { Kysely, Transaction } from 'kysely';
import { ERASED_EMAIL_DOMAINS } from '#core/privacy/erased-address';
import type { Database } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** When each reminder for an invoice was queued, oldest first. */
export async function listReminders(db: Executor, invoiceId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('invoice_reminders')
    .select('queued_at')
    .where('invoice_id', '=', invoiceId)
    .orderBy('sequence')
    .execute();
  return rows.map((row) => row.queued_at);
}

/** True when the person on a quote was erased (STAFF-10): their lead has an erased stand-in address. */
export async function quotePersonErased(db: Executor, quoteId: number): Promise<boolean> {
  const row = await db
    .selectFrom('quotes as q')
    .innerJoin('leads as l', 'l.id', 'q.lead_id')
    .select('l.email')
    .where('q.id', '=', quoteId)
    .executeTakeFirst();
  return row ? ERASED_EMAIL_DOMAINS.some((domain) => row.email.endsWith(`@${domain}`)) : false;
}

/**
 * ADR 047: invoices that may be due a payment reminder at the cutoff (now − 7 days), oldest
 * first, at most `limit`: a deposit or final invoice issued by then, still owing, not credited,
 * with an address, not an erased person's, reminded fewer than `maxReminders` times and not since
 * the cutoff. The due rule (`reminderDue`) has the last word on each.
 */
export async function listReminderCandidates(
  db: Executor,
  options: { cutoff: Date; maxReminders: number; limit: number },
): Promise<number[]> {
  const cutoff = options.cutoff.toISOString();
  const rows = await db
    .selectFrom('invoices as i')
    .innerJoin('quotes as q', 'q.id', 'i.quote_id')
    .innerJoin('leads as l', 'l.id', 'q.lead_id')
    .select('i.id')
    .where('i.kind', 'in', ['deposit', 'final'])
    .where('i.issued_at', '<=', cutoff)
    .where('i.recipient_email', '<>', '')
    .where((eb) =>
      eb.and([
        ...ERASED_EMAIL_DOMAINS.map((domain) => eb('l.email', 'not like', `%@${domain}`)),
        eb.not(
          eb.exists(eb.selectFrom('invoices as cn').select('cn.id').whereRef('cn.credits_invoice_id', '=', 'i.id')),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('invoice_reminders as r')
              .select('r.id')
              .whereRef('r.invoice_id', '=', 'i.id')
              .where('r.queued_at', '>', cutoff),
          ),
        ),
        eb(
          eb
            .selectFrom('invoice_reminders as r')
            .select(eb.fn.countAll().as('n'))
            .whereRef('r.invoice_id', '=', 'i.id'),
          '<',
          options.maxReminders,
        ),
        eb(
          eb.fn.coalesce(
            eb
              .selectFrom('invoice_payments as p')
              .select((p) => p.fn.sum<number>('p.amount_cents').as('paid'))
              .whereRef('p.invoice_id', '=', 'i.id'),
            eb.lit(0),
          ),
          '<',
          eb.ref('i.total_cents'),
        ),
      ]),
    )
    .orderBy('i.id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * Stores an invoice's reminder number `sequence`, once: answers its id, or null when another
 * server (or an earlier run) stored that reminder first.
 */
export async function insertReminder(
  trx: Transaction<Database>,
  values: { invoiceId: number; sequence: number; queuedAt: Date },
): Promise<number | null> {
  const row = await trx
    .insertInto('invoice_reminders')
    .values({
      invoice_id: values.invoiceId,
      sequence: values.sequence,
      queued_at: values.queuedAt.toISOString(),
      outbox_id: null,
    })
    .onConflict((conflict) => conflict.columns(['invoice_id', 'sequence']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function setReminderOutbox(trx: Transaction<Database>, reminderId: number, outboxId: number) {
  await trx.updateTable('invoice_reminders').set({ outbox_id: outboxId }).where('id', '=', reminderId).execute();
}
