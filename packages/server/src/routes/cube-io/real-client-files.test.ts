// Files as real clients write them, through the import route: the card index settles names that start
// with a number, and Draftmancer lists with slot options and lenient custom cards import with warnings.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, call } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

const CARD_FILE = process.env.CARD_DATA_FILE;
const PRINTINGS_FILE = process.env.CARD_PRINTINGS_FILE;
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE) && !!PRINTINGS_FILE && fs.existsSync(PRINTINGS_FILE);
if (!haveData && process.env.REQUIRE_DATA === '1')
  throw new Error('REQUIRE_DATA=1 but CARD_DATA_FILE is missing');
if (!haveData) console.warn('real client file tests skipped: CARD_DATA_FILE / CARD_PRINTINGS_FILE not found');

describe(
  `lists from real clients through the import route (${testDbKind})`,
  needs({ 'card data': haveData }),
  () => {
    let t: TestApp;
    let p: Awaited<ReturnType<typeof insertPeople>>;
    beforeAll(async () => {
      t = await createTestApp({ cards: { file: CARD_FILE!, printings: PRINTINGS_FILE } });
      p = await insertPeople(t, 'rcf');
    }, 120_000);
    afterAll(() => t?.close());
    const importNew = (body: Record<string, unknown>) =>
      call<AnyBody>(t.app, p.owner, 'POST', '/api/cubes/import-new', body);

    it('reads names that start with a number or hold parentheses as one card, SB: lines, finishes and tags', async () => {
      const text = '1996 World Champion\nHazmat Suit (Used)\n2 Island\n1 Sol Ring *F* #ramp\nSB: 1 Opt\n';
      const res = await importNew({ text, format: 'txt', preview: true });
      expect(res.status).toBe(200);
      expect(res.body.counts).toMatchObject({ main: 5, maybe: 1, unresolved: 0 });
      expect(res.body.problems).toEqual([]);
    });

    it('imports a Draftmancer list with slot options, loose JSON and a creature without P/T', async () => {
      const text = [
        '[Settings]',
        '{ "name": "Slotted", } # trailing comma',
        '[CustomCards]',
        '[ { "name": "Statless Beast", "mana_cost": "{2}{G}", "type": "Creature", }, ]',
        '[common {"collation":"striped"}]',
        '2 Opt',
        'Statless Beast',
        '[MainSlot {"collation":"printRun"}]',
        'Ponder',
      ].join('\n');
      const res = await importNew({ text });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.format).toBe('draftmancer');
      expect(res.body.counts).toMatchObject({ main: 4, unresolved: 0 });
      expect(res.body.problems.map((x: AnyBody) => `${x.line} ${x.severity}`)).toEqual([
        '1 warning',
        '4 warning',
        '5 warning',
        '8 warning',
        '8 warning',
      ]);
    });

    it('says which format it chose and why, from the whole file and its name (a Forge quest deck)', async () => {
      const text =
        '[duel]\n[metadata]\nName=Red Horde\nDifficulty=hard\n[main]\n4 Lightning Bolt|M11\n2 Shock|M19\n';
      const res = await importNew({ text, fileName: 'horde.dck', preview: true });
      expect(res.body.format).toBe('dck');
      expect(res.body.formatReason).toMatch(/^the file name ends in \.dck and it has 3 Forge section/);
      expect(res.body.counts).toMatchObject({ main: 6, unresolved: 0, printingsMatched: 6 });
      expect(res.body.listName).toBe('Red Horde');
      const chosen = await importNew({ text, fileName: 'horde.dck', format: 'draftmancer', preview: true });
      expect(chosen.body.formatReason).toBe('you chose it');
    });

    it('tells an Archidekt category from an mtg.wtf set by the sets the card data knows', async () => {
      const res = await importNew({ text: '1 Shock [Burn]\n1 Shock [m19]\n', format: 'txt', preview: true });
      expect(res.body.counts).toMatchObject({ main: 2, unresolved: 0, printingsMatched: 1 });
    });

    it('offers another reader when it finds far more of a detected list', async () => {
      const names = [
        'Lightning Bolt|M11',
        'Shock|M19',
        'Duress|M19',
        'Opt|XLN',
        'Counterspell|EMA',
        'Ponder|M12',
      ];
      const text = [...names, ...names].join('\n');
      const res = await importNew({ text, fileName: 'list.txt', preview: true });
      expect(res.body.format).toBe('txt');
      expect(res.body.betterFormat).toEqual({ format: 'dck', resolved: 12, detectedResolved: 0, lines: 12 });
      const good = await importNew({ text: '4 Opt\n1 Shock\n', fileName: 'list.txt', preview: true });
      expect(good.body.betterFormat).toBeUndefined();
    });

    it('imports back its own CSV export of a custom creature, design and all', async () => {
      const text = [
        '[CustomCards]',
        '[{ "name": "Grove Keeper", "mana_cost": "{1}{G}", "type": "Creature", "subtypes": ["Elf"], "oracle_text": "Reach", "power": 1, "toughness": 3 }]',
        '[MainSlot]',
        '1 Grove Keeper',
        '1 Opt',
      ].join('\n');
      const made = await importNew({ text, name: 'Custom source' });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const csv = await t.app.inject({
        method: 'GET',
        url: `/api/cubes/${made.body.cubeId}/export?format=csv`,
        headers: { cookie: p.owner.cookie },
      });
      expect(csv.body.split('\r\n')[0]).toMatch(/,Custom,Voucher,Artist,Custom Design$/);
      const back = await importNew({ text: csv.body, fileName: 'source.csv', preview: true });
      expect(back.body.problems).toEqual([]);
      expect(back.body.counts).toMatchObject({ main: 2, unresolved: 0 });
      expect(back.body.customCards).toMatchObject([{ name: 'Grove Keeper', action: 'reuse' }]);
    });
  },
);
