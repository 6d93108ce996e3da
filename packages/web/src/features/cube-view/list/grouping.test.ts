import { describe, expect, it } from 'vitest';
import { curveLayout } from './curve';
import { flattenGroups, groupItems } from './grouping';
import { item } from './list-items.test-support';

const bolt = item('Lightning Bolt', { cmc: 1, colors: ['R'], typeLine: 'Instant', rarity: 'common' });
const goblin = item('Goblin Guide', { cmc: 1, colors: ['R'], typeLine: 'Creature — Goblin', rarity: 'rare' });
const kiki = item('Kiki-Jiki, Mirror Breaker', { cmc: 5, colors: ['R'], typeLine: 'Legendary Creature' });
const swords = item('Swords to Plowshares', { cmc: 1, colors: ['W'], typeLine: 'Instant' });
const helix = item('Lightning Helix', { cmc: 2, colors: ['R', 'W'], typeLine: 'Instant' });
const island = item('Volcanic Island', { typeLine: 'Land — Island Mountain' });
const sol = item('Sol Ring', { cmc: 1, typeLine: 'Artifact' }, { tags: ['ramp', 'power'] });
const all = [kiki, island, helix, bolt, sol, goblin, swords];

describe('groupItems', () => {
  it('sorts within each subgroup, equal names in list order, and leaves the list as it was', () => {
    // Subgroups are sorted apart since ADR 0083 (the whole list was sorted first before): same order.
    const twin = item('Lightning Bolt', { cmc: 1, colors: ['R'], typeLine: 'Instant' });
    const list = [sol, twin, kiki, island, helix, bolt, goblin, swords];
    const before = [...list];
    const red = groupItems(list, 'color', 'type', 'name')[1]!;
    expect(red.subgroups.map((s) => s.items)).toEqual([
      [goblin, kiki],
      [twin, bolt],
    ]);
    const byMv = groupItems(list, 'type', null, 'mv').find((g) => g.label === 'Instant')!;
    expect(byMv.subgroups[0]!.items).toEqual([twin, bolt, swords, helix]);
    expect(list).toEqual(before);
  });

  it('groups by colour category in WUBRG order with counts, then by type', () => {
    const groups = groupItems(all, 'color', 'type', 'name');
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ['White', 1],
      ['Red', 3],
      ['Multicolour', 1],
      ['Colourless', 1],
      ['Land', 1],
    ]);
    const red = groups[1]!;
    expect(red.subgroups.map((s) => [s.label, s.items.map((i) => i.entry.name)])).toEqual([
      ['Creature', ['Goblin Guide', 'Kiki-Jiki, Mirror Breaker']],
      ['Instant', ['Lightning Bolt']],
    ]);
  });

  it('honours a colour override on the entry', () => {
    const blueBolt = item('Lightning Bolt', { cmc: 1, colors: ['R'] }, { colorCategory: 'blue' });
    expect(groupItems([blueBolt], 'color', null, 'name')[0]!.label).toBe('Blue');
  });

  it('groups by mana value and sorts inside by colour then name', () => {
    const groups = groupItems(all, 'mv', null, 'color');
    expect(groups.map((g) => g.label)).toEqual([
      'Mana value 0',
      'Mana value 1',
      'Mana value 2',
      'Mana value 5',
    ]);
    expect(groups[1]!.subgroups[0]!.items.map((i) => i.entry.name)).toEqual([
      'Swords to Plowshares',
      'Goblin Guide',
      'Lightning Bolt',
      'Sol Ring',
    ]);
  });

  it('puts a card with two tags in both tag groups and untagged cards last', () => {
    const groups = groupItems([bolt, sol], 'tag', null, 'name');
    expect(groups.map((g) => [g.label, g.count])).toEqual([
      ['power', 1],
      ['ramp', 1],
      ['Untagged', 1],
    ]);
  });

  it('groups by rarity in rarity order, unknown last', () => {
    const groups = groupItems([kiki, goblin, bolt], 'rarity', null, 'name');
    expect(groups.map((g) => g.label)).toEqual(['Common', 'Rare', 'Unknown']);
  });

  it('sorts by mana value numerically within a group', () => {
    const groups = groupItems([kiki, helix, bolt], 'type', null, 'mv');
    expect(groups[0]!.subgroups[0]!.items.map((i) => i.card.cmc)).toEqual([5]);
    expect(groups[1]!.subgroups[0]!.items.map((i) => i.entry.name)).toEqual([
      'Lightning Bolt',
      'Lightning Helix',
    ]);
  });
});

describe('sort by price', () => {
  it('puts the dearest dollar price first and cards without one (or prices not joined) last', () => {
    const priced = (name: string, usd: number | null) => {
      const i = item(name);
      return { ...i, entry: { ...i.entry, prices: { usd, eur: null, tix: null } } };
    };
    const items = [
      priced('Cheap', 0.25),
      item('Unjoined'),
      priced('Dear', 40),
      priced('No price', null),
      priced('Mid', 3),
    ];
    const sorted = groupItems(items, 'type', null, 'price')[0]!.subgroups[0]!.items.map((i) => i.entry.name);
    expect(sorted).toEqual(['Dear', 'Mid', 'Cheap', 'No price', 'Unjoined']);
  });
});

describe('flattenGroups', () => {
  it('emits a header per group and subgroup followed by its cards', () => {
    const rows = flattenGroups(groupItems([bolt, goblin, swords], 'color', 'type', 'name'));
    expect(
      rows.map((r) => (r.kind === 'card' ? r.item.entry.name : `${r.kind}:${r.label}:${r.count}`)),
    ).toEqual([
      'group:White:1',
      'sub:Instant:1',
      'Swords to Plowshares',
      'group:Red:2',
      'sub:Creature:1',
      'Goblin Guide',
      'sub:Instant:1',
      'Lightning Bolt',
    ]);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });
});

describe('curveLayout', () => {
  it('buckets spells by mana value per colour and lists lands apart', () => {
    const big = item('Emrakul, the Aeons Torn', { cmc: 15, typeLine: 'Legendary Creature' });
    const layout = curveLayout([...all, big]);
    expect(layout.lines.map((l) => [l.category, l.total])).toEqual([
      ['white', 1],
      ['red', 3],
      ['multicolor', 1],
      ['colorless', 2],
    ]);
    const red = layout.lines[1]!;
    expect(red.columns[1]!.map((i) => i.entry.name)).toEqual(['Goblin Guide', 'Lightning Bolt']);
    expect(red.columns[5]!.map((i) => i.entry.name)).toEqual(['Kiki-Jiki, Mirror Breaker']);
    expect(layout.lines[3]!.columns[7]!.map((i) => i.entry.name)).toEqual(['Emrakul, the Aeons Torn']);
    expect(layout.lands.map((i) => i.entry.name)).toEqual(['Volcanic Island']);
  });
});
