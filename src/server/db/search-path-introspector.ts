import { PostgresDialect, sql, type DatabaseIntrospector, type Kysely, type TableMetadata } from 'kysely';

/**
 * Kysely's own PostgreSQL introspector lists the columns of every table in every schema, calling
 * catalog functions per column; when another session creates or drops a schema meanwhile, that
 * query fails ("schema … does not exist", "column … of relation … does not exist"), and with it a
 * migration run. The migrator only asks which schemas exist and whether its two bookkeeping tables
 * exist, so this one answers from plain catalog reads, for the connection's search path only:
 * another schema's tables are not ours, whatever they are doing.
 */
export class SearchPathIntrospector implements DatabaseIntrospector {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an introspector reads the catalog, not the app's tables
  constructor(private readonly db: Kysely<any>) {}

  async getSchemas() {
    const { rows } = await sql<{ name: string }>`select nspname as name from pg_catalog.pg_namespace`.execute(this.db);
    return rows;
  }

  async getTables(): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; schema: string; kind: string }>`
      select c.relname as name, n.nspname as schema, c.relkind as kind
      from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'v', 'p') and n.nspname = any (current_schemas(false))`.execute(this.db);
    return rows.map((row) => ({ name: row.name, schema: row.schema, isView: row.kind === 'v', columns: [] }));
  }

  async getMetadata() {
    return { tables: await this.getTables() };
  }
}

/** PostgreSQL as Kysely speaks it, with the introspector above. */
export class SearchPathPostgresDialect extends PostgresDialect {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Dialect.createIntrospector declares it
  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new SearchPathIntrospector(db);
  }
}
