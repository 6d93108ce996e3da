import { describe, expect, it } from 'vitest';
import { detectFormatWithReason, parseList } from './index';
import type { ImportEntry, ParseResult } from './types';

// Small files written here in the shape each tool documents for its exports (never copied from one):
// every case issue 27 found read wrong, each read exactly.

/** Entries folded to `board:count name set number finish [tags]` per distinct card, in order. */
function cards(r: ParseResult): string[] {
  const out = new Map<string, number>();
  const key = (e: ImportEntry) =>
    [
      `${e.board}:`,
      e.name,
      e.set ?? '',
      e.collectorNumber ?? '',
      e.finish ?? '',
      e.tags?.length ? `[${e.tags.join('|')}]` : '',
    ]
      .filter(Boolean)
      .join(' ');
  for (const e of r.entries) out.set(key(e), (out.get(key(e)) ?? 0) + 1);
  return [...out].map(([k, n]) => `${n} ${k}`);
}
const errors = (r: ParseResult) => r.problems.filter((p) => p.severity === 'error');

describe('Forge', () => {
  it('reads a quest opponent deck starting with [duel], detected as Forge by its content and name', () => {
    const text = [
      '[duel]',
      '[metadata]',
      'Name=Goblin Horde',
      'Title=Goblins',
      'Difficulty=easy',
      'Description=A rowdy crowd',
      '[main]',
      '4 Goblin Guide|ZEN',
      '2 Lightning Bolt|M11|[149]',
      '[sideboard]',
      '3 Pyroblast|ICE',
    ].join('\n');
    for (const fileName of ['Goblins.dck', undefined]) {
      expect(detectFormatWithReason(text, fileName).format).toBe('dck');
    }
    expect(detectFormatWithReason(text, 'Goblins.dck').reason).toMatch(/\.dck.*Forge section/);
    const r = parseList('dck', text);
    expect(cards(r)).toEqual([
      '4 main: Goblin Guide zen',
      '2 main: Lightning Bolt m11 149',
      '3 maybe: Pyroblast ice',
    ]);
    expect(r.name).toBe('Goblin Horde');
    expect(r.problems).toEqual([]);
  });

  it('reads [quest] and [shop] sections as settings, not cards', () => {
    for (const section of ['quest', 'shop']) {
      const text = `[${section}]\nCredits=300\n[metadata]\nName=Q\n[Main]\n2 Opt|XLN\n1 Shock|M19\n`;
      expect(detectFormatWithReason(text).format).toBe('dck');
      expect(cards(parseList('dck', text))).toEqual(['2 main: Opt xln', '1 main: Shock m19']);
    }
  });
});

describe('section headers', () => {
  it('takes `Sideboard: 15`, `COMMANDER:` and `Main Deck (60)` for headers', () => {
    const text = [
      'COMMANDER:',
      '1 Kenrith, the Returned King',
      'Main Deck (2)',
      '2 Opt',
      'Sideboard: 15',
      '1 Duress',
    ].join('\n');
    const r = parseList('txt', text);
    expect(cards(r)).toEqual(['1 main: Kenrith, the Returned King', '2 main: Opt', '1 maybe: Duress']);
    expect(errors(r)).toEqual([]);
  });

  it("reads MythicHub's `== SIDEBOARD ==` and `#1052 etched`", () => {
    const text = [
      '== MAINBOARD ==',
      '1 Sol Ring (C21) #263',
      '1 Arcane Signet (CMR) #1052 etched',
      '== SIDEBOARD ==',
      '1 Duress (M19) #94 foil',
    ].join('\n');
    const r = parseList('txt', text);
    expect(cards(r)).toEqual([
      '1 main: Sol Ring c21 263',
      '1 main: Arcane Signet cmr 1052 etched',
      '1 maybe: Duress m19 94 foil',
    ]);
    expect(r.problems).toEqual([]);
  });
});

