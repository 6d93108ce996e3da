import { describe, expect, it } from 'vitest';
import { detectFormat, parseList } from './index';

// Hand-written samples in the shape each program exports.
const names = (r: ReturnType<typeof parseList>) => r.entries.map((e) => `${e.board}:${e.name}`);

describe('realistic samples', () => {
  it('plain text with counts, printings, comments and a maybeboard header', () => {
    const text = [
      '# My pauper cube',
      '2 Lightning Bolt',
      '3x Island',
      'Counterspell (EMA) 43',
      'Brainstorm [ICE]',
      'Commit /// Memory',
      '',
      '// Maybeboard',
      'Ponder',
      '0 Opt',
    ].join('\r\n');
    const r = parseList('txt', text);
    expect(names(r)).toEqual([
      'main:Lightning Bolt',
      'main:Lightning Bolt',
      'main:Island',
      'main:Island',
      'main:Island',
      'main:Counterspell',
      'main:Brainstorm',
      'main:Commit /// Memory',
      'maybe:Ponder',
    ]);
    expect(r.entries[5]).toMatchObject({ set: 'ema', collectorNumber: '43', line: 4 });
    expect(r.entries[6]).toMatchObject({ set: 'ice', line: 5 });
    expect(r.problems).toEqual([{ line: 10, message: 'A count of 0 adds nothing', severity: 'error' }]);
  });

  it('CubeCobra CSV with quoted commas, new lines and an older header', () => {
    const text = [
      'Name,CMC,Type,Color,Set,Collector Number,Rarity,Color Category,Status,Finish,Maybeboard,Image URL,Image Back URL,Tags,Notes,MTGO ID,Custom',
      '"Ajani, Caller of the Pride",3,Legendary Planeswalker — Ajani,W,m13,1,mythic,White,Owned,Foil,false,,,"pw;lifegain","a ""fine"" card,',
      'on two lines",,false',
      'Opt,1,Instant,U,xln,65,common,Blue,Not Owned,Non-foil,true,,,,,,false',
      ',,,,,,,,,,,,,,,,',
    ].join('\n');
    const r = parseList('csv', text);
    expect(r.entries).toEqual([
      {
        name: 'Ajani, Caller of the Pride',
        line: 2,
        board: 'main',
        set: 'm13',
        collectorNumber: '1',
        status: 'owned',
        finish: 'foil',
        colorCategory: 'white',
        tags: ['pw', 'lifegain'],
        notes: 'a "fine" card,\non two lines',
        // The card facts a CubeCobra export states; the importer keeps those that differ as overrides.
        overrides: { manaValue: 3, typeLine: 'Legendary Planeswalker — Ajani', rarity: 'mythic' },
      },
      {
        name: 'Opt',
        line: 4,
        board: 'maybe',
        set: 'xln',
        collectorNumber: '65',
        status: 'not_owned',
        finish: 'nonfoil',
        colorCategory: 'blue',
        overrides: { manaValue: 1, typeLine: 'Instant', rarity: 'common' },
      },
    ]);
    expect(r.problems).toEqual([{ line: 5, message: 'No card name in this record', severity: 'error' }]);
  });

  it('MTGO .dek with entities and a sideboard', () => {
    const text = `<?xml version="1.0" encoding="utf-8"?>
<Deck xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <NetDeckID>0</NetDeckID>
  <Cards CatID="1234" Quantity="2" Sideboard="false" Name="Lim-D&#251;l&apos;s Vault" Annotation="0" />
  <Cards CatID="55" Quantity="1" Sideboard="true" Name="Fire &amp; Ice" />
  <Cards CatID="56" Quantity="lots" Sideboard="false" Name="Opt" />
</Deck>`;
    const r = parseList('dek', text);
    expect(names(r)).toEqual(["main:Lim-Dûl's Vault", "main:Lim-Dûl's Vault", 'maybe:Fire & Ice']);
    expect(r.problems).toEqual([{ line: 6, message: '"lots" is not a card count', severity: 'error' }]);
    expect(detectFormat(text)).toBe('dek');
  });

  it('Arena export with About, Deck and Sideboard', () => {
    const text =
      'About\nName Arena Cube\n\nDeck\n1 Llanowar Elves (DAR) 168\n1 Fire // Ice (MH2) 290\n\nSideboard\n1 Shock (M21) 159\n';
    const r = parseList('arena', text);
    expect(r.name).toBe('Arena Cube');
    expect(r.entries).toEqual([
      { name: 'Llanowar Elves', line: 5, board: 'main', set: 'dar', collectorNumber: '168' },
      { name: 'Fire // Ice', line: 6, board: 'main', set: 'mh2', collectorNumber: '290' },
      { name: 'Shock', line: 9, board: 'maybe', set: 'm21', collectorNumber: '159' },
    ]);
    expect(detectFormat(text)).toBe('arena');
  });

  it('Cockatrice .cod with zones and an unclosed tag', () => {
    const text = `<?xml version="1.0" encoding="UTF-8"?>
<cockatrice_deck version="1">
  <deckname>Peasant</deckname>
  <zone name="main">
    <card number="1" name="Pestermite" setShortName="LRW" collectorNumber="80"/>
  </zone>
  <zone name="side">
    <card number="2" name="Mulldrifter"/>
  </zone>
  <zone name="tokens">`;
    const r = parseList('cod', text);
    expect(r.name).toBe('Peasant');
    expect(r.entries).toEqual([
      { name: 'Pestermite', line: 5, board: 'main', set: 'lrw', collectorNumber: '80' },
      { name: 'Mulldrifter', line: 8, board: 'maybe' },
      { name: 'Mulldrifter', line: 8, board: 'maybe' },
    ]);
    expect(r.problems.map((p) => p.line)).toEqual([2, 10, 10]);
  });

  it('Forge and XMage .dck', () => {
    const forge =
      '[metadata]\nName=Forge Cube\n[Main]\n2 Lightning Bolt|M11\n1 Opt\n[Sideboard]\n1 Shock|M21|1\n';
    expect(parseList('dck', forge)).toEqual({
      name: 'Forge Cube',
      problems: [],
      entries: [
        { name: 'Lightning Bolt', line: 4, board: 'main', set: 'm11' },
        { name: 'Lightning Bolt', line: 4, board: 'main', set: 'm11' },
        { name: 'Opt', line: 5, board: 'main' },
        { name: 'Shock', line: 7, board: 'maybe', set: 'm21' },
      ],
    });
    const xmage =
      'NAME:XMage Cube\n1 [M11:149] Lightning Bolt\n1 [:] Opt\nSB: 1 [M21:159] Shock\nLAYOUT MAIN:(1,1)(NONE,false,50)|([M11:149])\n';
    expect(detectFormat(xmage, 'cube.dck')).toBe('xmage');
    expect(parseList('xmage', xmage)).toEqual({
      name: 'XMage Cube',
      problems: [],
      entries: [
        { name: 'Lightning Bolt', line: 2, board: 'main', set: 'm11', collectorNumber: '149' },
        { name: 'Opt', line: 3, board: 'main' },
        { name: 'Shock', line: 4, board: 'maybe', set: 'm21', collectorNumber: '159' },
      ],
    });
  });

  it('Draftmancer list with settings, custom cards and two slots', () => {
    const text = [
      '[Settings]',
      '{ "name": "Slots cube", "colorBalance": true }',
      '[CustomCards]',
      '[',
      '  { "name": "My Card", "mana_cost": "{1}" }',
      ']',
      '[Commons(10)]',
      '2 Opt',
      '[Rares(1)]',
      '1 Ancestral Recall (LEA) 48',
    ].join('\n');
    const r = parseList('draftmancer', text);
    expect(r.name).toBe('Slots cube');
    expect(names(r)).toEqual(['main:Opt', 'main:Opt', 'main:Ancestral Recall']);
    expect(r.problems.map((p) => [p.line, p.severity])).toEqual([
      [1, 'warning'],
      [9, 'warning'],
    ]);
    expect(detectFormat(text)).toBe('draftmancer');
  });

  it('JSON errors name the card and its line', () => {
    const text =
      '{"format":"cubewright-cube","version":1,"name":"J",\n"cards":[\n{"name":"Opt","board":"main"},\n{"name":"Bad","board":7}\n]}';
    const r = parseList('json', text);
    expect(names(r)).toEqual(['main:Opt']);
    expect(r.problems[0]).toMatchObject({ line: 4, severity: 'error' });
    // Any other board is a named board's name.
    const named = parseList('json', '{"cards":[{"name":"Treasure","board":"Tokens"}]}');
    expect(names(named)).toEqual(['Tokens:Treasure']);
    expect(parseList('json', '{"cards": [').problems[0]).toMatchObject({ line: 1, severity: 'error' });
  });

  it('detects formats by extension and content', () => {
    expect(detectFormat('name,CMC,Type\nOpt,1,Instant')).toBe('csv');
    expect(detectFormat('whatever', 'list.csv')).toBe('csv');
    expect(detectFormat('<cockatrice_deck version="1"></cockatrice_deck>')).toBe('cod');
    expect(detectFormat('[metadata]\nName=x\n[Main]\n1 Opt')).toBe('dck');
    expect(detectFormat('{"cards":[]}')).toBe('json');
    expect(detectFormat('Lightning Bolt\nOpt')).toBe('txt');
  });
});
