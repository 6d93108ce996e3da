// Helpers for the draft and simulation integration tests: the shared test bed (app, people, a cube big
// enough to draft), and a player loop over HTTP.
import type { Clock } from '@cubewright/core/clock';
import type { PickResponse, SeatViewResponse } from '@cubewright/core/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AnyBody, adds, call, createCube, type Person, save } from './cube-requests';
import { insertPeople } from './factories';
import { createTestApp, type TestApp } from './harness';

/** A cube of `n` distinct name-keyed cards (no card data needed: bots score them as average). */
export async function draftableCube(app: FastifyInstance, owner: Person, n = 80, extra = {}) {
  const id = await createCube(app, owner, { name: 'Draft Cube', ...extra });
  const res = await save(app, owner, id, adds(Array.from({ length: n }, (_, i) => `Draft Card ${i}`)));
  if (res.status !== 200) throw new Error(`saving cards failed: ${JSON.stringify(res.body)}`);
  return id;
}

export type People = Awaited<ReturnType<typeof insertPeople>>;

/** What a describe block of draft or simulation tests shares. */
export interface DraftTestBed {
  /** The app, its database and draft service; set by the block's beforeAll. */
  t: TestApp;
  p: People;
  /** The owner's public cube of draftable cards. */
  cubeId: string;
  /** `call` on the bed's app with a loosely typed body, ready before the hooks run (destructure it). */
  as: (
    person: Person | null,
    method: Parameters<typeof call>[2],
    url: string,
    body?: unknown,
  ) => ReturnType<typeof call<AnyBody>>;
}

/**
 * Registers the calling describe block's beforeAll/afterAll: a test app without the background draft
 * worker (the tests drive deadlines themselves), the usual people, and a draftable cube of `cards`
 * cards; `clock` is the app's (a ManualClock the block advances). A beforeAll the block registers after this call runs after this setup.
 */
export function draftTestBed(cards = 80, opts: { clock?: Clock } = {}): DraftTestBed {
  const bed = {
    as: (person, method, url, body) => call<AnyBody>(bed.t.app, person, method, url, body),
  } as DraftTestBed;
  beforeAll(async () => {
    bed.t = await createTestApp({ draftWorker: false, clock: opts.clock });
    bed.p = await insertPeople(bed.t);
    bed.cubeId = await draftableCube(bed.t.app, bed.p.owner, cards);
  });
  afterAll(() => bed.t?.close());
  return bed;
}

/** Creates a draft as `host` (defaults: 8 seats, 2 packs of 4, bots on, no timer). */
export async function createDraft(app: FastifyInstance, host: Person, cubeId: string, body = {}) {
  const res = await call<AnyBody>(app, host, 'POST', '/api/drafts', {
    cubeId,
    format: 'booster',
    seats: 8,
    packs: 2,
    cardsPerPack: 4,
    timerSeconds: null,
    bots: true,
    ...body,
  });
  if (res.status !== 201) throw new Error(`create draft failed: ${JSON.stringify(res.body)}`);
  return res.body.draft.id as string;
}

export const viewOf = (app: FastifyInstance, p: Person, id: string) =>
  call<SeatViewResponse>(app, p, 'GET', `/api/drafts/${id}/view`);

/** Picks the first card of the seat's current pack; null when no pack waits there. */
export async function pickFirst(app: FastifyInstance, p: Person, id: string) {
  const { body } = await viewOf(app, p, id);
  const v = body.view;
  if (!v.pack?.length) return null;
  const pick = { packNumber: v.packNumber, pickNumber: v.pickNumber, cardId: v.pack[0]!.id };
  const res = await call<PickResponse>(app, p, 'POST', `/api/drafts/${id}/picks`, pick);
  return { pick, res };
}

/** Players pick in turn until the draft is complete (or `limit` rounds pass); returns picks made. */
export async function playToEnd(app: FastifyInstance, players: Person[], id: string, limit = 500) {
  let picks = 0;
  for (let round = 0; round < limit; round++) {
    const { body } = await viewOf(app, players[0]!, id);
    if (body.status === 'complete') return picks;
    for (const p of players) {
      const done = await pickFirst(app, p, id);
      if (done) {
        if (done.res.status !== 200) throw new Error(`pick failed: ${JSON.stringify(done.res.body)}`);
        picks++;
      }
    }
  }
  throw new Error('the draft did not finish');
}

/** A started two-seat draft of the owner and the editor (no bots, one pack of three); returns its id. */
export async function startedTwoSeatDraft(app: FastifyInstance, p: People): Promise<string> {
  const cubeId = await draftableCube(app, p.owner);
  const id = await createDraft(app, p.owner, cubeId, { seats: 2, bots: false, packs: 1, cardsPerPack: 3 });
  await call(app, p.editor, 'POST', `/api/drafts/${id}/join`, {});
  await call(app, p.owner, 'POST', `/api/drafts/${id}/start`);
  return id;
}
