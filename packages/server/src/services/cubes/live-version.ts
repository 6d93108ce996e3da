import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeLiveVersions } from '../../db/schema';

/**
 * Takes the next event version of a cube's room. One atomic upsert, so concurrent saves on any number
 * of server instances never share a number. A card save takes it in its own transaction (ADR 0066): the
 * number commits with the change, so a crash between the commit and the broadcast loses no version, and
 * a viewer who missed the broadcast sees the gap on its next message or reconnect.
 */
export async function nextLiveVersion(db: Db, cubeId: string): Promise<number> {
  const [row] = await db
    .insert(cubeLiveVersions)
    .values({ cubeId, version: 1 })
    .onConflictDoUpdate({
      target: cubeLiveVersions.cubeId,
      set: { version: sql`${cubeLiveVersions.version} + 1` },
    })
    .returning({ version: cubeLiveVersions.version });
  return row!.version;
}
