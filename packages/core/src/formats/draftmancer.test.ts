import { describe, expect, it } from 'vitest';
import { validateCustomCard } from '../custom-cards';
import { detectFormat } from './detect';
import { parseDraftmancer, writeDraftmancer } from './draftmancer';
import { exportEntry } from './export-entry.test-support';

// Hand-written lists in Draftmancer's documented syntax: [Settings] and [CustomCards] as loose JSON,
// slots with sizes and JSON options, a maybeboard slot.

const errors = (r: ReturnType<typeof parseDraftmancer>) => r.problems.filter((p) => p.severity === 'error');

describe('Draftmancer slots with JSON options', () => {
  const text = [
    '[Settings]',
    '{ "name": "Striped Cube", "colorBalance": true, }',
    '[common {"collation":"striped"}]',
    '2 Lightning Bolt',
    'Counterspell (EMA) 43',
    '[Uncommon(3) {"collation": "printRun", "printRun": ["a", "b",],}]',
    'Fire // Ice',
    '[MainSlot {"collation":"printRun"}]',
    'Opt',
  ].join('\n');

  it('reads every card line under slots with options and keeps the options', () => {
    const r = parseDraftmancer(text);
    expect(errors(r)).toEqual([]);
    expect(r.name).toBe('Striped Cube');
    expect(r.entries.map((e) => [e.line, e.name])).toEqual([
      [4, 'Lightning Bolt'],
      [4, 'Lightning Bolt'],
      [5, 'Counterspell'],
      [7, 'Fire // Ice'],
      [9, 'Opt'],
    ]);
    expect(r.slots).toEqual([
      { name: 'common', line: 3, count: null, options: { collation: 'striped' } },
      { name: 'Uncommon', line: 6, count: 3, options: { collation: 'printRun', printRun: ['a', 'b'] } },
      { name: 'MainSlot', line: 8, count: null, options: { collation: 'printRun' } },
    ]);
    expect(r.problems).toContainEqual({
      line: 3,
      message: 'Slot [common] options {"collation":"striped"} are not used here; its cards were read',
      severity: 'warning',
    });
  });

  it('refuses a slot whose options are not JSON, with its line, and never drops lines silently', () => {
    const r = parseDraftmancer(
      '[Settings]\n{"name": "x"}\n[rare {collation: striped}]\nOpt\n[bad(header]\nPonder\n',
    );
    expect(errors(r)).toEqual([
      {
        line: 3,
        message: 'The options of slot [rare] are not a JSON object: Expected a quoted key',
        severity: 'error',
      },
      { line: 5, message: '"[bad(header]" is not a section header', severity: 'error' },
    ]);
    expect(r.entries.map((e) => e.name)).toEqual(['Opt', 'Ponder']);
  });

  it('a long list after settings and custom cards comes back whole', () => {
    const cards = Array.from({ length: 497 }, (_, i) => `1 Card Number ${i + 1}`);
    const slotted = [
      '[CustomCards]',
      '[ { "name": "Homebrew", "mana_cost": "{1}", "type": "Artifact", }, ]',
      '[Settings]',
      '{ "colorBalance": false, # no balance',
      '}',
      '[common {"collation":"striped"}]',
      ...cards.slice(0, 330),
      '[MainSlot {"collation":"printRun"}]',
      ...cards.slice(330),
    ].join('\n');
    const r = parseDraftmancer(slotted);
    expect(errors(r)).toEqual([]);
    expect(r.entries).toHaveLength(497);
  });
});

