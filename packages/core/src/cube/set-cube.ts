import type { CustomDraftFormat } from './draft-formats';
import { CUBE_CARDS_MAX } from './limits';

// A cube made from a set (CubeCobra #1788, Draftmancer #365): the set's booster cards, and a custom
// format whose packs are the set's boosters, 10 commons, 3 uncommons and a rare or mythic. A cube is
// dealt without replacement, so a table of eight opening three packs needs 240 commons: the plan keeps
// each card of a rarity in as many copies as the table needs, and rares in enough copies that a mythic
// opens about one pack in eight, as in print.

/** A booster card of the set: its printing there, and the rarity it has in the set. */
export interface SetCard {
  cardId: string;
  name: string;
  printingId: string;
  rarity: string | null;
  typeLine: string;
}

export interface SetCubePlan {
  /** Each card once, with how many copies the cube holds. */
  cards: (SetCard & { rarity: PlannedRarity; copies: number })[];
  format: CustomDraftFormat;
  /** Distinct cards and copies per rarity. */
  counts: Record<PlannedRarity, { cards: number; copies: number }>;
  /** Entries in all. */
  total: number;
  /** One pack in this many opens a mythic (null when the set has none). */
  mythicOneIn: number | null;
}

type PlannedRarity = 'common' | 'uncommon' | 'rare' | 'mythic';

/** Cards of each kind in one pack, in the order they are dealt. */
export const SET_PACK = { common: 10, uncommon: 3, rareOrMythic: 1 } as const;
/** How often a mythic replaces the rare in print. */
const MYTHIC_ONE_IN = 8;

const PLANNED: readonly PlannedRarity[] = ['common', 'uncommon', 'rare', 'mythic'];

/** Why a set cannot make boosters, or the plan of its cube for `seats` players opening `packs` packs. */
export function planSetCube(
  setName: string,
  setCards: readonly SetCard[],
  table: { seats: number; packs: number },
): { ok: true; plan: SetCubePlan } | { ok: false; error: string } {
  const byRarity = new Map<PlannedRarity, SetCard[]>(PLANNED.map((r) => [r, []]));
  const seen = new Set<string>();
  for (const card of setCards) {
    // Basic lands come in their own slot of a real booster, not in these.
    if (/\bBasic\b/.test(card.typeLine) || seen.has(card.cardId)) continue;
    const list = byRarity.get(card.rarity as PlannedRarity);
    if (!list) continue;
    seen.add(card.cardId);
    list.push(card);
  }
  const [C, U, R, M] = PLANNED.map((r) => byRarity.get(r)!.length) as [number, number, number, number];
  const packsOpened = table.seats * table.packs;
  if (C === 0 || U === 0 || R + M === 0)
    return {
      ok: false,
      error: `${setName} has no commons, uncommons or rares of its own in boosters, so it cannot make set packs.`,
    };
  const copiesFor = (needed: number, distinct: number) => Math.max(1, Math.ceil(needed / distinct));
  const copies: Record<PlannedRarity, number> = {
    common: copiesFor(packsOpened * SET_PACK.common, C),
    uncommon: copiesFor(packsOpened * SET_PACK.uncommon, U),
    mythic: 1,
    // Enough rares for every pack with each mythic once, and for the odds of print.
    rare: R === 0 ? 0 : Math.max(copiesFor(packsOpened - M, R), Math.round(((MYTHIC_ONE_IN - 1) * M) / R)),
  };
  const counts = Object.fromEntries(
    PLANNED.map((r) => [r, { cards: byRarity.get(r)!.length, copies: byRarity.get(r)!.length * copies[r] }]),
  ) as SetCubePlan['counts'];
  const total = PLANNED.reduce((n, r) => n + counts[r].copies, 0);
  if (total > CUBE_CARDS_MAX)
    return {
      ok: false,
      error: `${setName} would need ${total} cards, more than a cube's ${CUBE_CARDS_MAX}.`,
    };
  const rareSlot = M === 0 ? 'r:rare' : R === 0 ? 'r:mythic' : 'r>=rare';
  const mythicOneIn = M === 0 ? null : Math.round((counts.rare.copies + M) / M);
  const pack = {
    slots: [
      { count: SET_PACK.common, filter: 'r:common' },
      { count: SET_PACK.uncommon, filter: 'r:uncommon' },
      { count: SET_PACK.rareOrMythic, filter: rareSlot },
    ],
  };
  const format: CustomDraftFormat = {
    name: `${setName} boosters`.slice(0, 100),
    description: `Packs as the set's boosters: ${SET_PACK.common} commons, ${SET_PACK.uncommon} uncommons and one ${M === 0 ? 'rare' : `rare or mythic (a mythic about one pack in ${mythicOneIn})`}.`,
    seats: table.seats,
    packs: Array.from({ length: table.packs }, () => pack),
  };
  const cards = PLANNED.flatMap((r) =>
    byRarity.get(r)!.map((card) => ({ ...card, rarity: r, copies: copies[r] })),
  );
  return { ok: true, plan: { cards, format, counts, total, mythicOneIn } };
}
