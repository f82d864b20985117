import { createHash } from 'node:crypto';

/**
 * The same outbox row always gets the same Message-ID, so when a send is repeated (the
 * worker died after the server accepted it) the receiver can recognise the duplicate.
 * The key is hashed because it may hold characters a Message-ID may not.
 */
export function outboxMessageId({ id, dedupeKey }: { id: number; dedupeKey: string }, domain = 'grainline'): string {
  const key = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 16);
  return `<outbox-${id}-${key}@${domain}>`;
}

/**
 * The domain of a From address (`Name <quotes@example.co.za>` → `example.co.za`), for
 * Message-IDs: spam filters score a Message-ID without a real domain.
 */
export function mailDomain(from: string): string | undefined {
  return /@([a-z0-9.-]+\.[a-z]{2,})>?\s*$/i.exec(from)?.[1]?.toLowerCase();
}
