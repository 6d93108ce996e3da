// "Suggest a deck" over many pools: random drafters' pools (fast-check) and pools drafted from real
// cube lists by bots and by new players. Every suggestion is a deck someone would play: 40 cards,
// 16-18 lands, two main colours at most plus one splash, sources for every colour it casts, and no
// clearly better on-colour card left in the sideboard.
import fs from 'node:fs';
import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { COLORS, type Color } from '../cards/types';
import type { DraftCard } from '../draft/types';
import { cubeFromBulk } from './bulk-cube.test-support';
import { curveSlot, IDEAL_CURVE } from './curve';
import { fits } from './deck';
import { planDeck, suggestDeck } from './deck-suggestion';
import { type Drafters, draftedPools } from './drafted-pools.test-support';
import { botCardLookup } from './picker';
import { type BotCard, colorMask } from './traits';

/** The suggestion for `pool`, checked against everything a player expects of it. */
function expectPlayable(pool: readonly DraftCard[], lookup: (id: string) => BotCard) {
  const plan = planDeck(pool, lookup);
  const choice = suggestDeck(pool, lookup);
  expect([...choice.main, ...choice.side].sort()).toEqual(pool.map((c) => c.id).sort());
  const basics = COLORS.reduce((s, c) => s + plan.basics[c], 0);
  const lands = plan.lands.length + basics;
  expect(plan.spells.length + lands).toBe(40);
  expect(lands).toBeGreaterThanOrEqual(16);
  if (lands > 18) {
    // Only a pool short of playables in its colours plays more lands (planDeck): all of them are in.
    const played = new Set(plan.spells.map((e) => e.card.id));
    for (const card of pool) {
      const bot = lookup(card.cardId);
      if (!bot.isLand && fits(bot, plan.main))
        expect(played.has(card.id), `${card.cardId} left out of a ${lands}-land deck`).toBe(true);
    }
  }
  expect(plan.main.length).toBeLessThanOrEqual(2);
  const colours: Color[] = plan.splash ? [...plan.main, plan.splash] : plan.main;
  for (const e of plan.spells) expect(colours).toEqual(expect.arrayContaining(e.bot.colors));
  for (const c of COLORS) if (plan.basics[c] > 0) expect(colours).toContain(c);
  for (const c of colours) {
    if (!plan.spells.some((e) => (e.bot.pips[c] ?? 0) > 0)) continue;
    const sources = plan.basics[c] + plan.lands.filter((l) => l.bot.produces.includes(c)).length;
    expect(sources, `sources of ${c}`).toBeGreaterThanOrEqual(3);
  }
  // The curve may prefer a slightly weaker card; a whole point better is a mistake, unless the deck
  // already has its share of cards at that mana value.
  const worst = Math.min(...plan.spells.map((e) => e.bot.value));
  const inDeck = new Set(plan.spells.map((e) => e.card.id));
  const perSlot = (slot: number) => plan.spells.filter((e) => curveSlot(e.bot.cmc) === slot).length;
  for (const card of pool) {
    const bot = lookup(card.cardId);
    const slot = curveSlot(bot.cmc);
    const full = perSlot(slot) >= IDEAL_CURVE[slot]! * plan.spells.length;
    if (!inDeck.has(card.id) && !bot.isLand && !full && fits(bot, plan.main))
      expect(bot.value, `${card.cardId} left out`).toBeLessThanOrEqual(worst + 1);
  }
  return plan;
}

describe('suggested decks from random drafters', () => {
  const colour = fc.constantFrom<Color[]>(
    ['W'],
    ['U'],
    ['B'],
    ['R'],
    ['G'],
    [],
    ['W', 'U'],
    ['B', 'R'],
    ['G', 'W'],
  );
  // A drafter leans into two colours: a third of the picks in each favourite, the rest anywhere.
  const card = fc.record({
    leaning: fc.constantFrom(0, 0, 0, 1, 1, 2, 2, 2),
    colours: colour,
    value: fc.double({ min: 0.5, max: 4.5, noNaN: true }),
    cmc: fc.integer({ min: 1, max: 7 }),
    pips: fc.constantFrom(1, 1, 2),
    land: fc.constantFrom(false, false, false, false, false, false, false, true),
  });
  const drafter = fc.record({ favourites: fc.shuffledSubarray([...COLORS], { minLength: 2, maxLength: 2 }) });

  it('plays 16-18 lands (more only when short of playables), two colours plus a splash, and its best cards', () => {
    fc.assert(
      fc.property(drafter, fc.array(card, { minLength: 45, maxLength: 45 }), ({ favourites }, picks) => {
        const bots = new Map<string, BotCard>();
        const pool = picks.map((p, i): DraftCard => {
          const colors = p.leaning < 2 ? [favourites[p.leaning]!] : p.colours;
          const pips: Partial<Record<Color, number>> = {};
          for (const c of colors) pips[c] = colors.length > 1 ? 1 : p.pips;
          bots.set(`c${i}`, {
            cardId: `c${i}`,
            value: p.value,
            colors: p.land ? [] : colors,
            mask: p.land ? 0 : colorMask(colors),
            pips: p.land ? {} : pips,
            isLand: p.land,
            isBasic: false,
            produces: p.land ? colors : [],
            cmc: p.land ? 0 : p.cmc,
            slot: 0,
            subtypes: [],
          });
          return { id: `d${i}`, cardId: `c${i}` };
        });
        expectPlayable(pool, (id) => bots.get(id)!);
      }),
      { numRuns: 150 },
    );
  });
});

const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const cubeDir = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';
const lists = ['ArenaChromaticCubeJune2021.txt', 'MTGATinkererCube.txt', 'JiRockHistoricCube22.txt'];
const available = fs.existsSync(cardFile) && lists.every((l) => fs.existsSync(`${cubeDir}/${l}`));

describe('suggested decks from real cube drafts', needs({ 'card data': available }), () => {
  const raw = available ? JSON.parse(zlib.gunzipSync(fs.readFileSync(cardFile)).toString('utf8')) : [];
  for (const list of lists)
    for (const drafters of ['bots', 'new players'] as Drafters[])
      it(`${list}, ${drafters}: every seat gets a playable deck`, () => {
        const cube = cubeFromBulk(fs.readFileSync(`${cubeDir}/${list}`, 'utf8').split('\n'), raw);
        const cards = (id: string) => cube.byId.get(id);
        const lookup = botCardLookup({ cards });
        let splashes = 0;
        for (const seed of ['one', 'two'])
          for (const pool of draftedPools(cube.entries, cards, `${list}/${seed}`, drafters))
            if (expectPlayable(pool, lookup).splash) splashes++;
        // A splash is an option, not the rule.
        expect(splashes).toBeLessThan(16);
      });
});
