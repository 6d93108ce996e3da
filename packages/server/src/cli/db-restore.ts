// `npm run db:restore -- FILE [--force]`: restores a backup made by db:backup into the configured
// database (DATABASE_URL, else DATA_DIR's PGlite). Refuses a database that holds rows without --force.
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { restoreDatabase } from '../db/backup/backup';
import { runCli } from './run-cli';

await runCli('npm run db:restore -- FILE [--force]', async (args) => {
  const force = args.includes('--force');
  const [file] = args.filter((a) => a !== '--force');
  const config = loadConfig();
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file!);
  if (!fs.existsSync(source)) throw new Error(`${source} does not exist.`);
  console.error(
    `Restoring ${source} into ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
  );
  const { replaced } = await restoreDatabase(config, source, { force });
  if (replaced) console.error(`The replaced database was kept in ${replaced} (delete it when satisfied).`);
  console.error(
    'Restored. Start the server: it migrates the restored database if it is from an older release.',
  );
});
