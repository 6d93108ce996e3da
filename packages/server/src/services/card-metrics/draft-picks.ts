import { type AnyDraftEvent, type AnyDraftState, draftEngineOf } from '@cubewright/core/draft/modes';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftEvents, drafts } from '../../db/schema';

/** A person's pick in a finished draft: the card, its 1-based pick in the pack, what the pack still held. */
export interface SeenPick {
  cardId: string;
  pick: number;
  left: string[];
}

/**
 * People's picks in the given finished drafts, with the cards each pick passed over, by draft id. The
 * packs are in no event, so each draft is folded from its initial state by its mode's engine: heavier
 * than the draft statistics' reader, and done once per draft, when the card metrics fold it.
 */
export async function seenPicksOf(db: Db, ids: readonly string[]): Promise<Map<string, SeenPick[]>> {
  const out = new Map<string, SeenPick[]>();
  if (ids.length === 0) return out;
  const [initials, logs] = await Promise.all([
    db.select({ id: drafts.id, initial: drafts.initial }).from(drafts).where(inArray(drafts.id, ids)),
    db
      .select({ draftId: draftEvents.draftId, events: draftEvents.events })
      .from(draftEvents)
      .where(inArray(draftEvents.draftId, ids))
      .orderBy(asc(draftEvents.draftId), asc(draftEvents.seq)),
  ]);
  for (const d of initials) {
    if (!d.initial) continue;
    const events = logs.filter((l) => l.draftId === d.id).flatMap((l) => l.events);
    out.set(d.id, peoplePicksIn(d.initial, events));
  }
  return out;
}

/**
 * The people's picks of one draft, or none when its stored state cannot be replayed (a draft written
 * by hand or by a release whose state this engine no longer reads): one such draft must not keep a
 * cube's metrics from being read; it then counts as a draft without people's picks.
 */
function peoplePicksIn(initial: AnyDraftState, events: readonly AnyDraftEvent[]): SeenPick[] {
  try {
    return draftEngineOf(initial)
      .peoplePicks(initial, events)
      .map((p) => ({ cardId: p.cardId, pick: p.pick, left: p.left }));
  } catch {
    return [];
  }
}
