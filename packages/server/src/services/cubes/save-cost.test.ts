import fs from 'node:fs';
import type { CubeWithCardsResponse, SavedChange } from '@cubewright/core/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { logStatements, totalsOf } from '../../../test/query-log';
import { cubeLiveVersions } from '../../db/schema';
import { workerOf } from '../jobs/worker';

// A one-card save costs the change, not the cube (issue 29, ADR 0066): the statements it sends, the rows
// they return and the rows they write are the same on a 20-card cube and on a 2,000-card one. Reading or
// rewriting the whole list, or snapshotting it into the version, would grow both row counts a hundredfold.

const CARD_FILE = process.env.CARD_DATA_FILE;
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE);
const SMALL = 20;
const LARGE = 2_000;

describe(
  `a one-card save's cost does not grow with the cube (${testDbKind})`,
  needs({ 'card data': haveData }),
  () => {
    let t: TestApp;
    let owner: Person;
    beforeAll(async () => {
      t = await createTestApp({ cards: { file: CARD_FILE! } });
      await t.cards.start();
      // The followers' fan-out job runs after the request; its polling would land in the log.
      await workerOf(t.database)?.stop();
      owner = (await insertPeople(t, 'cost')).owner;
    });
    afterAll(() => t?.close());

    /** A cube of `size` entries written in SQL (through the API the seeding would be the slow part). */
    async function cubeOf(size: number): Promise<{ id: string; version: number; entries: string[] }> {
      const id = await createCube(t.app, owner, { visibility: 'public' });
      const rows = JSON.stringify(
        t.cards
          .index!.all()
          .slice(0, size)
          .map((c) => [c.id, c.name]),
      );
      await t.database.db.execute(sql`
      insert into cube_cards (id, cube_id, card_id, name, added_at)
      select ${id} || '-' || n, ${id}, c.v->>0, c.v->>1, now() - (n || ' seconds')::interval
      from jsonb_array_elements(${rows}::jsonb) with ordinality as c(v, n)`);
      await t.database.db.execute(sql`update cubes set card_count = ${size} where id = ${id}`);
      // A first save sums the seeded list's metadata once (the row has no totals yet); the measured ones follow.
      const version = await save(id, 1, { type: 'add', card: { name: 'Island' } });
      const { cards } = (
        await call<CubeWithCardsResponse>(t.app, owner, 'GET', `/api/cubes/${id}?cardData=false`)
      ).body;
      return { id, version, entries: cards.map((c) => c.id) };
    }

    async function save(id: string, baseVersion: number, op: Record<string, unknown>): Promise<number> {
      const res = await call<SavedChange>(t.app, owner, 'POST', `/api/cubes/${id}/changes?cards=false`, {
        baseVersion,
        ops: [op],
      });
      expect(res.status).toBe(200);
      return res.body.version.number;
    }

    /** The statements of an add, a move and a removal of one card each, with their totals. */
    async function costOf(size: number) {
      const cube = await cubeOf(size);
      const ops = [
        { type: 'add', card: { name: 'Lightning Bolt' } },
        { type: 'move', id: cube.entries[size / 2]!, board: 'maybe' },
        { type: 'remove', id: cube.entries[1]! },
      ];
      const perOp: ReturnType<typeof totalsOf>[] = [];
      let version = cube.version;
      for (const op of ops) {
        const log = await logStatements(() => save(cube.id, version, op));
        version = log.result;
        perOp.push(totalsOf(log.statements));
      }
      return perOp;
    }

    it('sends the same statements, reading and writing the same rows, at 20 and at 2,000 cards', async () => {
      const small = await costOf(SMALL);
      const large = await costOf(LARGE);
      expect(large).toEqual(small);
      // And the change's own size, not the small cube's: a handful of rows each.
      for (const op of large) {
        expect(op.returned).toBeLessThan(SMALL);
        expect(op.affected).toBeLessThan(SMALL);
      }
    });

    it("takes the room's live version in the save's transaction, so a lost broadcast loses no version", async () => {
      const cube = await cubeOf(SMALL);
      const liveVersion = async () =>
        (
          await t.database.db
            .select({ version: cubeLiveVersions.version })
            .from(cubeLiveVersions)
            .where(eq(cubeLiveVersions.cubeId, cube.id))
        )[0]?.version ?? 0;
      const before = await liveVersion();
      // The instance dies between the commit and the broadcast: nothing after the transaction runs.
      const publish = t.ctx.events.publish;
      t.ctx.events.publish = (async () => {}) as typeof publish;
      try {
        await save(cube.id, cube.version, { type: 'add', card: { name: 'Counterspell' } });
      } finally {
        t.ctx.events.publish = publish;
      }
      expect(await liveVersion()).toBe(before + 1);
    });
  },
);
