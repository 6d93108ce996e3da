import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { listTables } from './table-checksums';

// A plain-SQL dump of the app's rows (not its schema), loadable on PGlite and PostgreSQL alike: the
// upgrade test's release fixtures. Each table is INSERT ... SELECT from json_populate_recordset over the
// rows as JSON, which keeps every type (jsonb, arrays, timestamps) exact, loads only the columns the target
// table has, and needs no pg_dump (PGlite has none). Foreign keys are not checked while loading
// (session_replication_role = replica), so tables load in any order.

const STATEMENT_END = '\n--> statement\n';
const ROWS_PER_STATEMENT = 500;
const TAG = '$cwdump$';

const rowsOf = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The rows of every public table `include` accepts (default: all), as SQL statements. Only the columns
 * named in `columnsOf` (table -> columns, default: all) are kept, so a newer database can be dumped for an
 * older schema.
 */
export async function dumpData(
  db: Db,
  opts: { include?: (table: string) => boolean; columnsOf?: Map<string, string[]> } = {},
): Promise<string> {
  const out: string[] = [];
  for (const qualified of await listTables(db)) {
    const [schema, table] = qualified.split('.') as [string, string];
    if (schema !== 'public' || !(opts.include?.(table) ?? true)) continue;
    const columns = opts.columnsOf?.get(table);
    const pick = columns
      ? `jsonb_build_object(${columns.map((c) => `'${c}', t.${ident(c)}`).join(', ')})`
      : 'to_jsonb(t)';
    // Sorted by the row's text so the same data always dumps to the same file.
    const rows = await rowsOf<{ row: unknown }>(
      db,
      sql.raw(`select ${pick} as row from ${ident(table)} t order by t::text`),
    );
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
      const json = JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT).map((r) => r.row));
      if (json.includes(TAG)) throw new Error(`${table} holds the dump's quote tag ${TAG}`);
      out.push(
        `INSERT INTO ${ident(table)} SELECT * FROM jsonb_populate_recordset(NULL::${ident(table)}, ${TAG}${json}${TAG})`,
      );
    }
  }
  // Serial columns continue after the loaded rows.
  const sequences = await rowsOf<{ name: string }>(
    db,
    sql`select sequencename as name from pg_sequences where schemaname = 'public' order by 1`,
  );
  for (const { name } of sequences) {
    const [s] = await rowsOf<{ last_value: string | null }>(
      db,
      sql.raw(`select last_value from ${ident(name)}`),
    );
    if (s?.last_value != null) out.push(`SELECT setval('${ident(name)}', ${Number(s.last_value)})`);
  }
  return `${out.join(STATEMENT_END)}\n`;
}

/** Loads a dump made by dumpData into `db` in one transaction. */
export async function loadData(db: Db, dump: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const stmt of dump.split(STATEMENT_END)) if (stmt.trim()) await tx.execute(sql.raw(stmt));
  });
}

/** The columns of every public table of `db` (for dumping a newer database in an older schema's shape). */
export async function publicColumns(db: Db): Promise<Map<string, string[]>> {
  const rows = await rowsOf<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.table_name, [...(map.get(r.table_name) ?? []), r.column_name]);
  return map;
}
