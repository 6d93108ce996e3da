import fs from 'node:fs';
import { FORMAT_IDS } from '@cubewright/core/formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { call, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

const CARD_FILE = process.env.CARD_DATA_FILE;
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE);
if (!haveData) console.warn('export order test skipped: CARD_DATA_FILE not found');

// Added in an order that is none of colour, mana value or name.
const ADDED = [
  'Wasteland',
  'Shivan Dragon',
  'Counterspell',
  'Sol Ring',
  'Lightning Bolt',
  'Swords to Plowshares',
  'Ancestral Recall',
  'Fire // Ice',
  'Llanowar Elves',
  'Dark Ritual',
  'Brainstorm',
];
// Colour (W, U, B, R, G, multicolour, colourless, land), then mana value, then name.
const LIST_ORDER = [
  'Swords to Plowshares',
  'Ancestral Recall',
  'Brainstorm',
  'Counterspell',
  'Dark Ritual',
  'Lightning Bolt',
  'Shivan Dragon',
  'Llanowar Elves',
  'Fire // Ice',
  'Sol Ring',
  'Wasteland',
];

describe(`export order (${testDbKind})`, needs({ 'card data': haveData }), () => {
  let t: TestApp;
  let owner: Person;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: CARD_FILE! } });
    owner = (await insertPeople(t, 'order')).owner;
  }, 120_000);
  afterAll(() => t?.close());

  it('writes every format in the order the list shows: colour, then mana value, then name', async () => {
    const made = await call<{ cubeId: string }>(t.app, owner, 'POST', '/api/cubes/import-new', {
      text: ADDED.join('\n'),
      fileName: 'order.txt',
    });
    expect(made.status).toBe(201);
    for (const format of FORMAT_IDS) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/cubes/${made.body.cubeId}/export?format=${format}`,
        headers: { cookie: owner.cookie },
      });
      expect(res.statusCode, format).toBe(200);
      // Where each name first appears in the file (formats write "Fire // Ice" differently; its front face counts).
      const at = (name: string) => res.body.indexOf(name.split(' // ')[0]!);
      const positions = LIST_ORDER.map(at);
      expect(
        positions.every((p) => p >= 0),
        `${format}: ${res.body}`,
      ).toBe(true);
      expect(positions, format).toEqual([...positions].sort((a, b) => a - b));
    }
  });
});
