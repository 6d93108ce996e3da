import { sql } from 'drizzle-orm';
import { loadCube } from '../cubes/store';
import { type OwnerNoticeDeps, tellOwners } from './tell-owners';

// "An event of your cube finished": heard from the records' own announcement (`cube:changed` of kind
// `records`, after every commit of results and pairings). An event is finished when its last planned
// round is paired and every match in it with two players is confirmed. The key makes it once per event.

/** Listens for records changes and tells the cube's owner of each event that has just finished. */
export function watchFinishedEvents(ctx: OwnerNoticeDeps): void {
  ctx.events.on('cube:changed', ({ cubeId, kind, by }) => {
    if (kind !== 'records') return;
    void ctx.events.track(
      tellOfFinishedEvents(ctx, cubeId, by.id).catch((err) =>
        ctx.log.error({ err, cubeId }, 'finished-event notice failed'),
      ),
    );
  });
}

async function tellOfFinishedEvents(ctx: OwnerNoticeDeps, cubeId: string, actorId: string): Promise<void> {
  const result = await ctx.database.db.execute(sql`
    select e.id, e.name from record_events e
    where e.cube_id = ${cubeId}
      and exists (select 1 from record_matches m where m.event_id = e.id and m.round = e.rounds)
      and not exists (
        select 1 from record_matches m
        where m.event_id = e.id and m.player_b is not null and m.status <> 'confirmed')`);
  const finished = (result as unknown as { rows: { id: string; name: string }[] }).rows;
  if (finished.length === 0) return;
  const cube = await loadCube(ctx.database.db, cubeId);
  if (!cube) return;
  for (const event of finished) {
    await tellOwners(
      ctx,
      [cube.createdBy],
      {
        kind: 'plays',
        key: `event-done:${event.id}`,
        cube: { id: cube.id, access: cube.access },
        title: `"${event.name}" finished`,
        message: `The event "${event.name}" of your cube "${cube.name}" is over: see the standings.`,
        actionUrl: `/cubes/${encodeURIComponent(cube.id)}/records/${encodeURIComponent(event.id)}`,
      },
      // Whoever entered the last result was there.
      actorId,
    );
  }
}
