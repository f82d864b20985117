import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * Issue 15 item 5: staff photos of a species and grain, ordered, each stored as the re-encoded
 * sizes the browser and the PDF use. Bytes live in the database so every server process that
 * shares one PostgreSQL serves the same photos.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());
  const blob = postgres ? 'bytea' : 'blob';

  await db.schema
    .createTable('wood_photos')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('species_id', 'text', (c) => c.notNull())
    .addColumn('grain', 'text', (c) => c.notNull().check(sql`grain in ('face', 'edge', 'end')`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('content_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by_staff_id', 'bigint', (c) => c.references('staff_users.id'))
    .execute();
  await db.schema
    .createIndex('wood_photos_species_grain')
    .on('wood_photos')
    .columns(['species_id', 'grain', 'position'])
    .execute();

  await db.schema
    .createTable('wood_photo_files')
    .addColumn('photo_id', 'bigint', (c) => c.notNull().references('wood_photos.id'))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('mime_type', 'text', (c) => c.notNull())
    .addColumn('bytes', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('wood_photo_files_pk', ['photo_id', 'size'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('wood_photo_files').ifExists().execute();
  await db.schema.dropTable('wood_photos').ifExists().execute();
}
