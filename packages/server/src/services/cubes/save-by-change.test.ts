import fs from 'node:fs';
import { applyCardDiff, type CubeCard } from '@cubewright/core/cube';
import type { CubeWithCardsResponse, SavedChange } from '@cubewright/core/protocol';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { cardListFacts } from './card-facts';
import { cardLookupOf } from './card-lookup';

// A save reads and writes only the entries its ops name (ADR 0055): the cube row's metadata and board
// counts, kept from totals and the touched entries, must equal what the whole list gives after random
// batches (adds, removals, moves, overrides); the answer to ?cards=false carries the change, and that
// change applied to the list the batch was based on is the list the server holds.

const CARD_FILE = process.env.CARD_DATA_FILE;
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE);
const NAMES = ['Lightning Bolt', 'Counterspell', 'Llanowar Elves', 'Island', 'Sol Ring', 'Wrath of God'];

describe.skipIf(!haveData)(`a save costs the change (${testDbKind})`, () => {
  let t: TestApp;
  let owner: Person;
  beforeAll(async () => {
    t = await createTestApp({ cards: { file: CARD_FILE! } });
    await t.cards.start();
    owner = (await insertPeople(t, 'cost')).owner;
  });
  afterAll(() => t?.close());

  const read = async (id: string) =>
    (await call<CubeWithCardsResponse>(t.app, owner, 'GET', `/api/cubes/${id}?cardData=false`)).body;

  /** The cube row's facts against the whole list's. */
  async function expectFactsOfWholeList(id: string) {
    const { cube, cards } = await read(id);
    const whole = cardListFacts(cardLookupOf(t.ctx), cards);
    expect(cube.metadata).toEqual(whole.metadata);
    expect(cube.cardCount).toBe(whole.cardCount);
    expect(cube.maybeCount).toBe(whole.maybeCount);
  }

  type Step = { kind: 'add' | 'remove' | 'move' | 'override'; pick: number; name: number };
  const opFor = (step: Step, cards: CubeCard[]) => {
    const entry = cards[step.pick % Math.max(cards.length, 1)];
    if (step.kind === 'add' || !entry) {
      return { type: 'add', card: { name: NAMES[step.name % NAMES.length]! } };
    }
    if (step.kind === 'remove') return { type: 'remove', id: entry.id };
    if (step.kind === 'move')
      return { type: 'move', id: entry.id, board: entry.board === 'main' ? 'maybe' : 'main' };
    return { type: 'update', id: entry.id, fields: { manaValue: step.name, typeLine: 'Creature — Test' } };
  };

  it('keeps the metadata and counts of the whole list, and answers with the change alone', async () => {
    const step = fc.record({
      kind: fc.constantFrom('add', 'add', 'remove', 'move', 'override'),
      pick: fc.nat(),
      name: fc.nat({ max: 20 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { maxLength: 6 }),
        async (batches) => {
          const id = await createCube(t.app, owner, { visibility: 'public' });
          for (const batch of batches) {
            const before = await read(id);
            // One op per entry: two ops on one entry in a batch are the editor's to fold, not this test's.
            const seen = new Set<string>();
            const ops = batch
              .map((s: Step) => opFor(s, before.cards))
              .filter((op) => {
                const entryId = 'id' in op ? op.id : undefined;
                if (!entryId) return true;
                if (seen.has(entryId)) return false;
                seen.add(entryId);
                return true;
              });
            const res = await call<SavedChange>(
              t.app,
              owner,
              'POST',
              `/api/cubes/${id}/changes?cards=false`,
              {
                baseVersion: before.cube.version,
                ops,
              },
            );
            expect(res.status, JSON.stringify(res.body)).toBe(200);
            expect(res.body).not.toHaveProperty('cards');
            const after = await read(id);
            const byId = (cards: CubeCard[]) => new Map(cards.map((c) => [c.id, c]));
            expect(byId(applyCardDiff(before.cards, res.body.diff))).toEqual(byId(after.cards));
            await expectFactsOfWholeList(id);
          }
        },
      ),
      { numRuns: 6, seed: 29 },
    );
  });

  it('sums the whole list once for a cube saved before the totals were kept', async () => {
    const id = await createCube(t.app, owner);
    const adds = NAMES.map((name) => ({ type: 'add', card: { name } }));
    await call(t.app, owner, 'POST', `/api/cubes/${id}/changes`, { baseVersion: 1, ops: adds });
    await t.database.db.execute(sql`update cubes set metadata_totals = null where id = ${id}`);
    const { cards } = await read(id);
    const res = await call(t.app, owner, 'POST', `/api/cubes/${id}/changes`, {
      baseVersion: 2,
      ops: [{ type: 'remove', id: cards[0]!.id }],
    });
    expect(res.status).toBe(200);
    expect(res.body.cards).toHaveLength(NAMES.length - 1);
    await expectFactsOfWholeList(id);
  });
});
