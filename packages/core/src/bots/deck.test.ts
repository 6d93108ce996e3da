// Deck building on pools drafted by bots from a real cube list; skipped with a notice when the
// fixture is absent.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { COLORS } from '../cards/types';
import { generateBoosterPacks } from '../draft/packs';
import { draftReducer } from '../draft/reducer';
import { createDraft } from '../draft/setup';
import { createRng } from '../random';
import { cubeFromBulk } from './bulk-cube.test-support';
import { buildDeck } from './deck';
import { botCardLookup, createBotPicker } from './picker';

const file = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const cubeFile = `${process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes'}/ArenaChromaticCubeJune2021.txt`;
const available = fs.existsSync(file) && fs.existsSync(cubeFile);
if (!available) console.warn(`⚠ skipping deck-building tests: ${file} or ${cubeFile} is missing`);

function load() {
  const lines = fs.readFileSync(cubeFile, 'utf8').split('\n');
  return cubeFromBulk(lines, JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8')));
}

describe('bot drafts and decks on a real cube', needs({ 'card data': available }), () => {
  const { entries, missing, byId } = available ? load() : { entries: [], missing: [], byId: new Map() };
  const options = { cards: (id: string) => byId.get(id) };

  function botDraft(seed: string) {
    const packs = generateBoosterPacks(entries, {}, createRng(seed));
    if (!packs.ok) throw new Error(packs.error);
    const seats = Array.from({ length: 8 }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const }));
    const draft = createDraft({ seed, seats, packs: packs.value });
    if (!draft.ok) throw new Error(draft.error);
    return draftReducer(draft.value, { type: 'start', now: 0 }, { autoPick: createBotPicker(options) }).state;
  }

  it('resolves the whole list', () => {
    expect(missing).toEqual([]);
    expect(entries).toHaveLength(540);
  });

  it('drafts deterministically per seed', () => {
    const a = botDraft('cube-night');
    expect(a.status).toBe('done');
    expect(botDraft('cube-night')).toEqual(a);
    expect(botDraft('other-night').seats[0]!.pool).not.toEqual(a.seats[0]!.pool);
  });

  it('fills 23 spell slots for most bots, so their pools are coherent', () => {
    const lookup = botCardLookup(options);
    const full = botDraft('coherent').seats.filter((s) => {
      const deck = buildDeck(s.pool, lookup);
      return deck.main.filter((c) => !lookup(c.cardId).isLand).length === 23;
    });
    expect(full.length).toBeGreaterThanOrEqual(6);
  });

  it('builds 40-card decks in at most 3 colours with basics for the spells’ colours', () => {
    const lookup = botCardLookup(options);
    const state = botDraft('decks');
    for (const seat of state.seats) {
      const deck = buildDeck(seat.pool, lookup);
      expect(deck.size).toBe(40);
      expect(deck.colors.length).toBeLessThanOrEqual(3);
      expect(deck.main.length + deck.sideboard.length).toBe(45);
      const spells = deck.main.filter((c) => !lookup(c.cardId).isLand);
      expect(spells.length).toBeGreaterThanOrEqual(20);
      for (const c of spells) expect(deck.colors).toEqual(expect.arrayContaining(lookup(c.cardId).colors));
      for (const color of COLORS) if (deck.basics[color] > 0) expect(deck.colors).toContain(color);
    }
  });
});