describe("Draftmancer's loose JSON in [CustomCards] and [Settings]", () => {
  it('reads trailing commas and # comments, with each card on its own line', () => {
    const text = [
      '[Settings]',
      '{',
      '  # The cube name shown in the session',
      '  "name": "Loose Cube",',
      '}',
      '[CustomCards]',
      '[',
      '  # first card',
      '  {',
      '    "name": "Ember Whelp",',
      '    "mana_cost": "{1}{R}",',
      '    "type": "Creature",',
      '    "subtypes": ["Dragon",],',
      '    "power": 1, "toughness": 1,',
      '  },',
      '  { "name": "Tide Charm", "mana_cost": "{U}", "type": "Instant", "rarity": "uncommon", },',
      ']',
      '[MainSlot]',
      '1 Ember Whelp',
      '1 Tide Charm',
    ].join('\n');
    const r = parseDraftmancer(text);
    expect(errors(r)).toEqual([]);
    expect(r.name).toBe('Loose Cube');
    expect(r.entries.map((e) => [e.name, e.custom?.line])).toEqual([
      ['Ember Whelp', 9],
      ['Tide Charm', 16],
    ]);
    expect(r.entries[0]!.custom!.fields).toMatchObject({ subtypes: ['Dragon'], power: '1' });
  });

  it('reads CRLF files and URLs inside strings', () => {
    const text = [
      '[CustomCards]',
      '[{ "name": "Web Card", "mana_cost": "{W}", "type": "Instant", // a comment',
      '   "image": "https://example.com/a#b.png", },]',
      '[MainSlot]',
      '1 Web Card',
    ].join('\r\n');
    const r = parseDraftmancer(text);
    expect(r.problems).toEqual([]);
    expect(r.entries[0]!.custom!.fields.artUrl).toBe('https://example.com/a#b.png');
  });

  it('reports broken JSON on the line of the problem', () => {
    const r = parseDraftmancer(
      '[CustomCards]\n[\n  { "name": "A" "type": "Artifact" }\n]\n[MainSlot]\nOpt\n',
    );
    expect(errors(r)[0]).toMatchObject({ line: 3, severity: 'error' });
    expect(errors(r)[0]!.message).toMatch(/^The \[CustomCards\] section is not valid JSON/);
    expect(r.entries.map((e) => e.name)).toEqual(['Opt']);
  });
});

describe('real Draftmancer custom cards import with warnings', () => {
  const text = [
    '[CustomCards]',
    '[',
    '  { "name": "Faceless Horror", "mana_cost": "{2}{B}", "type": "Creature", "subtypes": ["Horror"] },',
    '  { "name": "Vess the Unbound", "mana_cost": "{2}{B}{B}", "type": "Legendary Planeswalker", "subtypes": ["Vess"] },',
    '  { "name": "Hero Token", "mana_cost": "", "type": "Token Creature", "power": 2, "toughness": 2 },',
    '  { "name": "Phyrexian Oddity", "mana_cost": "{P}{1}{U}", "type": "Artifact", "oracle_text": "Pay {P}: Scry 1." },',
    '  { "name": "Old Art", "mana_cost": "{W}", "type": "Sorcery", "image": "http://example.com/a.png", "power": 3 }',
    ']',
    '[MainSlot]',
    'Faceless Horror',
    'Vess the Unbound',
    'Hero Token',
    'Phyrexian Oddity',
    'Old Art',
  ].join('\n');

  it('fills what our designer needs, says so, and every design then validates', () => {
    const r = parseDraftmancer(text);
    expect(errors(r)).toEqual([]);
    const warnings = r.problems.map((p) => `${p.line}: ${p.message}`);
    expect(warnings).toEqual([
      '3: Custom card Faceless Horror: a creature without power or toughness; read as ?/?',
      '4: Custom card Vess the Unbound: a planeswalker without loyalty; read as ?',
      '5: Custom card Hero Token: "Token" is not a card type and was left out of the type line',
      '6: Custom card Phyrexian Oddity: mana symbols {P} are not supported and were left out of the cost',
      '6: Custom card Phyrexian Oddity: rules text symbols {P} are written as plain text',
      '7: Custom card Old Art: power and toughness of a card that is not a creature were left out',
      '7: Custom card Old Art: the image is not an https address and was left out',
    ]);
    for (const e of r.entries) expect(validateCustomCard(e.custom!.fields)).toMatchObject({ ok: true });
    expect(r.entries[3]!.custom!.fields).toMatchObject({ manaCost: '{1}{U}', rulesText: 'Pay (P): Scry 1.' });
  });

  it('a card without a name is an error on its line', () => {
    const r = parseDraftmancer('[CustomCards]\n[\n {"type": "Artifact"}\n]\n[MainSlot]\nOpt\n');
    expect(errors(r)).toEqual([{ line: 3, message: 'Custom card 1 has no name', severity: 'error' }]);
  });
});

