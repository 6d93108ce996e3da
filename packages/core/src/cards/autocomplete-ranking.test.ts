// Autocomplete ranks the way a cuber thinks: checked against the real card file (CARD_DATA_FILE), where
// names collide the way they do in the game (the plane Llanowar, Bolt Bend, Sol Grail).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import { parseBulkJson } from './bulk';
import { CardIndex } from './card-index';
import { normalizeCards } from './normalize';
import { scryfallCard } from './scryfall-objects.test-support';

const cardFile =
  process.env.CARD_DATA_FILE ?? path.resolve(import.meta.dirname, '../../../../../shared/data/cards.json.gz');
const available = fs.existsSync(cardFile);
if (!available) console.warn(`⚠ skipping autocomplete ranking on real cards: ${cardFile} not found`);

// What a cuber types, and the card they mean.
const EXPECTED: Array<[typed: string, first: string]> = [
  ['Llanowar', 'Llanowar Elves'],
  ['Bolt', 'Lightning Bolt'],
  ['Lightning B', 'Lightning Bolt'],
  ['Sol', 'Sol Ring'],
  ['Swords', 'Swords to Plowshares'],
  ['Counter', 'Counterspell'],
  ['Jace, the', 'Jace, the Mind Sculptor'],
  ['Brain', 'Brainstorm'],
  ['Dark', 'Dark Ritual'],
  ['Path', 'Path to Exile'],
  ['Birds', 'Birds of Paradise'],
  ['Wrath', 'Wrath of God'],
  ['Demonic', 'Demonic Tutor'],
  ['Snapcaster', 'Snapcaster Mage'],
  ['Mana Dr', 'Mana Drain'],
  ['Black Lo', 'Black Lotus'],
  ['Tarmo', 'Tarmogoyf'],
  ['Force of W', 'Force of Will'],
  ['Oko', 'Oko, Thief of Crowns'],
  ['Grisel', 'Griselbrand'],
  ['Sneak', 'Sneak Attack'],
  ['Arcane Sig', 'Arcane Signet'],
  ['Grim Lav', 'Grim Lavamancer'],
  ['Stoneforge', 'Stoneforge Mystic'],
  ['Goblin Gu', 'Goblin Guide'],
  ['Mother of', 'Mother of Runes'],
  ['Cryptic', 'Cryptic Command'],
  ['Hymn', 'Hymn to Tourach'],
  ['Elvish Mys', 'Elvish Mystic'],
  ['Bonecrusher', 'Bonecrusher Giant // Stomp'],
];

describe('autocomplete on the real card file', needs({ 'card data': available }), () => {
  const load = () => {
    const buf = fs.readFileSync(cardFile);
    const text = (buf[0] === 0x1f && buf[1] === 0x8b ? zlib.gunzipSync(buf) : buf).toString('utf8');
    return new CardIndex(normalizeCards(parseBulkJson(text)));
  };
  const index = available ? load() : new CardIndex([]);
  const names = (q: string, max = 10) => index.autocomplete(q, max).map((c) => c.name);

  it.each(EXPECTED)('"%s" offers %s first', (typed, first) => {
    expect(names(typed)[0]).toBe(first);
  });

  it('keeps an exact name first when typed in full, and a plane typed in full in the list', () => {
    for (const name of ['Shock', 'Opt', 'Ponder', 'Reanimate', 'Fireball', 'Bolt Bend']) {
      expect(names(name)[0], name).toBe(name);
    }
    const llanowar = names('Llanowar', 4);
    expect(llanowar[0]).toBe('Llanowar Elves');
    expect(llanowar.at(-1)).toBe('Llanowar');
  });
});

describe('autocomplete standing', () => {
  const card = (name: string, fields: Record<string, unknown>) => scryfallCard(name, fields);
  const index = new CardIndex(
    normalizeCards([
      card('Bolt Bend', { set: 'war' }),
      card('Lightning Bolt', { edhrec_rank: 20 }),
      card('Sol Grail', { edhrec_rank: 9_000 }),
      card('Sol Ring', { edhrec_rank: 1 }),
      card('Solemn Offering', { edhrec_rank: 12_000 }),
      card('Mirrored Sol', { edhrec_rank: 2 }),
      card('Tazeem', { layout: 'planar', type_line: 'Plane — Zendikar' }),
      card('Tazeem Roilmage', { edhrec_rank: 20_000 }),
      card('Tazeem Raptor', { type_line: 'Token Creature — Dinosaur' }),
    ]),
  );
  const names = (q: string) => index.autocomplete(q).map((c) => c.name);

  it('puts popular cards first, and the start of a name before a later word unless far less popular', () => {
    expect(names('bolt')).toEqual(['Lightning Bolt', 'Bolt Bend']);
    expect(names('sol')).toEqual(['Sol Ring', 'Mirrored Sol', 'Sol Grail', 'Solemn Offering']);
  });

  it('puts cards a cube can hold before planes and tokens, even when the plane is typed in full', () => {
    expect(names('tazeem')).toEqual(['Tazeem Roilmage', 'Tazeem', 'Tazeem Raptor']);
  });

  it('puts Alchemy rebalances ("A-") after every paper card the words match, first only when typed in full', () => {
    const alchemy = new CardIndex(
      normalizeCards([
        card('A-Acererak the Archlich', { edhrec_rank: 50 }),
        card('Acererak the Archlich', { edhrec_rank: 4_000 }),
        card('Acererak', { edhrec_rank: 25_000 }),
        card('A-Akki Ronin', { edhrec_rank: 10 }),
        card('Akki Ronin', { edhrec_rank: 9_000 }),
        card('Akki Raider', { edhrec_rank: 20_000 }),
      ]),
    );
    const offered = (q: string) => alchemy.autocomplete(q).map((c) => c.name);
    expect(offered('acererak')).toEqual(['Acererak', 'Acererak the Archlich', 'A-Acererak the Archlich']);
    expect(offered('akki')).toEqual(['Akki Ronin', 'Akki Raider', 'A-Akki Ronin']);
    expect(offered('a')[0]).not.toMatch(/^A-/);
    expect(offered('A-Akki Ronin')[0]).toBe('A-Akki Ronin');
  });
});
