// Test helper (not exported from index.ts): a synthetic cube of varied cards, no data files needed.
import type { Card, Color } from '../cards/types';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '../cube/types';

const COLORS: Color[] = ['W', 'U', 'B', 'R', 'G'];
const TYPES = ['Creature — Human Soldier', 'Instant', 'Sorcery', 'Creature — Elf', 'Artifact', 'Enchantment'];

/** `n` cards: mono and gold spells of every colour and cost, some dual lands; entry `i` has card `k{i}`. */
export function testCube(n: number, tags: (i: number) => string[] = () => []) {
  const cards = new Map<string, Card>();
  const entries: CubeCard[] = [];
  for (let i = 0; i < n; i++) {
    const land = i % 13 === 0;
    const a = COLORS[i % 5]!;
    const b = COLORS[(i + 2) % 5]!;
    const colors: Color[] = land ? [] : i % 7 === 0 ? [a, b] : i % 11 === 0 ? [] : [a];
    const cmc = land ? 0 : 1 + (i % 6);
    const card: Card = {
      id: `k${i}`,
      oracleId: null,
      name: `Card ${i}`,
      normalizedName: `card ${i}`,
      layout: 'normal',
      manaCost: land ? '' : `{${Math.max(0, cmc - colors.length)}}${colors.map((c) => `{${c}}`).join('')}`,
      cmc,
      typeLine: land ? 'Land' : TYPES[i % TYPES.length]!,
      oracleText: land
        ? `{T}: Add {${a}} or {${b}}.`
        : i % 3 === 0
          ? 'Destroy target creature.'
          : i % 4 === 0
            ? 'Flying'
            : '',
      colors,
      colorIdentity: land ? [a, b] : colors,
      power: null,
      toughness: null,
      loyalty: null,
      defense: null,
      keywords: [],
      faces: [],
      rarity: (['common', 'uncommon', 'rare', 'mythic'] as const)[i % 4]!,
      scryfallId: null,
      set: null,
      collectorNumber: null,
      releasedAt: null,
      imageUri: null,
      printings: [],
    };
    cards.set(card.id, card);
    entries.push({
      ...DEFAULT_CARD_FIELDS,
      id: `e${i}`,
      cardId: card.id,
      name: card.name,
      addedAt: '2026-01-01T00:00:00.000Z',
      tags: tags(i),
    });
  }
  return { cards, entries };
}
