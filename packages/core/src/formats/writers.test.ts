import { describe, expect, it } from 'vitest';
import { writeArena } from './arena';
import { exportEntry } from './export-entry.test-support';
import { parseDck, writeForgeDck, writeXmageDck } from './forge-xmage-dck';
import { parseMtgoDek, writeMtgoDek } from './mtgo-dek';

const cube = (entries: ReturnType<typeof exportEntry>[]) => ({ name: 'C', entries });
const faces = [
  exportEntry('Fire // Ice', { layout: 'split' }),
  exportEntry('Delver of Secrets // Insectile Aberration', { layout: 'transform' }),
  exportEntry('Bonecrusher Giant // Stomp', { layout: 'adventure' }),
  exportEntry('Unknown // Layout'),
];

describe('names of multi-face cards as each program writes them', () => {
  it('MTG Arena: front face, except split cards', () => {
    expect(writeArena(cube(faces))).toContain(
      'Deck\n1 Fire // Ice\n1 Delver of Secrets\n1 Bonecrusher Giant\n1 Unknown // Layout\n',
    );
  });

  it('MTGO: A/B for split cards, front face otherwise', () => {
    const names = parseMtgoDek(writeMtgoDek(cube(faces))).entries.map((e) => e.name);
    expect(names).toEqual(['Fire/Ice', 'Delver of Secrets', 'Bonecrusher Giant', 'Unknown // Layout']);
  });
});

describe('printings in deck files', () => {
  const printed = [
    exportEntry('Island', { set: 'unh', collectorNumber: '137' }),
    exportEntry('Island', { set: 'unh', collectorNumber: '138' }),
    exportEntry('Opt'),
    exportEntry('Ponder', { defaultSet: 'm12', defaultCollectorNumber: '73' }),
  ];

  it('Forge writes the collector number after the set and reads it back', () => {
    const text = writeForgeDck(cube(printed));
    expect(text).toContain('[Main]\n1 Island|UNH|[137]\n1 Island|UNH|[138]\n1 Opt\n1 Ponder\n');
    expect(parseDck(text).entries.map((e) => [e.name, e.set, e.collectorNumber])).toEqual([
      ['Island', 'unh', '137'],
      ['Island', 'unh', '138'],
      ['Opt', undefined, undefined],
      ['Ponder', undefined, undefined],
    ]);
    // Forge's own forms: an art index, an art index and a number.
    expect(parseDck('1 Island|UNH|2\n1 Island|UNH|1|[138]\n').entries).toMatchObject([
      { set: 'unh' },
      { set: 'unh', collectorNumber: '138' },
    ]);
  });

  it('XMage never writes [:]: the default printing, else a bare line', () => {
    const text = writeXmageDck(cube(printed));
    expect(text).not.toContain('[:]');
    expect(text).toBe('NAME:C\n1 [UNH:137] Island\n1 [UNH:138] Island\n1 Opt\n1 [M12:73] Ponder\n');
    expect(parseDck(text).entries.map((e) => e.name)).toEqual(['Island', 'Island', 'Opt', 'Ponder']);
  });
});
