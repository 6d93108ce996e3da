// What draft statistics read of a finished booster draft without folding it (ModeFace.pickDigest): the
// picks are the log's `picked` events of seats people held at that moment (bot and timer picks,
// `autoPicked`, teach nothing about people but fill pools), and seats change hands by `seatChanged`.
import type { DraftEvent } from '../events';
import type { AnyDraftEvent, DigestFacts, DigestStart, PickDigest } from './draft-engine';

const PICK_EVENTS = ['picked', 'autoPicked', 'seatChanged'] as const satisfies readonly DraftEvent['type'][];

function boosterFacts(start: DigestStart, events: readonly AnyDraftEvent[]): DigestFacts {
  const kinds = [...start.kinds];
  const pools = start.pools.map((p) => [...p]);
  const picks: DigestFacts['picks'] = [];
  for (const e of events) {
    if (e.type === 'seatChanged') kinds[e.seat] = e.kind;
    else if (e.type === 'picked' || e.type === 'autoPicked') {
      pools[e.seat]?.push(e.card);
      if (e.type === 'picked' && kinds[e.seat] === 'human')
        picks.push({ cardId: e.card.cardId, pick: e.pickNumber + 1 });
    }
  }
  return { picks, pools, finalKinds: kinds };
}

export const boosterPickDigest: PickDigest = { events: PICK_EVENTS, facts: boosterFacts };
