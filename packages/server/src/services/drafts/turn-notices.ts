import { type AnyDraftState, draftEngineOf, modeName } from '@cubewright/core/draft/modes';
import { eq } from 'drizzle-orm';
import { drafts } from '../../db/schema';
import type { WithDatabase, WithEvents, WithLog } from '../deps';
import type { DraftChange } from '../events/app-events';
import { notifyUserOnce } from '../notifications/notify-user';
import type { DraftPlay } from './play';

// "It is your turn" for turn-based drafts whose turns can last hours (an asynchronous rotisserie):
// after each local commit the seat the turn has just reached is told through the notifications
// service (core's seatToNotify says who: a human seat, not after its own move, not at a live table).
// The key (draft, move number) makes it once per turn, whichever commit or instance raises it.

type Deps = WithDatabase & WithEvents & WithLog;

/** Listens for this instance's draft commits on the bus and notifies turns; failures are only logged. */
export function watchTurnNotices(ctx: Deps, play: Pick<DraftPlay, 'latest' | 'seatsNow'>): void {
  ctx.events.on('draft:changed', (change) => {
    if (change.kind !== 'update') return;
    // A committed state that tells nobody needs nothing; one without a state is read back.
    if (change.committed && !turnOf(change.committed.state)) return;
    void ctx.events.track(
      noticeTurn(ctx, play, change).catch((err) =>
        ctx.log.error({ err, draftId: change.draftId }, 'turn notification failed'),
      ),
    );
  });
}

async function noticeTurn(
  ctx: Deps,
  play: Pick<DraftPlay, 'latest' | 'seatsNow'>,
  change: Extract<DraftChange, { kind: 'update' }>,
): Promise<void> {
  const state = change.committed?.state ?? (await play.latest(change.draftId)).folded?.state;
  const turn = state && turnOf(state);
  if (!state || !turn) return;
  const { seat, moveNumber } = turn;
  const userId = [...(await play.seatsNow(change.draftId))].find(([, s]) => s === seat)?.[0];
  if (!userId) return;
  const [draft] = await ctx.database.db
    .select({ cubeName: drafts.cubeName })
    .from(drafts)
    .where(eq(drafts.id, change.draftId));
  await notifyUserOnce(ctx, userId, `draft-turn:${change.draftId}:${moveNumber}`, {
    title: 'Your turn to draft',
    message: `It is your turn in the ${modeName(state)} draft of ${draft?.cubeName ?? 'a cube'} (move ${moveNumber + 1}).`,
    type: 'info',
    actionUrl: `/draft/session/${change.draftId}`,
  });
}

/** Whom the state's engine tells it is their turn (a booster draft: nobody). */
const turnOf = (state: AnyDraftState) => draftEngineOf(state).turnToNotify(state);
