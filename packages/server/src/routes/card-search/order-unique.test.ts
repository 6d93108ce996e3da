// The search endpoint honours order:, direction: and unique: in the query, and refuses (400, with the
// reason) a field or directive the loaded card data cannot answer.
import fs from 'node:fs';
import type { Card, Printing } from '@cubewright/core/cards';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { scryfallCard } from '../../../../core/src/cards/scryfall-objects.test-support';
import type { AnyBody } from '../../../test/cube-requests';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';

const get = async (t: TestApp, q: string, extra = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/cards/search?q=${encodeURIComponent(q)}${extra}`,
  });
  return { status: res.statusCode, body: res.json() as AnyBody };
};
const names = (body: AnyBody) => (body.cards as Card[]).map((c) => c.name);

// Scryfall-shaped: oracle cards with artists and EDHREC ranks, printings with illustration ids.
const CARDS = [
  scryfallCard('Lightning Bolt', { cmc: 1, artist: 'Christopher Moeller', edhrec_rank: 30, reprint: true }),
  scryfallCard('Counterspell', { cmc: 2, artist: 'Zack Stella', edhrec_rank: 60, reprint: true }),
  scryfallCard('Ancestral Recall', { cmc: 1, artist: 'Ryan Pancoast', reprint: true }),
  scryfallCard('Wrath of God', { cmc: 4, artist: 'Kev Walker', edhrec_rank: 400, reprint: true }),
];
const print = (name: string, id: string, set: string, releasedAt: string, art: string) =>
  scryfallCard(name, { id, set, released_at: releasedAt, illustration_id: art, collector_number: '1' });
const PRINTINGS = [
  print('Lightning Bolt', 'b1', 'lea', '1993-08-05', 'bolt-old'),
  print('Lightning Bolt', 'b2', 'leb', '1993-10-04', 'bolt-old'),
  print('Lightning Bolt', 'b3', 'm10', '2009-07-17', 'bolt-new'),
  print('Counterspell', 'c1', 'lea', '1993-08-05', 'cs-old'),
  print('Counterspell', 'c2', 'mh2', '2021-06-18', 'cs-new'),
];

describe(`search order: and unique: over Scryfall-shaped data (${testDbKind})`, () => {
  let t: TestApp;
  let files: { remove(): void }[];
  beforeAll(async () => {
    const cards = writeTestCardFile(CARDS);
    const printings = writeTestCardFile(PRINTINGS);
    files = [cards, printings];
    t = await createTestApp({ cards: { file: cards.file, printings: printings.file } });
  });
  afterAll(async () => {
    await t?.close();
    for (const f of files ?? []) f.remove();
  });

  it('orders by what order: and direction: say, over the order and dir parameters', async () => {
    expect(names((await get(t, 'order:artist')).body)).toEqual([
      'Lightning Bolt',
      'Wrath of God',
      'Ancestral Recall',
      'Counterspell',
    ]);
    const edhrec = await get(t, 'order:edhrec', '&order=name&dir=asc');
    // Ranked cards by rank, the unranked one last.
    expect(names(edhrec.body)).toEqual([
      'Lightning Bolt',
      'Counterspell',
      'Wrath of God',
      'Ancestral Recall',
    ]);
    expect(edhrec.body).toMatchObject({ order: 'edhrec', dir: 'asc', unique: 'cards' });
    const desc = await get(t, 'order:cmc direction:desc');
    // Descending mana value; equal values stay A to Z, as with the dir parameter.
    expect(names(desc.body)).toEqual(['Wrath of God', 'Counterspell', 'Ancestral Recall', 'Lightning Bolt']);
    expect((await get(t, '', '&order=mv&dir=desc')).body.cards.map((c: Card) => c.name)).toEqual(
      names(desc.body),
    );
  });

  it('lists every printing with unique:prints and one per artwork with unique:art', async () => {
    const prints = await get(t, 'mv<=2 unique:prints order:released');
    expect(prints.status).toBe(200);
    expect(prints.body).toMatchObject({ total: 6, unique: 'prints' });
    // Printings by their own release date; a card with none loaded is one row with no printing, last.
    // (Same-day printings keep the cards' order: A to Z, as the cards carry one release date.)
    expect((prints.body.printings as (Printing | null)[]).map((p) => p?.id ?? null)).toEqual([
      'c1',
      'b1',
      'b2',
      'b3',
      'c2',
      null,
    ]);
    expect(names(prints.body)).toEqual([
      'Counterspell',
      'Lightning Bolt',
      'Lightning Bolt',
      'Lightning Bolt',
      'Counterspell',
      'Ancestral Recall',
    ]);
    const art = await get(t, '!"Lightning Bolt" unique:art');
    expect(art.body.total).toBe(2);
    expect(art.body.printings.map((p: Printing) => p.illustrationId).sort()).toEqual([
      'bolt-new',
      'bolt-old',
    ]);
    const paged = await get(t, 'unique:prints order:released', '&pageSize=2&page=3');
    expect(paged.body).toMatchObject({ total: 7, pageCount: 4 });
    expect(paged.body.printings.map((p: Printing | null) => p?.id ?? null)).toEqual(['c2', null]);
    expect(names(paged.body)).toEqual(['Counterspell', 'Ancestral Recall']);
    // Set, rarity and date terms also pick the printings listed (the cards' set lists now hold every
    // loaded printing's set, so s:leb finds Lightning Bolt although its oracle object names tst).
    const leb = await get(t, 's:leb unique:prints');
    expect(leb.body.printings.map((p: Printing) => p.id)).toEqual(['b2']);
    const lea = await get(t, 's:lea unique:prints order:set');
    expect(lea.body.printings.map((p: Printing) => p.id)).toEqual(['c1', 'b1']);
    // year matches a card when any printing does; unique:prints then lists only those printings.
    const early = await get(t, 'year<=1993 unique:prints order:released');
    expect(early.body.printings.map((p: Printing) => p.id)).toEqual(['c1', 'b1', 'b2']);
    const cards = await get(t, 'mv<=2');
    expect(cards.body.total).toBe(3);
    expect(cards.body.printings).toBeUndefined();
  });

  it('answers 400 with the position for a misplaced or unknown directive', async () => {
    const nested = await get(t, 'bolt OR order:cmc');
    expect(nested.status).toBe(400);
    expect(nested.body.details).toMatchObject({ position: 8 });
    expect(nested.body.error).toContain('cannot be negated or used inside OR');
    const unknown = await get(t, 'order:usd');
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toMatchObject({ message: 'Unknown order "usd"', position: 6 });
  });
});

const fixture = process.env.CARD_DATA_FILE;
const available = Boolean(fixture && fs.existsSync(fixture));

describe(
  `search over the offline fixture, which lacks Scryfall's facts (${testDbKind})`,
  needs({ 'card data': available }),
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ cards: { file: fixture!, printings: process.env.CARD_PRINTINGS_FILE } });
    });
    afterAll(() => t?.close());

    it('says the data has no artists, illustration ids or ban lists instead of matching nothing', async () => {
      for (const [q, message, position] of [
        ['t:elf a:rush', 'This card data has no artists; load a Scryfall bulk file to search by artist', 6],
        [
          'order:edhrec',
          'This card data has no EDHREC ranks; load a Scryfall bulk file to order by EDHREC rank',
          0,
        ],
        [
          'bolt unique:art',
          'This card data has no illustration ids; load a Scryfall bulk file to search with unique:art',
          5,
        ],
        [
          'banned:edh',
          'This card data has no ban lists (only whether a card is legal); load a Scryfall bulk file to search by banned cards',
          0,
        ],
      ] as const) {
        const { status, body } = await get(t, q);
        expect(status, q).toBe(400);
        expect(body.details, q).toMatchObject({ message, position });
      }
      expect((await get(t, 'bolt', '&order=artist')).status).toBe(400);
    });

    it('answers what it carries: Commander legality, release years, printings', async () => {
      const legal = await get(t, '!"Sol Ring" f:edh year<=1993');
      expect(names(legal.body)).toEqual(['Sol Ring']);
      expect((await get(t, '!Channel f:edh')).body.total).toBe(0);
      const bolt = t.cards.index!.lookup('Lightning Bolt')!;
      const prints = await get(t, '!"Lightning Bolt" unique:prints', '&pageSize=120');
      expect(prints.body.total).toBe(t.cards.index!.printingsOf(bolt.id).length);
      expect(prints.body.total).toBeGreaterThan(3);
      expect(new Set(prints.body.printings.map((p: Printing) => p.id)).size).toBe(prints.body.total);
      expect(names(prints.body).every((n) => n === 'Lightning Bolt')).toBe(true);
    });
  },
);