describe('Moxfield and Archidekt lines', () => {
  it('reads empty set parentheses, lower-case sets, *F* *E* *CMDR* and [Category] tags', () => {
    const text = [
      '3 Think Twice () 92',
      '1 Goblin Guide (ZEN) 126 *CMDR*',
      '1 Swords to Plowshares (ema) 218 *F* [Removal]',
      '1x Sol Ring (c21) 263 *E* [Mana Advantage,Ramp{top}]',
      '1 Opt (xln) 65 [Maybeboard{noDeck}{noPrice}]',
    ].join('\n');
    const r = parseList('txt', text);
    expect(cards(r)).toEqual([
      '3 main: Think Twice',
      '1 main: Goblin Guide zen 126',
      '1 main: Swords to Plowshares ema 218 foil [Removal]',
      '1 main: Sol Ring c21 263 etched [Mana Advantage|Ramp]',
      '1 maybe: Opt xln 65',
    ]);
    expect(r.problems).toEqual([]);
  });
});

describe('mtg.wtf annotations', () => {
  it('reads [set/number], [SET:number], [SET] [foil] and [foil] alone as a finish', () => {
    const text = [
      '4 Armageddon [4ed/208]',
      '1 Counterspell [A25:141]',
      '2 Lightning Bolt [M11] [foil]',
      '1 Shahrazad [WC02:shh128]',
      '1 Brainstorm [foil]',
    ].join('\n');
    const r = parseList('txt', text);
    expect(cards(r)).toEqual([
      '4 main: Armageddon 4ed 208',
      '1 main: Counterspell a25 141',
      '2 main: Lightning Bolt m11 foil',
      '1 main: Shahrazad wc02 shh128',
      '1 main: Brainstorm foil',
    ]);
  });

  it('tells a set from a category by the card data when it is given', () => {
    const isSetCode = (code: string) => code === 'm11';
    expect(cards(parseList('txt', '1 Shock [Burn]\n1 Shock [M11]', { isSetCode }))).toEqual([
      '1 main: Shock [Burn]',
      '1 main: Shock m11',
    ]);
  });
});

describe('MTG Arena', () => {
  it('counts the companion once, though Arena lists it again in the sideboard', () => {
    const text = [
      'Companion',
      '1 Lurrus of the Dream-Den (IKO) 226',
      '',
      'Deck',
      '4 Opt (XLN) 65',
      '',
      'Sideboard',
      '1 Lurrus of the Dream-Den (IKO) 226',
      '2 Duress (M19) 94',
    ].join('\n');
    expect(detectFormatWithReason(text).format).toBe('arena');
    const r = parseList('arena', text);
    expect(cards(r)).toEqual([
      '1 main: Lurrus of the Dream-Den iko 226',
      '4 main: Opt xln 65',
      '2 maybe: Duress m19 94',
    ]);
    expect(r.problems).toEqual([
      {
        line: 8,
        severity: 'warning',
        message: 'Lurrus of the Dream-Den is the companion of line 2: counted once, on the main board',
      },
    ]);
  });
});

describe('XMage', () => {
  it('skips the AUTHOR: line with NAME: and LAYOUT lines', () => {
    const text = [
      'NAME:Burn',
      'AUTHOR:someone',
      '4 [M11:149] Lightning Bolt',
      'SB: 2 [M19:94] Duress',
      'LAYOUT MAIN:(1,1)(NONE,false,50)|([M11:149])',
    ].join('\n');
    expect(detectFormatWithReason(text, 'burn.dck').format).toBe('xmage');
    const r = parseList('xmage', text);
    expect(cards(r)).toEqual(['4 main: Lightning Bolt m11 149', '2 maybe: Duress m19 94']);
    expect(r.problems).toEqual([]);
    expect(r.name).toBe('Burn');
  });
});

