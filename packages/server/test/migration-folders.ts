import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../src/db/client';

// Migration folders other than the code's: a past release's (only the migrations it shipped), or the
// code's plus made-up later ones (a "newer release"). Each is a temporary copy in Drizzle's layout.

interface Journal {
  version: string;
  dialect: string;
  entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
}
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8'));

/** The releases recorded in drizzle/releases.json, oldest first. */
export function releases(): { version: string; migrations: Record<string, string> }[] {
  return readJson<{ releases: { version: string; migrations: Record<string, string> }[] }>(
    path.join(migrationsFolder, 'releases.json'),
  ).releases;
}

function copyWith(entries: Journal['entries'], extra: { tag: string; sql: string }[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cw-migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = readJson<Journal>(path.join(migrationsFolder, 'meta/_journal.json'));
  for (const e of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  let when = (entries.at(-1)?.when ?? 0) + 1000;
  const added = extra.map((m, i) => {
    fs.writeFileSync(path.join(dir, `${m.tag}.sql`), m.sql);
    return { idx: entries.length + i, version: journal.version, when: when++, tag: m.tag, breakpoints: true };
  });
  fs.writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: [...entries, ...added] }, null, 2),
  );
  fs.copyFileSync(path.join(migrationsFolder, 'releases.json'), path.join(dir, 'releases.json'));
  return dir;
}

/** A folder holding exactly the migrations release `version` shipped (and those of the releases before it). */
export function releaseMigrationsFolder(version: string): string {
  const all = releases();
  const upTo = all.findIndex((r) => r.version === version);
  if (upTo < 0) throw new Error(`release ${version} is not in releases.json`);
  const tags = new Set(all.slice(0, upTo + 1).flatMap((r) => Object.keys(r.migrations)));
  const journal = readJson<Journal>(path.join(migrationsFolder, 'meta/_journal.json'));
  return copyWith(
    journal.entries.filter((e) => tags.has(e.tag)),
    [],
  );
}

/** The code's migrations followed by `extra` ones (tags and SQL), as a newer release would ship them. */
export function migrationsFolderWith(extra: { tag: string; sql: string }[]): string {
  const journal = readJson<Journal>(path.join(migrationsFolder, 'meta/_journal.json'));
  return copyWith(journal.entries, extra);
}
