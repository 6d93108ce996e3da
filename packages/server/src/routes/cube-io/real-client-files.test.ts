// Files as real clients write them, through the import route: the card index settles names that start
// with a number, and Draftmancer lists with slot options and lenient custom cards import with warnings.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { type AnyBody, call, signUpPeople } from '../../../test/cube-requests';
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
    let p: Awaited<ReturnType<typeof signUpPeople>>;
    beforeAll(async () => {
      t = await createTestApp({ cards: { file: CARD_FILE!, printings: PRINTINGS_FILE } });
      p = await signUpPeople(t.app, 'rcf');
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
  },
);
