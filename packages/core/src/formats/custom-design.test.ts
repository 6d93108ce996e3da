import { describe, expect, it } from 'vitest';
import { emptyFields, validateCustomCard } from '../custom-cards';
import { parseCubeJson, writeCubeJson } from './cube-json';
import { parseCubeCobraCsv, writeCubeCobraCsv } from './cubecobra-csv';
import { costFromManaValue, splitTypeLine } from './custom-design';
import { parseDraftmancer, writeDraftmancer } from './draftmancer';
import { customBear, exportEntry } from './export-entry.test-support';

const design = {
  ...emptyFields(),
  name: 'Tidal Thought',
  manaCost: '{1}{U}',
  types: ['Instant'],
  rulesText: 'Draw two cards.',
  rarity: 'rare' as const,
};
const cube = {
  name: 'C',
  entries: [
    exportEntry('Opt'),
    exportEntry('Tidal Thought', {
      cardId: 'custom:a',
      custom: design,
      cmc: 2,
      typeLine: 'Instant',
      colors: ['U'],
      rarity: 'rare',
    }),
    exportEntry('Test Bear // Big Bear', { cardId: 'custom:b', custom: customBear }),
  ],
};

describe('custom card designs read from lists', () => {
  it('splits type lines and rebuilds costs from mana value and colours', () => {
    expect(splitTypeLine('Legendary Creature — Elf Druid')).toEqual({
      supertypes: ['Legendary'],
      types: ['Creature'],
      subtypes: ['Elf', 'Druid'],
    });
    expect(costFromManaValue(3, 'WU')).toBe('{1}{W}{U}');
    expect(costFromManaValue(0, '')).toBe('');
    expect(costFromManaValue(2, 'C')).toBe('{2}');
  });

  it('Draftmancer [CustomCards] designs come back on their slot lines, with the line of each object', () => {
    const text = writeDraftmancer(cube);
    const r = parseDraftmancer(text);
    expect(r.problems).toEqual([]);
    const [opt, tidal, bear] = r.entries;
    expect(opt!.custom).toBeUndefined();
    const lines = text.split('\n');
    expect(lines[tidal!.custom!.line - 1]!.trim()).toBe('{');
    expect(tidal!.custom!.line).toBeLessThan(bear!.custom!.line);
    const tidalOk = validateCustomCard(tidal!.custom!.fields);
    expect(tidalOk).toMatchObject({
      ok: true,
      fields: { name: 'Tidal Thought', manaCost: '{1}{U}', rarity: 'rare', rulesText: 'Draw two cards.' },
    });
    const bearOk = validateCustomCard(bear!.custom!.fields);
    expect(bearOk).toMatchObject({
      ok: true,
      fields: { name: 'Test Bear', power: '2', back: { name: 'Big Bear', power: '5' } },
    });
  });

  it('reports an unreadable [CustomCards] section on its line', () => {
    const r = parseDraftmancer('[CustomCards]\n[{"name": oops}]\n[MainSlot]\n1 Opt');
    expect(r.problems[0]).toMatchObject({ line: 2, severity: 'error' });
  });

  it('our CSV carries every custom design whole, as our JSON does', () => {
    const r = parseCubeCobraCsv(writeCubeCobraCsv(cube));
    expect(r.problems).toEqual([]);
    expect(r.entries.find((e) => e.name === 'Tidal Thought')!.custom).toEqual({ line: 3, fields: design });
    expect(r.entries.find((e) => e.name.startsWith('Test Bear'))!.custom!.fields).toEqual(customBear);
    expect(r.entries.find((e) => e.name === 'Opt')!.custom).toBeUndefined();
  });

  it('a CSV row marked Custom without our design column is built from its columns, repaired with a warning', () => {
    const csv = [
      'name,CMC,Type,Color,Rarity,Custom,Power,Toughness',
      'Tidal Thought,2,Instant,U,rare,true,,',
      'Cave Bear,3,Creature — Bear,G,common,true,,',
      'No Type,2,,U,common,true,,',
    ].join('\n');
    const r = parseCubeCobraCsv(csv);
    expect(r.entries[0]!.custom!.fields).toMatchObject({
      manaCost: '{1}{U}',
      types: ['Instant'],
      rarity: 'rare',
    });
    // Consistent with the Draftmancer reader: a creature without power and toughness reads as ?/?.
    expect(r.entries[1]!.custom!.fields).toMatchObject({ power: '?', toughness: '?', subtypes: ['Bear'] });
    expect(validateCustomCard(r.entries[1]!.custom!.fields).ok).toBe(true);
    expect(r.problems).toEqual([
      {
        line: 3,
        severity: 'warning',
        message: expect.stringMatching(/^Custom card Cave Bear: a creature without power/),
      },
    ]);
    // No type in the row: nothing to build, the name is looked up like any other.
    expect(r.entries[2]!.custom).toBeUndefined();
  });

  it('our JSON reads the design back, blanks where fields are missing', () => {
    const r = parseCubeJson(writeCubeJson(cube));
    expect(r.entries[1]!.custom!.fields).toEqual(design);
    const bad = parseCubeJson('{"cards":[{"name":"X","custom":{"name":"X","types":"Creature"}}]}');
    expect(validateCustomCard(bad.entries[0]!.custom!.fields).ok).toBe(false);
  });
});