describe('CSV by header names', () => {
  it('reads counts, sections, set codes, collector numbers and finishes in any common spelling', () => {
    const text = [
      'Quantity,Card Name,Set Code,Set Name,Collector Number,Foil,Section',
      '4,Lightning Bolt,M11,Magic 2011,149,foil,Mainboard',
      '2,Duress,m19,Core Set 2019,94,normal,Sideboard',
      '1,Opt,,,,,',
    ].join('\n');
    expect(detectFormatWithReason(text).format).toBe('csv');
    const r = parseList('csv', text);
    expect(cards(r)).toEqual([
      '4 main: Lightning Bolt m11 149 foil',
      '2 maybe: Duress m19 94 nonfoil',
      '1 main: Opt',
    ]);
    expect(r.problems).toEqual([]);
  });

  it('reads Count/Edition/Card Number/Board and qty/cn/zone spellings, and says what it could not use', () => {
    const a = 'Count,Name,Edition,Card Number,Board\n3,Shock,M19,156,side\n0,Opt,XLN,65,main\n';
    const r = parseList('csv', a);
    expect(cards(r)).toEqual(['3 maybe: Shock m19 156']);
    expect(r.problems).toEqual([
      { line: 3, severity: 'warning', message: 'A count of 0: this record was skipped' },
    ]);
    const b = 'qty,name,set,cn,zone,finish\n2,Opt,Ixalan,65,Main,etched\n';
    const rb = parseList('csv', b);
    expect(cards(rb)).toEqual(['2 main: Opt etched']);
    expect(rb.problems).toEqual([
      {
        line: 2,
        severity: 'warning',
        message: '"Ixalan" is not a set code; the card\'s default printing is used',
      },
    ]);
  });

  it("splits CubeCobra's older comma-separated tags", () => {
    const text = 'name,CMC,Type,tags\nLightning Bolt,1,Instant,"burn,staple"\nShock,1,Instant,burn;cheap\n';
    const r = parseList('csv', text);
    expect(r.entries.map((e) => e.tags)).toEqual([
      ['burn', 'staple'],
      ['burn', 'cheap'],
    ]);
  });
});

describe('MTGO draft logs', () => {
  const log = [
    'Event #: 4242',
    'Time:    1/2/2026 10:00:00 AM',
    'Players:',
    '    Alice',
    '--> Bob',
    '',
    '------ M19 ------ ',
    '',
    'Pack 1 pick 1:',
    '    Shock',
    '--> Lightning Strike',
    '    Opt',
    '',
    'Pack 1 pick 2:',
    '    Duress',
    '--> Shock',
    '',
  ].join('\n');

  it("is recognised and read as the drafter's picks, never the cards passed or the players", () => {
    expect(detectFormatWithReason(log, 'draft.txt')).toMatchObject({
      format: 'txt',
      reason: expect.stringMatching(/MTGO draft log/),
    });
    const r = parseList('txt', log);
    expect(cards(r)).toEqual(['1 main: Lightning Strike', '1 main: Shock']);
    expect(r.entries.map((e) => e.line)).toEqual([11, 16]);
    expect(r.name).toBe('MTGO draft 4242');
    expect(r.problems).toEqual([
      {
        line: 1,
        severity: 'warning',
        message:
          "An MTGO draft log: the drafter's 2 picks were read (of 2 picks; the 3 cards passed are not)",
      },
    ]);
  });
});

describe('Jumpstart packets', () => {
  it('takes the title line above counted card lines for the list name, not a card', () => {
    const text = 'Goblins 2\n1 Goblin Guide\n1 Goblin Bushwhacker\n6 Mountain\n';
    const known = new Set(['Goblin Guide', 'Goblin Bushwhacker', 'Mountain', 'Plains', 'Opt', 'Shock']);
    const r = parseList('txt', text, { isCardName: (n) => known.has(n) });
    expect(r.name).toBe('Goblins 2');
    expect(cards(r)).toEqual(['1 main: Goblin Guide', '1 main: Goblin Bushwhacker', '6 main: Mountain']);
    // A first line the card data knows stays a card.
    expect(
      parseList('txt', 'Plains\n1 Opt\n1 Shock\n', { isCardName: (n) => known.has(n) }).entries,
    ).toHaveLength(3);
  });
});
