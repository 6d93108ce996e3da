import { describe, expect, it } from 'vitest';
import { parseArena } from './arena';
import { parseCardLine } from './card-line';
import { parseCockatriceCod } from './cockatrice-cod';
import { exportEntry } from './export-entry.test-support';
import { parsePlainText, writePlainText } from './plain-text';

const KNOWN = new Set(['1996 world champion', 'hazmat suit (used)', '+2 mace', 'island', 'sol ring']);
const isCardName = (name: string) => KNOWN.has(name.toLowerCase());

describe('card lines', () => {
  it('reads *F* and *E* finishes after the printing', () => {
    expect(parseCardLine('1 Sol Ring (CMR) 472 *F*')).toEqual({
      count: 1,
      name: 'Sol Ring',
      set: 'cmr',
      collectorNumber: '472',
      finish: 'foil',
    });
    expect(parseCardLine('2x Sol Ring *E*')).toEqual({ count: 2, name: 'Sol Ring', finish: 'etched' });
  });

  it('reads #tags at the end of a line (Moxfield #! tags too)', () => {
    expect(parseCardLine('1 Sol Ring (CMR) 472 *F* #ramp #!mana rock')).toMatchObject({
      name: 'Sol Ring',
      collectorNumber: '472',
      finish: 'foil',
      tags: ['ramp', 'mana rock'],
    });
  });

  it('keeps a name that starts with a number when the card index knows it', () => {
    expect(parseCardLine('1996 World Champion', { isCardName })).toEqual({
      count: 1,
      name: '1996 World Champion',
    });
    expect(parseCardLine('2 1996 World Champion', { isCardName })).toMatchObject({
      count: 2,
      name: '1996 World Champion',
    });
    expect(parseCardLine('+2 Mace', { isCardName })).toEqual({ count: 1, name: '+2 Mace' });
    expect(parseCardLine('3 Island', { isCardName })).toEqual({ count: 3, name: 'Island' });
    expect(parseCardLine('Hazmat Suit (Used)', { isCardName })).toEqual({
      count: 1,
      name: 'Hazmat Suit (Used)',
    });
    // Without the card index the count reading stays (a count needs a space after it).
    expect(parseCardLine('1996 World Champion')).toMatchObject({ count: 1996, name: 'World Champion' });
    expect(parseCardLine('3Island')).toEqual({ count: 1, name: '3Island' });
  });

  it('arena lines use the same rule', () => {
    expect(parseArena('Deck\n1996 World Champion\n', { isCardName }).entries).toHaveLength(1);
  });
});

describe('plain text lists', () => {
  it('reads SB: lines into the maybeboard', () => {
    const r = parsePlainText('1 Island\nSB: 1 Sol Ring\nSB:2 Opt\n');
    expect(r.entries.map((e) => `${e.board}:${e.name}`)).toEqual([
      'main:Island',
      'maybe:Sol Ring',
      'maybe:Opt',
      'maybe:Opt',
    ]);
  });

  it('writes and reads back finish and tags', () => {
    const cube = {
      name: 'C',
      entries: [
        exportEntry('Sol Ring', {
          set: 'cmr',
          collectorNumber: '472',
          finish: 'foil',
          tags: ['ramp', 'mana rock'],
        }),
        exportEntry('Sol Ring', { finish: 'etched' }),
        exportEntry('Island'),
      ],
    };
    const text = writePlainText(cube);
    expect(text).toBe('1 Sol Ring (CMR) 472 *F* #ramp #mana rock\n1 Sol Ring *E*\n1 Island\n');
    expect(parsePlainText(text).entries).toMatchObject([
      { name: 'Sol Ring', finish: 'foil', tags: ['ramp', 'mana rock'] },
      { name: 'Sol Ring', finish: 'etched' },
      { name: 'Island' },
    ]);
  });
});

describe('Cockatrice zones', () => {
  it('skips the tokens zone with a note instead of reading it as the maybeboard', () => {
    const cod = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<cockatrice_deck version="1">',
      '  <zone name="main"><card number="1" name="Raise the Alarm"/></zone>',
      '  <zone name="side"><card number="1" name="Opt"/></zone>',
      '  <zone name="tokens">',
      '    <card number="2" name="Soldier"/>',
      '  </zone>',
      '</cockatrice_deck>',
    ].join('\n');
    const r = parseCockatriceCod(cod);
    expect(r.entries.map((e) => `${e.board}:${e.name}`)).toEqual(['main:Raise the Alarm', 'maybe:Opt']);
    expect(r.problems).toEqual([
      {
        line: 5,
        message: 'Zone "tokens" lists the tokens the deck makes; its cards were skipped',
        severity: 'warning',
      },
    ]);
  });
});
