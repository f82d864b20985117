import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { PriceBookChange } from '#core/price-book-admin/price-book-changes';
import type {
  PriceBookContent,
  PriceBookVersionSummary,
  PriceBookVersionView,
} from '#core/price-book-admin/price-book-content';
import { effectiveSpeciesFigures } from '#core/advice/species-figures';
import type { Database, PriceBookVersionTable } from '../db/schema';

type Executor = Kysely<Database> | Transaction<Database>;
type VersionRow = Selectable<PriceBookVersionTable>;

/** The number of the current version: one read of the primary key's last entry. */
export async function currentVersionNumber(db: Executor): Promise<number | undefined> {
  const row = await db
    .selectFrom('price_book_versions')
    .select('version')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.version) : undefined;
}

export async function readCurrentVersion(db: Executor): Promise<PriceBookVersionView | undefined> {
  const row = await db
    .selectFrom('price_book_versions')
    .selectAll()
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toView(row) : undefined;
}

export async function readVersion(
  db: Executor,
  version: number,
): Promise<(PriceBookVersionView & { changes: PriceBookChange[] }) | undefined> {
  const row = await db.selectFrom('price_book_versions').selectAll().where('version', '=', version).executeTakeFirst();
  return row ? { ...toView(row), changes: JSON.parse(row.changes_json) as PriceBookChange[] } : undefined;
}

export async function listVersions(db: Executor, { limit }: { limit: number }): Promise<PriceBookVersionSummary[]> {
  const rows = await db
    .selectFrom('price_book_versions')
    .select(['version', 'created_at', 'staff_name', 'reason', 'restored_from', 'changes_json'])
    .orderBy('version', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    version: Number(row.version),
    createdAt: row.created_at,
    createdBy: row.staff_name,
    reason: row.reason,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    changes: JSON.parse(row.changes_json) as PriceBookChange[],
  }));
}

/** Inserts a version; a second insert of the same number fails on the primary key. */
export async function insertVersion(db: Executor, row: Insertable<PriceBookVersionTable>): Promise<void> {
  await db.insertInto('price_book_versions').values(row).execute();
}

function toView(row: VersionRow): PriceBookVersionView {
  const content = JSON.parse(row.content_json) as PriceBookContent;
  return {
    ...content,
    // A version saved before staff kept the advice figures shows the core's defaults (CONF-41).
    species: content.species.map((species) => ({ ...species, figures: effectiveSpeciesFigures(species) })),
    version: Number(row.version),
    createdAt: row.created_at,
    createdBy: row.staff_name,
    reason: row.reason,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  };
}
