// Bot behaviour on real cards from the offline fixture (CARD_DATA_FILE); skipped with a notice
// when the fixture is absent.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import type { Card } from '../cards/types';
import type { DraftCard } from '../draft/types';
import { createRng } from '../random';
import { cardsByName } from './bulk-cube.test-support';
import { createBotPicker, LiveBot } from './picker';
import { SeatTallies } from './seat-tallies';
import { cardPrior } from './value';

const file = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const available = fs.existsSync(file);
if (!available) console.warn(`⚠ skipping bot tests on real cards: ${file} is missing`);

const NAMES = [
  'Lightning Bolt',
  'Goblin Guide',
  'Monastery Swiftspear',
  'Borderland Marauder',
  'Hill Giant',
  'Shock',
  'Fire Elemental',
  'Wind Drake',
  'Liliana of the Veil',
  'Grizzly Bears',
  'Mind Rot',
  'Hallowed Fountain',
  'Overgrown Tomb',
  'Porcelain Legionnaire',
  'Savannah Lions',
  'Counterspell',
  'Essence Scatter',
  'Mana Leak',
];
const cards: Map<string, Card> = available
  ? cardsByName(
      JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')),
      new Set(NAMES.map((n) => n.toLowerCase())),
    )
  : new Map();
const byId = new Map([...cards.values()].map((c) => [c.id, c]));
const card = (name: string) => cards.get(name.toLowerCase())!;
let serial = 0;
const dc = (name: string): DraftCard => ({ id: `d${serial++}`, cardId: card(name).id });
const bot = createBotPicker({ cards: (id) => byId.get(id) });
const pickName = (pack: DraftCard[], pool: DraftCard[], seed = 1) =>
  byId.get(pack[bot(pack, pool, createRng(seed))]!.cardId)!.name;

describe('bot picks on real cards', needs({ 'card data': available }), () => {
  it('values removal and planeswalkers above filler and basic lands at nothing', () => {
    expect(cardPrior(card('Lightning Bolt'))).toBeGreaterThan(cardPrior(card('Grizzly Bears')));
    expect(cardPrior(card('Liliana of the Veil'))).toBeGreaterThan(cardPrior(card('Lightning Bolt')));
    expect(cardPrior(card('Mind Rot'))).toBeLessThan(cardPrior(card('Counterspell')));
  });

  it('takes the bomb from a fresh pack', () => {
    const pack = ['Grizzly Bears', 'Mind Rot', 'Liliana of the Veil', 'Hill Giant'].map(dc);
    expect(pickName(pack, [])).toBe('Liliana of the Veil');
  });

  it('prefers a comparable red card over a blue one once its pool is red', () => {
    const pack = ['Wind Drake', 'Fire Elemental'].map(dc);
    // Alone, the blue card rates higher...
    expect(pickName(pack, [])).toBe('Wind Drake');
    // ...but a red pool after pick 6 takes the red one.
    const pool = [
      'Lightning Bolt',
      'Goblin Guide',
      'Monastery Swiftspear',
      'Borderland Marauder',
      'Hill Giant',
      'Shock',
    ].map(dc);
    expect(pickName(pack, pool)).toBe('Fire Elemental');
  });

  it('values a dual land that fits the pool over one that does not', () => {
    const pool = [
      'Porcelain Legionnaire',
      'Savannah Lions',
      'Wind Drake',
      'Counterspell',
      'Essence Scatter',
      'Mana Leak',
    ].map(dc);
    const live = new LiveBot({ cards: (id) => byId.get(id) });
    const tallies = new SeatTallies(live.table, 1);
    for (const c of pool) tallies.add(0, live.rowOf(c));
    tallies.focus(0);
    const fits = tallies.score(live.rowOf(dc('Hallowed Fountain')));
    const off = tallies.score(live.rowOf(dc('Overgrown Tomb')));
    expect(fits).toBeGreaterThan(off + 0.5);
    expect(pickName(['Overgrown Tomb', 'Hallowed Fountain'].map(dc), pool)).toBe('Hallowed Fountain');
  });

  it('lets a ratings map override the prior', () => {
    const rated = createBotPicker({
      cards: (id) => byId.get(id),
      ratings: new Map([[card('Mind Rot').id, 5]]),
    });
    const pack = ['Liliana of the Veil', 'Mind Rot'].map(dc);
    expect(pack[rated(pack, [], createRng(1))]!.cardId).toBe(card('Mind Rot').id);
  });

  it('breaks exact ties with the seeded RNG, the same way for the same seed', () => {
    const pack = ['Shock', 'Shock', 'Shock', 'Shock'].map(dc);
    const picks = Array.from({ length: 20 }, (_, s) => bot(pack, [], createRng(s)));
    expect(new Set(picks).size).toBeGreaterThan(1);
    const again = createBotPicker({ cards: (id) => byId.get(id) });
    expect(Array.from({ length: 20 }, (_, s) => again(pack, [], createRng(s)))).toEqual(picks);
  });

  it('scores a pool grown in place the same as a fresh copy of it', () => {
    const pool: DraftCard[] = [];
    const pack = ['Wind Drake', 'Fire Elemental', 'Mana Leak', 'Hill Giant', 'Savannah Lions'].map(dc);
    for (const name of [
      'Counterspell',
      'Essence Scatter',
      'Lightning Bolt',
      'Shock',
      'Goblin Guide',
      'Mana Leak',
    ]) {
      pool.push(dc(name));
      const grown = bot(pack, pool, createRng(7));
      const fresh = createBotPicker({ cards: (id) => byId.get(id) });
      expect(grown).toBe(fresh(pack, pool.slice(), createRng(7)));
    }
  });
});
