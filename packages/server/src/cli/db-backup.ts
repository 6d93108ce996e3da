// `npm run db:backup -- FILE`: backs up the configured database (DATABASE_URL, else DATA_DIR's PGlite)
// to FILE. See README, "Backups and upgrades".
import path from 'node:path';
import { loadConfig } from '../config';
import { backupDatabase } from '../db/backup/backup';
import { runCli } from './run-cli';

await runCli('npm run db:backup -- FILE', async ([file]) => {
  const config = loadConfig();
  // npm runs scripts from the repository root; FILE is relative to where the operator typed the command.
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file!);
  console.error(
    `Backing up ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`} to ${target}`,
  );
  await backupDatabase(config, target);
  console.error(`Backup written: ${target}`);
});
