import fs from 'node:fs';
import path from 'node:path';

// PGlite is PostgreSQL inside one process: a second process opening the same folder (a second server, or
// `npm run db:backup` while the server runs) would write over its pages. The process that opens the folder
// writes its pid to DATA_DIR/pglite.lock; others refuse while that process is alive. A lock left by a
// killed process (kill -9, power loss) names a dead pid and is taken over.

const lockFile = (dataDir: string) => path.join(dataDir, 'pglite.lock');

/** Thrown when another live process holds the data folder. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (a running Cubewright server?). ` +
        'Stop it first, or back up a live server through GET /api/admin/backup (see README, "Backups and upgrades").',
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of the live process holding `dataDir`, or null. */
function dataDirHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(lockFile(dataDir), 'utf8').trim());
  } catch {
    return null;
  }
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid) ? pid : null;
}

/** Takes the lock on `dataDir` for this process (throws DataDirLockedError); returns the release function. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const holder = dataDirHolder(dataDir);
  if (holder !== null) throw new DataDirLockedError(dataDir, holder);
  const file = lockFile(dataDir);
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file);
    } catch {
      // Already gone: nothing to release.
    }
  };
}
