import { createDraftBots } from '@cubewright/core/bots';
import type { Card, CardIndex } from '@cubewright/core/cards';
import type { Clock } from '@cubewright/core/clock';
import { overriddenLookup } from '@cubewright/core/cube';
import { CUSTOM_CARD_ID_PREFIX, customCardToCard, customIdOfCardId } from '@cubewright/core/custom-cards';
import type { AnyDraftDeps } from '@cubewright/core/draft/modes';
import { and, eq, inArray, isNotNull, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeCards, customCards } from '../../db/schema';
import { customCardOf } from '../custom-cards/cache';
import { cubeBotValues } from '../ratings/read';
import { ratingsVersion } from '../ratings/refresh';

// Live draft bots value cards with the ratings learned from people's picks (the cube's own, else the
// global ones; services/ratings), falling back to the card prior. A picker per cube is built once and
// reused for every pick of that cube's drafts until it expires, the card data changes or this
// instance's ratings job refreshes, so a pick never waits on a query. Other instances pick the
// refreshed ratings up within the TTL. The cube's custom cards (`custom:<id>`, unknown to the card
// index) are read with it, so bots see their colours and costs as the cube page does, and so are the
// main board's overrides (mana value, type line, rarity: core overriddenLookup), applied once per
// picker, not per pick. An edit to them reaches bots when the picker is next built (within the TTL).

/** How long a cube's picker (and the ratings it holds) is reused. */
export const BOT_PICKER_TTL_MS = 10 * 60_000;
/** Pickers kept at once; the least recently built go first. */
const MAX_CUBES = 500;

interface Entry {
  index: CardIndex | null;
  version: number;
  builtAt: number;
  pick: Promise<AnyDraftDeps>;
}

/** The entries whose card a bot must not read from the card index alone: custom cards and overrides. */
async function specialEntriesOf(db: Db, cubeId: string) {
  return db
    .select({
      cardId: cubeCards.cardId,
      board: cubeCards.board,
      manaValue: cubeCards.manaValue,
      typeLine: cubeCards.typeLine,
      rarity: cubeCards.rarity,
    })
    .from(cubeCards)
    .where(
      and(
        eq(cubeCards.cubeId, cubeId),
        or(
          like(cubeCards.cardId, `${CUSTOM_CARD_ID_PREFIX}%`),
          isNotNull(cubeCards.manaValue),
          isNotNull(cubeCards.typeLine),
          isNotNull(cubeCards.rarity),
        ),
      ),
    );
}

/** The custom cards among `cardIds` as Cards, by card id (none for most cubes). */
async function customCardsOf(db: Db, cardIds: readonly string[]): Promise<Map<string, Card>> {
  const ids = new Map<string, string>();
  for (const cardId of cardIds) {
    const id = customIdOfCardId(cardId);
    if (id) ids.set(id, cardId);
  }
  if (ids.size === 0) return new Map();
  const designs = await db
    .select()
    .from(customCards)
    .where(inArray(customCards.id, [...ids.keys()]));
  return new Map(designs.map((d) => [ids.get(d.id)!, customCardToCard(customCardOf(d, null))]));
}

/** Card data by card id for a cube's bots: custom cards, then the card index, as the entries override them. */
export async function botCardsOf(
  db: Db,
  cubeId: string,
  index: CardIndex | null,
): Promise<(cardId: string) => Card | undefined> {
  const entries = await specialEntriesOf(db, cubeId);
  const custom = await customCardsOf(
    db,
    entries.map((e) => e.cardId),
  );
  const card = (id: string): Card | undefined => custom.get(id) ?? index?.get(id) ?? undefined;
  return overriddenLookup(entries, card);
}

export class BotPickers {
  private readonly byCube = new Map<string, Entry>();

  constructor(
    /** The card index of the moment (null before card data has loaded). */
    private readonly index: () => CardIndex | null,
    /** The app's database handle, whose ratings refreshes invalidate pickers. */
    private readonly root: Db,
    /** Ages the cached pickers (the TTL). */
    private readonly clock: Clock,
    private readonly ttlMs = BOT_PICKER_TTL_MS,
  ) {}

  /** The picker for `cubeId`'s drafts; `db` reads the ratings (pass the open transaction, if any). */
  forCube(db: Db, cubeId: string): Promise<AnyDraftDeps> {
    const index = this.index();
    const version = ratingsVersion(this.root);
    const now = this.clock.now();
    const hit = this.byCube.get(cubeId);
    if (hit && hit.index === index && hit.version === version && now - hit.builtAt < this.ttlMs)
      return hit.pick;
    const pick = botCardsOf(db, cubeId, index).then(async (card) => {
      // One bot for the cube's booster picks and its turn-based modes' moves (the same scorer).
      return createDraftBots({ cards: card, ratings: await cubeBotValues(db, cubeId, card) });
    });
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
