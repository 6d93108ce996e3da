import { sql } from 'drizzle-orm';
import type { Db } from './client';

// Every table's row count and a checksum of its content, to show that a backup restored to an equal
// database and that an upgrade kept every row. The checksum is order-independent: md5 of the sorted md5s
// of each row's text form.

export interface TableSummary {
  rows: number;
  checksum: string;
}

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** `schema.table` for every table of the app (public) and of the migration bookkeeping (drizzle). */
export async function listTables(db: Db): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}

const quoted = (name: string) =>
  name
    .split('.')
    .map((p) => `"${p.replace(/"/g, '""')}"`)
    .join('.');

/** Row count and content checksum of every table, keyed `schema.table`. */
export async function tableChecksums(db: Db): Promise<Record<string, TableSummary>> {
  // One transaction: one connection, one snapshot, and times written in UTC whatever the server's zone.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const out: Record<string, TableSummary> = {};
    for (const name of await listTables(tx as unknown as Db)) {
      const [row] = await rowsOf<{ rows: number; checksum: string }>(
        tx as unknown as Db,
        sql.raw(
          `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as checksum from ${quoted(name)} t`,
        ),
      );
      out[name] = row!;
    }
    return out;
  });
}

/**
 * Row count and a checksum of the primary-key columns of every public table: what an upgrade must keep
 * (a migration may add or reshape other columns, never lose a row).
 */
export async function keyChecksums(db: Db): Promise<Record<string, TableSummary>> {
  const keys = await rowsOf<{ table_name: string; columns: string[] }>(
    db,
    sql`select tc.table_name, array_agg(k.column_name::text order by k.ordinal_position) as columns
        from information_schema.table_constraints tc
        join information_schema.key_column_usage k
          on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema
        where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
        group by tc.table_name`,
  );
  const keyOf = new Map(keys.map((k) => [k.table_name, k.columns]));
  const out: Record<string, TableSummary> = {};
  for (const name of await listTables(db)) {
    const table = name.slice(name.indexOf('.') + 1);
    const cols = keyOf.get(table);
    if (!name.startsWith('public.') || !cols) continue;
    const key = `json_build_array(${cols.map((c) => quoted(c)).join(', ')})::text`;
    const [row] = await rowsOf<TableSummary>(
      db,
      sql.raw(
        `select count(*)::int as rows, coalesce(md5(string_agg(${key}, ',' order by ${key})), '') as checksum from ${quoted(name)}`,
      ),
    );
    out[name] = row!;
  }
  return out;
}

/** Rows outside the migration bookkeeping: zero means a restore may replace the database without --force. */
export async function dataRowCount(db: Db): Promise<{ rows: number; tables: number }> {
  let rows = 0;
  let tables = 0;
  for (const name of await listTables(db)) {
    if (name === 'drizzle.__drizzle_migrations') continue;
    const [row] = await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from ${quoted(name)}`));
    if (row!.n > 0) tables++;
    rows += row!.n;
  }
  return { rows, tables };
}

/** Total rows in a summary, for progress and report lines. */
export const totalRows = (s: Record<string, TableSummary>) =>
  Object.values(s).reduce((n, t) => n + t.rows, 0);
