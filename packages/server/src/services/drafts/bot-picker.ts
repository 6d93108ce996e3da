import { createBotPicker } from '@cubewright/core/bots';
import type { Card, CardIndex } from '@cubewright/core/cards';
import type { AutoPick } from '@cubewright/core/draft';
import type { Db } from '../../db/client';
import { cubeBotValues } from '../ratings/read';
import { ratingsVersion } from '../ratings/refresh';

// Live draft bots value cards with the ratings learned from people's picks (the cube's own, else the
// global ones; services/ratings), falling back to the card prior. A picker per cube is built once and
// reused for every pick of that cube's drafts until it expires, the card data changes or this
// instance's ratings job refreshes, so a pick never waits on a query. Other instances pick the
// refreshed ratings up within the TTL.

/** How long a cube's picker (and the ratings it holds) is reused. */
export const BOT_PICKER_TTL_MS = 10 * 60_000;
/** Pickers kept at once; the least recently built go first. */
const MAX_CUBES = 500;

interface Entry {
  index: CardIndex | null;
  version: number;
  builtAt: number;
  pick: Promise<AutoPick>;
}

export class BotPickers {
  private readonly byCube = new Map<string, Entry>();

  constructor(
    /** The card index of the moment (null before card data has loaded). */
    private readonly index: () => CardIndex | null,
    /** The app's database handle, whose ratings refreshes invalidate pickers. */
    private readonly root: Db,
    private readonly ttlMs = BOT_PICKER_TTL_MS,
  ) {}

  /** The picker for `cubeId`'s drafts; `db` reads the ratings (pass the open transaction, if any). */
  forCube(db: Db, cubeId: string): Promise<AutoPick> {
    const index = this.index();
    const version = ratingsVersion(this.root);
    const now = Date.now();
    const hit = this.byCube.get(cubeId);
    if (hit && hit.index === index && hit.version === version && now - hit.builtAt < this.ttlMs)
      return hit.pick;
    const card = (id: string): Card | undefined => index?.get(id) ?? undefined;
    const pick = cubeBotValues(db, cubeId, card).then((ratings) => createBotPicker({ cards: card, ratings }));
    // A failed read is not cached: the next action tries again.
    pick.catch(() => {
      if (this.byCube.get(cubeId)?.pick === pick) this.byCube.delete(cubeId);
    });
    this.byCube.delete(cubeId);
    this.byCube.set(cubeId, { index, version, builtAt: now, pick });
    if (this.byCube.size > MAX_CUBES) this.byCube.delete(this.byCube.keys().next().value!);
    return pick;
  }
}
