import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Frozen: never edit after it lands; later changes are new migrations. Imports no app code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
type AnyDb = Kysely<any>;

/**
 * Issue 16: click heatmaps. Raw clicks and scroll depths (kept 90 days) and their daily
 * counts per cell, which the Heatmaps tab reads.
 */
export async function up(db: AnyDb): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const autoId = postgres ? 'bigserial' : 'integer';
  const autoIdColumn = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('heatmap_clicks')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('width_bucket', 'text', (c) => c.notNull())
    // '' for a click on nothing named: x is then a share of the page width, y document pixels.
    .addColumn('element', 'text', (c) => c.notNull())
    .addColumn('x', 'integer', (c) => c.notNull())
    .addColumn('y', 'integer', (c) => c.notNull())
    .addColumn('rage', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('heatmap_clicks_day').on('heatmap_clicks').column('day').execute();
  await db.schema.createIndex('heatmap_clicks_occurred_at').on('heatmap_clicks').column('occurred_at').execute();

  await db.schema
    .createTable('heatmap_scrolls')
    .addColumn('id', autoId, autoIdColumn)
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('width_bucket', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('heatmap_scrolls_day').on('heatmap_scrolls').column('day').execute();
  await db.schema.createIndex('heatmap_scrolls_occurred_at').on('heatmap_scrolls').column('occurred_at').execute();

  await db.schema
    .createTable('heatmap_day_cells')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('view', 'text', (c) => c.notNull())
    .addColumn('width_bucket', 'text', (c) => c.notNull())
    .addColumn('element', 'text', (c) => c.notNull())
    .addColumn('cell_x', 'integer', (c) => c.notNull())
    .addColumn('cell_y', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('heatmap_day_cells_pk', [
      'view',
      'width_bucket',
      'day',
      'kind',
      'element',
      'cell_x',
      'cell_y',
    ])
    .execute();
  await db.schema.createIndex('heatmap_day_cells_day').on('heatmap_day_cells').column('day').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('heatmap_day_cells').ifExists().execute();
  await db.schema.dropTable('heatmap_scrolls').ifExists().execute();
  await db.schema.dropTable('heatmap_clicks').ifExists().execute();
}
