import type { Kysely } from 'kysely';
import { diffPriceBooks } from '#core/price-book-admin/price-book-changes';
import type { PriceBookContent, PriceBookVersionView } from '#core/price-book-admin/price-book-content';
import { formatDateTime } from '#core/dates';
import type { StaffActor } from '../back-office/staff-actor';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import { writePriceBookTables } from './price-book-tables';
import { currentVersionNumber, insertVersion, readCurrentVersion } from './price-book-version-repository';

/**
 * Saves `content` as the version after `baseVersion`, with its audit trail, in one
 * transaction: the version row, the changes before → after, and the tables that mirror it.
 * A base that is no longer current is a 409, so two editors never overwrite each other.
 */
export async function commitPriceBookVersion(options: {
  db: Kysely<Database>;
  baseVersion: number;
  content: PriceBookContent;
  reason: string | undefined;
  restoredFrom?: number;
  actor: StaffActor;
  now: Date;
}): Promise<PriceBookVersionView> {
  const { db, baseVersion, content, actor, now } = options;
  try {
    return await db.transaction().execute(async (trx) => {
      const current = await readCurrentVersion(trx);
      if (!current) throw new Error('The price book has no version; the seed did not run');
      if (current.version !== baseVersion) throw staleBase(current);
      const changes = diffPriceBooks(current, content);
      if (changes.length === 0)
        throw new AppError('validation_failed', 'Nothing has changed, so there is nothing to save.');
      const version = current.version + 1;
      const reason = options.reason?.trim() ? options.reason.trim() : null;
      await insertVersion(trx, {
        version,
        created_at: now.toISOString(),
        staff_user_id: actor.staffUserId,
        staff_name: actor.name,
        reason,
        restored_from: options.restoredFrom ?? null,
        content_json: JSON.stringify(content),
        changes_json: JSON.stringify(changes),
      });
      await writePriceBookTables(trx, content);
      return {
        ...content,
        version,
        createdAt: now.toISOString(),
        createdBy: actor.name,
        reason,
        restoredFrom: options.restoredFrom ?? null,
      };
    });
  } catch (error) {
    // Two saves on one base: the second's insert of the same version number fails; say why.
    if (!(error instanceof AppError) && (await currentVersionNumber(db)) !== baseVersion) {
      const current = await readCurrentVersion(db);
      if (current) throw staleBase(current);
    }
    throw error;
  }
}

function staleBase(current: PriceBookVersionView): AppError {
  const by = current.createdBy ? ` by ${current.createdBy}` : '';
  return new AppError(
    'conflict',
    `The price book was changed${by} at ${formatDateTime(new Date(current.createdAt))} (version ${current.version}) since you opened it. Reload to see that change, then make yours again.`,
  );
}
