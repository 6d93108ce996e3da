import { describe, expect, it } from 'vitest';
import { writeCubeCobraCsv, writeCubeJson } from '../formats';
import { csvCell } from '../formats/csv-cell.test-support';
import { parseDraftmancer, writeDraftmancer } from '../formats/draftmancer';
import { customBear, exportEntry } from '../formats/export-entry.test-support';

const cube = {
  name: 'C',
  entries: [
    exportEntry('Opt'),
    exportEntry('Test Bear // Big Bear', { cardId: 'custom:abc', custom: customBear }),
  ],
};

describe('custom cards in list formats', () => {
  it('CubeCobra CSV sets Custom for custom cards only', () => {
    const csv = writeCubeCobraCsv(cube);
    expect(csvCell(csv, 'Opt', 'Custom')).toBe('false');
    expect(csvCell(csv, 'Test Bear // Big Bear', 'Custom')).toBe('true');
  });

  it('Draftmancer defines custom cards in [CustomCards] and lists them by name', () => {
    const text = writeDraftmancer(cube);
    expect(text).toContain('[CustomCards]');
    const json = JSON.parse(
      text.slice(text.indexOf('['), text.indexOf('[MainSlot]')).replace('[CustomCards]', ''),
    );
    expect(json[0]).toMatchObject({
      name: 'Test Bear // Big Bear',
      mana_cost: '{1}{G}',
      colors: ['G'],
      type: 'Creature',
      subtypes: ['Bear'],
      power: 2,
      backs: [{ name: 'Big Bear', power: 5 }],
    });
    // Our reader reads the list back (the designs themselves are covered in formats/custom-design.test.ts).
    const back = parseDraftmancer(text);
    expect(back.entries.map((e) => e.name)).toEqual(['Opt', 'Test Bear // Big Bear']);
  });

  it('our JSON carries the design', () => {
    expect(writeCubeJson(cube)).toContain('"custom":{"name":"Test Bear"');
  });
});
