import type { Kysely } from 'kysely';
import type { OwnerSettings, StoredOwnerSettings } from '#core/invoicing/owner-settings';
import type { Database } from '../db/schema';
import { readOwnerSettings, saveOwnerSettings } from './owner-settings-repository';

/**
 * An owner saves the business's details (ADR 047). Answers what is stored now and the names
 * of the fields that changed, for the security log: a changed bank account is how an invoice
 * fraud starts, so the log says that it changed (never the numbers).
 */
export async function saveBusinessDetails(options: {
  db: Kysely<Database>;
  settings: OwnerSettings;
  now: Date;
}): Promise<{ saved: StoredOwnerSettings; changed: string[] }> {
  const { db, settings, now } = options;
  const changed = await db.transaction().execute(async (trx) => {
    const before = await readOwnerSettings(trx);
    await saveOwnerSettings(trx, settings, now);
    return (Object.keys(settings) as (keyof OwnerSettings)[]).filter((key) => before[key] !== settings[key]);
  });
  return { saved: await readOwnerSettings(db), changed };
}