describe('Draftmancer detection', () => {
  it('takes sized slots without [Settings] and odd slot names for Draftmancer, not card names', () => {
    expect(detectFormat('[Common(10)]\nOpt\n[Uncommon(3)]\nPonder\n')).toBe('draftmancer');
    expect(detectFormat('[Rare##Legendary]\nOpt\n')).toBe('draftmancer');
    expect(detectFormat('[common {"collation":"striped"}]\nOpt\n')).toBe('draftmancer');
    expect(detectFormat('[metadata]\nName=x\n[Main]\n1 Opt|XLN\n')).toBe('dck');
    const r = parseDraftmancer('[Rare##Legendary]\nOpt\n[Common(10)]\nPonder\n');
    expect(r.entries.map((e) => e.name)).toEqual(['Opt', 'Ponder']);
    expect(r.slots?.map((s) => [s.name, s.count])).toEqual([
      ['Rare##Legendary', null],
      ['Common', 10],
    ]);
  });
});

describe('Draftmancer export', () => {
  it('keeps the maybeboard in a slot packs never draw from, and foils', () => {
    const text = writeDraftmancer({
      name: 'C',
      entries: [
        exportEntry('Opt', { set: 'xln', collectorNumber: '65', finish: 'foil' }),
        exportEntry('Ponder', { board: 'maybe' }),
      ],
    });
    expect(text).toBe('[MainSlot(15)]\n1 Opt (XLN) 65 +F\n[Maybeboard(0)]\n1 Ponder\n');
    const r = parseDraftmancer(text);
    expect(r.entries).toMatchObject([
      { name: 'Opt', board: 'main', set: 'xln', collectorNumber: '65', finish: 'foil' },
      { name: 'Ponder', board: 'maybe' },
    ]);
    expect(writeDraftmancer({ name: 'C', entries: [exportEntry('Opt')] })).toBe('[MainSlot]\n1 Opt\n');
  });

  it('reads several printings of one custom card, skips an emblem with a warning, drops subtypes that are not words', () => {
    const text = [
      '[CustomCards]',
      '[',
      ' {"name": "Sky Knight", "mana_cost": "{W}", "type": "Creature", "subtypes": ["Human", "Knight"], "power": 1, "toughness": 1, "set": "cst", "collector_number": "1"},',
      ' {"name": "Sky Knight", "mana_cost": "{W}", "type": "Creature", "subtypes": ["Human", "Knight"], "power": 1, "toughness": 1, "set": "cst", "collector_number": "2"},',
      ' {"name": "Robo Scout", "mana_cost": "{2}", "type": "Artifact Creature", "subtypes": ["Robot", "R2-D2"], "power": 1, "toughness": 2},',
      ' {"name": "Knight Emblem", "mana_cost": "", "type": "Emblem", "oracle_text": "Knights you control get +1/+1."}',
      ']',
      '[MainSlot]',
      '1 Sky Knight (CST) 1',
      '1 Sky Knight (CST) 2',
      '1 Robo Scout',
      '1 Knight Emblem',
    ].join('\n');
    const r = parseDraftmancer(text);
    expect(r.entries.map((e) => `${e.name} ${e.collectorNumber ?? ''}`.trim())).toEqual([
      'Sky Knight 1',
      'Sky Knight 2',
      'Robo Scout',
    ]);
    for (const e of r.entries) expect(validateCustomCard(e.custom!.fields).ok).toBe(true);
    expect(r.entries[2]!.custom!.fields.subtypes).toEqual(['Robot']);
    expect(r.problems).toEqual([
      {
        line: 5,
        severity: 'warning',
        message: 'Custom card Robo Scout: subtypes R2-D2 are not words and were left out of the type line',
      },
      {
        line: 6,
        severity: 'warning',
        message: 'Custom card Knight Emblem is an emblem, not a card: it and its lines are skipped',
      },
      { line: 12, severity: 'warning', message: 'An emblem, not a card: this line was skipped' },
    ]);
  });
});
