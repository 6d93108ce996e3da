import { describe, expect, it } from 'vitest';
import { generateCustomPacks } from '../draft/custom-packs';
import { searchSlotCompiler } from '../draft/sample-pack';
import { createRng } from '../random';
import { testCube } from '../simulation/synthetic-cube.test-support';
import { planSetCube, type SetCard } from './set-cube';
import { type CubeCard, DEFAULT_CARD_FIELDS } from './types';

// A set shaped like a modern one: 101 commons, 80 uncommons, 60 rares, 20 mythics and basic lands.
const { cards } = testCube(261);
const RARITY = (i: number) => (i < 101 ? 'common' : i < 181 ? 'uncommon' : i < 241 ? 'rare' : 'mythic');
const setCards: SetCard[] = [
  ...[...cards.values()].map((c, i) => ({
    cardId: c.id,
    name: c.name,
    printingId: `p${i}`,
    rarity: RARITY(i),
    typeLine: c.typeLine,
  })),
  { cardId: 'island', name: 'Island', printingId: 'pi', rarity: 'common', typeLine: 'Basic Land — Island' },
];

/** The cube's entries as the plan adds them: copies, the set's printing and its rarity there. */
function entriesOf(plan: Extract<ReturnType<typeof planSetCube>, { ok: true }>['plan']): CubeCard[] {
  return plan.cards.flatMap((c) =>
    Array.from({ length: c.copies }, (_, k) => ({
      ...DEFAULT_CARD_FIELDS,
      id: `${c.printingId}-${k}`,
      cardId: c.cardId,
      name: c.name,
      printingId: c.printingId,
      rarity: c.rarity,
      addedAt: '2026-01-01T00:00:00.000Z',
    })),
  );
}

describe('a cube from a set', () => {
  it('keeps each card in the copies eight players opening three packs need, mythics one pack in seven or eight', () => {
    const planned = planSetCube('Test Set', setCards, { seats: 8, packs: 3 });
    if (!planned.ok) throw new Error(planned.error);
    const { plan } = planned;
    expect(plan.counts).toEqual({
      common: { cards: 101, copies: 303 },
      uncommon: { cards: 80, copies: 80 },
      rare: { cards: 60, copies: 120 },
      mythic: { cards: 20, copies: 20 },
    });
    expect(plan.total).toBe(523);
    expect(plan.mythicOneIn).toBe(7);
    // The basic land stays out.
    expect(plan.cards.some((c) => c.name === 'Island')).toBe(false);
    expect(plan.format.packs[0]!.slots).toEqual([
      { count: 10, filter: 'r:common' },
      { count: 3, filter: 'r:uncommon' },
      { count: 1, filter: 'r>=rare' },
    ]);
  });

  it("deals every table the plan is made for, each pack a set booster by the entries' rarity", () => {
    for (const seats of [2, 8, 12]) {
      const planned = planSetCube('Test Set', setCards, { seats, packs: 3 });
      if (!planned.ok) throw new Error(planned.error);
      const entries = entriesOf(planned.plan);
      const rarityOf = new Map(entries.map((e) => [e.id, e.rarity]));
      const compile = searchSlotCompiler((id) => cards.get(id));
      let mythics = 0;
      let packs = 0;
      for (let seed = 0; seed < 20; seed++) {
        const dealt = generateCustomPacks(entries, planned.plan.format, compile, createRng(seed));
        if (!dealt.ok) throw new Error(dealt.error);
        for (const pack of dealt.value.flat()) {
          const rarities = pack.map((c) => rarityOf.get(c.id));
          expect(rarities.filter((r) => r === 'common')).toHaveLength(10);
          expect(rarities.filter((r) => r === 'uncommon')).toHaveLength(3);
          mythics += rarities.filter((r) => r === 'mythic').length;
          packs++;
        }
      }
      // About one in seven (20 mythics among 140 rare-slot cards); far from one in three.
      expect(mythics / packs).toBeGreaterThan(1 / 12);
      expect(mythics / packs).toBeLessThan(1 / 4);
    }
  });

  it('says why a set without boosters of its own makes no set cube', () => {
    const planned = planSetCube('Basics', setCards.slice(-1), { seats: 8, packs: 3 });
    expect(planned).toEqual({
      ok: false,
      error: 'Basics has no commons, uncommons or rares of its own in boosters, so it cannot make set packs.',
    });
  });
});
