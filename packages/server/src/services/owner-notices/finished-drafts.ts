import { eq } from 'drizzle-orm';
import { drafts } from '../../db/schema';
import { loadCube } from '../cubes/store';
import type { DraftChange } from '../events/app-events';
import { type OwnerNoticeDeps, tellOwners } from './tell-owners';

// "A draft of your cube finished": heard from the drafts' own announcements on the event bus (no draft
// code changes). A booster or turn draft's last commit carries its state; a sealed or jumpstart deal
// finishes in the lobby, so a lobby change reads the row's status. The key makes it once per draft,
// whichever commit or instance sees it.

/** Listens for this instance's draft commits and tells the cube's owner when one finishes. */
export function watchFinishedDrafts(ctx: OwnerNoticeDeps): void {
  ctx.events.on('draft:changed', (change) => {
    if (!finishes(change)) return;
    void ctx.events.track(
      tellOfFinishedDraft(ctx, change.draftId).catch((err) =>
        ctx.log.error({ err, draftId: change.draftId }, 'finished-draft notice failed'),
      ),
    );
  });
}

/** Whether a change may be a draft's end (a committed state that is not done is not). */
function finishes(change: DraftChange): boolean {
  if (change.kind === 'chat') return false;
  if (change.kind === 'update' && change.committed) return change.committed.state.status === 'done';
  return true;
}

async function tellOfFinishedDraft(ctx: OwnerNoticeDeps, draftId: string): Promise<void> {
  const [row] = await ctx.database.db
    .select({ status: drafts.status, cubeId: drafts.cubeId, hostId: drafts.hostId })
    .from(drafts)
    .where(eq(drafts.id, draftId));
  if (row?.status !== 'complete') return;
  const cube = await loadCube(ctx.database.db, row.cubeId);
  if (!cube) return;
  await tellOwners(
    ctx,
    [cube.createdBy],
    {
      kind: 'plays',
      key: `draft-done:${draftId}`,
      cube: { id: cube.id, access: cube.access },
      title: `A draft of "${cube.name}" finished`,
      message: `A draft of your cube "${cube.name}" is over: see the decks.`,
      actionUrl: `/draft/complete/${encodeURIComponent(draftId)}`,
    },
    // The owner who hosted and played it needs no notice of their own draft.
    row.hostId,
  );
}
