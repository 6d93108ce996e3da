import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './db';

// Our own loop over Drizzle's migration files instead of Drizzle's `migrate()`, for three reasons:
// Drizzle skips a database whose last migration it does not know (a newer release's database would then
// be served by older code that misreads it); two instances starting at once would both apply the same
// migration (we hold an advisory lock); and the caller learns which version it went from and to.
// The bookkeeping table is Drizzle's own (drizzle.__drizzle_migrations: hash, created_at), so databases
// migrated by Drizzle's migrator before this file existed continue without a change.

/** A migration the code ships: its journal tag, the `when` Drizzle records as created_at, and the file's hash. */
export interface KnownMigration {
  tag: string;
  createdAt: number;
  hash: string;
  sql: string[];
}

/** What a database's schema is at, in words: a migration tag and the release that shipped it. */
export interface SchemaVersion {
  tag: string;
  release: string | null;
}

/** The migrations in `folder` (journal order) and which release shipped each one (releases.json). */
export function readMigrations(folder: string): {
  migrations: KnownMigration[];
  releaseOf: Map<string, string>;
} {
  const journal: { entries: { tag: string }[] } = JSON.parse(
    fs.readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8'),
  );
  const files = readMigrationFiles({ migrationsFolder: folder });
  const migrations = files.map((m, i) => ({
    tag: journal.entries[i]!.tag,
    createdAt: m.folderMillis,
    hash: m.hash,
    sql: m.sql,
  }));
  const releaseOf = new Map<string, string>();
  const releasesFile = path.join(folder, 'releases.json');
  if (fs.existsSync(releasesFile)) {
    const { releases } = JSON.parse(fs.readFileSync(releasesFile, 'utf8')) as {
      releases: { version: string; migrations: Record<string, string> }[];
    };
    for (const r of releases) for (const tag of Object.keys(r.migrations)) releaseOf.set(tag, r.version);
  }
  return { migrations, releaseOf };
}

export const describeVersion = (v: SchemaVersion | null) =>
  v === null ? 'an empty database' : v.release ? `${v.tag} (release ${v.release})` : `${v.tag} (unreleased)`;

/** The database was migrated by code this build does not know: it must not serve it. */
export class SchemaVersionError extends Error {
  constructor(
    message: string,
    readonly database: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'SchemaVersionError';
  }
}

export interface MigrationResult {
  from: SchemaVersion | null;
  to: SchemaVersion | null;
  applied: string[];
}

/** One log line: what the start-up did to the schema. */
export const describeMigration = (r: MigrationResult) =>
  r.applied.length === 0
    ? `database schema is current: ${describeVersion(r.to)}`
    : `database migrated from ${describeVersion(r.from)} to ${describeVersion(r.to)} (applied ${r.applied.join(', ')})`;

// Any fixed number: every Cubewright instance on one PostgreSQL takes the same lock while it migrates.
const MIGRATION_LOCK = 0x43_57_4d_47; // "CWMG"

/**
 * Brings the database to the code's latest migration in one transaction (all pending migrations or none),
 * or throws SchemaVersionError, changing nothing, when the database holds a migration the code does not
 * ship (it was made by a newer release, or by a different build).
 */
export async function runMigrations(db: Db, folder: string): Promise<MigrationResult> {
  const { migrations, releaseOf } = readMigrations(folder);
  const version = (m: KnownMigration): SchemaVersion => ({
    tag: m.tag,
    release: releaseOf.get(m.tag) ?? null,
  });
  const latest = migrations.at(-1);
  const codeVersion = latest ? version(latest) : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(sql`create schema if not exists drizzle`);
    await tx.execute(
      sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
    );
    const res = await tx.execute(
      sql`select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
    );
    const rows = (res as unknown as { rows: { hash: string; created_at: string | number }[] }).rows;
    const byHash = new Map(migrations.map((m) => [m.hash, m]));
    const unknown = rows.find((r) => !byHash.has(r.hash));
    if (unknown) {
      const when = new Date(Number(unknown.created_at)).toISOString();
      const dbVersion = `a migration of ${when} (hash ${unknown.hash.slice(0, 12)}) this code does not ship`;
      const newer = latest === undefined || Number(unknown.created_at) > latest.createdAt;
      throw new SchemaVersionError(
        newer
          ? `The database is newer than this code: its schema is at ${dbVersion}; this code knows up to ${describeVersion(codeVersion)}. Run the release that migrated it (or newer), or restore a backup taken before that upgrade.`
          : `The database was migrated by a different build: its schema has ${dbVersion}; this code is at ${describeVersion(codeVersion)}. A data folder from a pre-release build must be recreated; otherwise restore a backup made by this release.`,
        dbVersion,
        describeVersion(codeVersion),
      );
    }
    const done = new Set(rows.map((r) => r.hash));
    const lastDone = [...migrations].reverse().find((m) => done.has(m.hash));
    const pending = migrations.filter((m) => !done.has(m.hash));
    for (const m of pending) {
      try {
        for (const stmt of m.sql) if (stmt.trim()) await tx.execute(sql.raw(stmt));
      } catch (err) {
        // Drizzle's error says only "Failed query"; the database's reason is its cause.
        const reason = (err as { cause?: Error }).cause?.message ?? (err as Error).message;
        throw new Error(`migration ${m.tag} failed, nothing was applied: ${reason}`, { cause: err });
      }
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${m.hash}, ${m.createdAt})`,
      );
    }
    return {
      from: lastDone ? version(lastDone) : null,
      to: codeVersion,
      applied: pending.map((m) => m.tag),
    };
  });
}
