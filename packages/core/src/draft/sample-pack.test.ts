import { describe, expect, it } from 'vitest';
import { normalizeCard } from '../cards/normalize';
import { scryfallCard } from '../cards/scryfall-objects.test-support';
import type { Card } from '../cards/types';
import { DEFAULT_DRAFT_FORMATS } from '../cube/draft-formats';
import { samplePack } from './sample-pack';
import { syntheticCube } from './synthetic-draft.test-support';

const COLORS = ['W', 'U', 'B', 'R', 'G'];

// Card i: colour i % 5, mana value i % 7, a creature every other card, so bots have real choices.
function cubeOf(n: number) {
  const cards = syntheticCube(n);
  const data = new Map<string, Card>();
  cards.forEach((e, i) => {
    const creature = i % 2 === 0;
    const raw = scryfallCard(e.name, {
      oracle_id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      cmc: i % 7,
      mana_cost: `{${i % 7}}`,
      type_line: creature ? 'Creature — Bear' : 'Instant',
      colors: [COLORS[i % 5]],
      color_identity: [COLORS[i % 5]],
      ...(creature ? { power: String(1 + (i % 5)), toughness: '2' } : {}),
    });
    data.set(e.cardId, normalizeCard(raw)!);
  });
  return { cards, lookup: (id: string) => data.get(id) };
}

const names = (r: ReturnType<typeof samplePack>) => (r.ok ? r.value.pickOrder.map((c) => c.id) : r.error);

describe('samplePack', () => {
  const cube = cubeOf(360);
  const format = DEFAULT_DRAFT_FORMATS.default;

  it('deals the first pack of the default format with a full pick order, the same for the same seed', () => {
    const a = samplePack(cube, format, 42);
    const b = samplePack(cube, format, 42);
    if (!a.ok) throw new Error(a.error);
    expect(a.value.pack).toHaveLength(15);
    expect([...a.value.ranks].sort((x, y) => x - y)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(new Set(a.value.pickOrder.map((c) => c.id))).toEqual(new Set(a.value.pack.map((c) => c.id)));
    expect(a.value.ranks.map((r) => a.value.pickOrder[r - 1])).toEqual(a.value.pack);
    expect(b).toEqual(a);
  });

  it('deals a different pack for a different seed', () => {
    expect(names(samplePack(cube, format, 1))).not.toEqual(names(samplePack(cube, format, 2)));
  });

  it('gives the pack engine’s message for a cube too small for the format', () => {
    expect(samplePack(cubeOf(300), format, 42)).toEqual({
      ok: false,
      error: 'This cube has 300 cards in its main board; 8 players × 3 packs × 15 cards need 360.',
    });
  });

  it('fills a custom format’s slots with the search syntax', () => {
    const custom = {
      name: 'Creatures first',
      description: '',
      seats: 2,
      packs: [
        {
          slots: [
            { count: 5, filter: 't:creature' },
            { count: 3, filter: '' },
          ],
        },
      ],
    };
    const r = samplePack(cube, custom, 'abc');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.pack).toHaveLength(8);
    expect(r.value.pack.slice(0, 5).every((c) => cube.lookup(c.cardId)?.typeLine.includes('Creature'))).toBe(
      true,
    );
    const bad = samplePack(cube, { ...custom, packs: [{ slots: [{ count: 1, filter: 'cmc>' }] }] }, 1);
    expect(bad.ok).toBe(false);
  });

  it('fills slots and orders picks by the entries’ overrides, not the cards’ own facts', () => {
    // Every creature is overridden to an instant and every instant to a creature.
    const swapped = {
      ...cube,
      cards: cube.cards.map((e) => ({
        ...e,
        typeLine: cube.lookup(e.cardId)!.typeLine.includes('Creature') ? 'Instant' : 'Creature — Elf',
      })),
    };
    const custom = {
      name: 'Creatures first',
      description: '',
      seats: 2,
      packs: [{ slots: [{ count: 5, filter: 't:creature' }] }],
    };
    const r = samplePack(swapped, custom, 'abc');
    if (!r.ok) throw new Error(r.error);
    expect(r.value.pack.every((c) => cube.lookup(c.cardId)?.typeLine === 'Instant')).toBe(true);

    // The bot's first pick, overridden to a basic land (worth nothing to a bot), is taken last.
    const plain = samplePack(cube, format, 7);
    if (!plain.ok) throw new Error(plain.error);
    const first = plain.value.pickOrder[0]!;
    const basic = {
      ...cube,
      cards: cube.cards.map((e) => (e.id === first.id ? { ...e, typeLine: 'Basic Land — Plains' } : e)),
    };
    const after = samplePack(basic, format, 7);
    if (!after.ok) throw new Error(after.error);
    expect(after.value.pack).toEqual(plain.value.pack);
    expect(after.value.pickOrder.at(-1)!.id).toBe(first.id);
  });

  it('carries each entry’s image override on its pack card', () => {
    const art = (id: string) => `https://example.com/alters/${id}.jpg`;
    const drawn = { ...cube, cards: cube.cards.map((e) => ({ ...e, imageUrl: art(e.id) })) };
    const r = samplePack(drawn, format, 3);
    if (!r.ok) throw new Error(r.error);
    expect(r.value.pack.map((c) => c.imageUrl)).toEqual(r.value.pack.map((c) => art(c.id)));
    const plain = samplePack(cube, format, 3);
    if (!plain.ok) throw new Error(plain.error);
    expect(plain.value.pack.some((c) => 'imageUrl' in c)).toBe(false);
  });
});
