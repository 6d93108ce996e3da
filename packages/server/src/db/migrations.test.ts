// Release 0.1 froze the schema: every database made by a release must upgrade by appending migrations.
// These checks fail when a released migration is edited or when the Drizzle schema changes without one.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '../..');
const drizzleDir = path.join(serverDir, 'drizzle');

interface Release {
  version: string;
  migrations: Record<string, string>;
}
const releases: Release[] = JSON.parse(
  fs.readFileSync(path.join(drizzleDir, 'releases.json'), 'utf8'),
).releases;
const journal: { entries: { idx: number; tag: string; when: number }[] } = JSON.parse(
  fs.readFileSync(path.join(drizzleDir, 'meta/_journal.json'), 'utf8'),
);

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

describe('migrations are append-only from release 0.1', () => {
  it.each(releases.map((r) => [r.version, r] as const))(
    'release %s: its migrations are unchanged',
    (_v, release) => {
      for (const [tag, hash] of Object.entries(release.migrations)) {
        expect(sha256(path.join(drizzleDir, `${tag}.sql`)), `${tag}.sql was edited after its release`).toBe(
          hash,
        );
      }
    },
  );

  it('the journal keeps every released migration in order, later ones after them', () => {
    const released = releases.flatMap((r) => Object.keys(r.migrations));
    expect(journal.entries.slice(0, released.length).map((e) => e.tag)).toEqual(released);
    const whens = journal.entries.map((e) => e.when);
    expect(whens).toEqual([...whens].sort((a, b) => a - b));
  });

  it('the Drizzle schema has no change that a migration does not carry', () => {
    // drizzle-kit generate against a copy of the folder: a schema change would write a new migration there.
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-check-'));
    try {
      fs.cpSync(drizzleDir, path.join(tmp, 'drizzle'), { recursive: true });
      const config = {
        dialect: 'postgresql',
        schema: path.join(serverDir, 'src/db/schema/index.ts'),
        // drizzle-kit reads `out` relative to its working directory, even when absolute
        out: path.relative(serverDir, path.join(tmp, 'drizzle')),
      };
      const ts = path.join(tmp, 'drizzle.config.ts');
      fs.writeFileSync(ts, `export default ${JSON.stringify(config)};\n`);
      const out = execFileSync('npx', ['drizzle-kit', 'generate', '--config', ts, '--name', 'drift'], {
        cwd: serverDir,
        stdio: 'pipe',
        encoding: 'utf8',
      });
      // It exits 0 even when it cannot read the folder; a clean run says so in words.
      expect(out).toMatch(/No schema changes|Your SQL migration file/);
      const sql = fs.readdirSync(path.join(tmp, 'drizzle')).filter((f) => f.endsWith('.sql'));
      expect(sql, 'run `npm run db:generate -- --name <what changed>` and commit the migration').toEqual(
        journal.entries.map((e) => `${e.tag}.sql`),
      );
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 60_000);
});
