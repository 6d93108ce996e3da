// The simulator on a real cube list with real card data (CARD_DATA_FILE); skipped with a notice when
// the fixture or the list is absent.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { cubeFromBulk } from '../bots/bulk-cube.test-support';
import { simulate } from './run';

const cardFile = process.env.CARD_DATA_FILE ?? '/work/shared/data/cards.json.gz';
const listFile = `${process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes'}/ArenaChromaticCubeJune2021.txt`;
const available = fs.existsSync(cardFile) && fs.existsSync(listFile);
if (!available)
  console.warn(`⚠ skipping the real-cube simulation test: ${cardFile} or ${listFile} is missing`);

describe('simulation of a real cube', needs({ 'card data': available }), () => {
  it('drafts sensible decks: rares before commons, two-colour 40-card decks', () => {
    const lines = fs.readFileSync(listFile, 'utf8').split('\n');
    const raw = JSON.parse(zlib.gunzipSync(fs.readFileSync(cardFile)).toString('utf8')) as unknown[];
    const { entries, byId } = cubeFromBulk(lines, raw);
    const report = simulate({
      entries,
      cards: (id) => byId.get(id),
      format: { kind: 'booster', packsPerPlayer: 3, cardsPerPack: 15 },
      seats: 8,
      drafts: 40,
      seed: 'real',
    });
    const mean = (rarity: string) => {
      const picks = report.cards.filter((c) => byId.get(c.cardId)?.rarity === rarity && c.avgPick !== null);
      return picks.reduce((s, c) => s + c.avgPick!, 0) / picks.length;
    };
    expect(mean('mythic')).toBeLessThan(mean('common'));
    for (const deck of report.sampleDecks) {
      expect(deck.cards.length + Object.values(deck.basics).reduce((s, n) => s + n, 0)).toBe(40);
      expect(deck.colors.length).toBeLessThanOrEqual(2);
    }
    // Most decks are two colours; the colour shares add up to at least one colour per deck.
    const pairs = report.colorPairs.reduce((s, r) => s + r.decks, 0);
    expect(pairs).toBeGreaterThan(0.8 * 320);
    expect(report.colorShares.reduce((s, r) => s + r.decks, 0)).toBeGreaterThanOrEqual(320);
    // Lands that make two of a deck's colours get played.
    const duals = report.cards.filter((c) => /Land/.test(byId.get(c.cardId)?.typeLine ?? '') && c.picks > 10);
    expect(duals.some((c) => c.deckRate > 0.3)).toBe(true);
  });
});
