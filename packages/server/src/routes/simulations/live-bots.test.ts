import { cardPrior, ELO_START, type EloRow, learnedValue } from '@cubewright/core/bots';
import { withOverrides } from '@cubewright/core/cube';
import type { DraftEvent } from '@cubewright/core/draft';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scryfallCard } from '../../../../core/src/cards/scryfall-objects.test-support';
import { boosterInternals } from '../../../../core/src/draft/modes/booster-internals.test-support';
import { type AnyBody, adds, call, createCube, type Person, save } from '../../../test/cube-requests';
import { createDraft, viewOf } from '../../../test/draft-bed';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind, writeTestCardFile } from '../../../test/harness';
import { cardRatings, draftEvents, drafts } from '../../db/schema';
import { GLOBAL_SCOPE, refreshRatings } from '../../services/ratings/refresh';

// Live bots value cards by the learned ratings: the cube's own, else the global ones. Eight green
// creatures whose priors fall with their mana value (5 to 12); the ratings say the opposite. In a
// 2-seat draft of one 4-card pack each, every card is dealt, and the bot's first pick must be the
// card the learned values prefer, not the one its prior would take.

const NAMES = Array.from({ length: 8 }, (_, i) => `Learned Bear ${i}`);
/** The Elo whose bot value is `value` (eloToValue inverted). */
const eloFor = (value: number) => ELO_START + (value - 2.6) * 120;
const CONFIDENT = 100_000;

describe(`live bots use learned ratings (${testDbKind})`, () => {
  let t: TestApp;
  let p: Record<'admin' | 'owner' | 'editor' | 'stranger', Person>;
  let cardFile: ReturnType<typeof writeTestCardFile> | undefined;
  beforeAll(async () => {
    const cards = NAMES.map((name, i) =>
      scryfallCard(name, {
        mana_cost: `{${4 + i}}{G}`,
        cmc: 5 + i,
        type_line: 'Creature — Bear',
        colors: ['G'],
        color_identity: ['G'],
        power: '2',
        toughness: '2',
      }),
    );
    cardFile = writeTestCardFile(cards);
    t = await createTestApp({ cards: { file: cardFile.file }, draftWorker: false });
    p = await insertPeople(t);
  });
  afterAll(async () => {
    await t?.close();
    cardFile?.remove();
  });

  async function bearCube(): Promise<{ id: string; cardIds: string[] }> {
    const id = await createCube(t.app, p.owner, { name: 'Bears' });
    expect((await save(t.app, p.owner, id, adds(NAMES))).status).toBe(200);
    const cube = await call<AnyBody>(t.app, null, 'GET', `/api/cubes/${id}`);
    return { id, cardIds: NAMES.map((n) => cube.body.cards.find((c: AnyBody) => c.name === n).cardId) };
  }

  const prior = (cardId: string) => cardPrior(t.cards.index!.get(cardId)!);

  /** The bot seat's first pick and the pack it chose from. */
  async function botFirstPick(cubeId: string) {
    const draftId = await createDraft(t.app, p.owner, cubeId, { seats: 2, packs: 1, cardsPerPack: 4 });
    expect((await call(t.app, p.owner, 'POST', `/api/drafts/${draftId}/start`)).status).toBe(200);
    const db = t.database.db;
    const [row] = await db.select().from(drafts).where(eq(drafts.id, draftId));
    const initial = row!.initial!;
    const bot = initial.seats.findIndex((s) => s.kind === 'bot');
    expect(bot).toBeGreaterThanOrEqual(0);
    const log = await db
      .select({ events: draftEvents.events })
      .from(draftEvents)
      .where(eq(draftEvents.draftId, draftId))
      .orderBy(asc(draftEvents.seq));
    const pick = log
      .flatMap((r) => r.events as DraftEvent[])
      .find((e) => (e.type === 'picked' || e.type === 'autoPicked') && e.seat === bot && e.pickNumber === 0);
    if (pick?.type !== 'picked' && pick?.type !== 'autoPicked') throw new Error('the bot did not pick');
    return {
      taken: pick.card.cardId,
      pack: boosterInternals(initial)!.packs[pick.packId]!.map((c) => c.cardId),
    };
  }

  const best = (pack: string[], value: (id: string) => number) =>
    pack.reduce((a, b) => (value(b) > value(a) ? b : a));

  let first: Awaited<ReturnType<typeof bearCube>>;

  it("takes the card the cube's learned ratings prefer over its prior's choice", async () => {
    const cube = await bearCube();
    first = cube;
    // The global ratings agree with the priors; the cube's own, which win, reverse their order.
    const rows: EloRow[] = cube.cardIds.map((id) => ({
      elo: eloFor(4.5 - prior(id)),
      picks: 50,
      comparisons: CONFIDENT,
    }));
    await t.database.db.insert(cardRatings).values([
      ...cube.cardIds.map((cardId, i) => ({ scope: cube.id, cardId, ...rows[i]! })),
      ...cube.cardIds.map((cardId) => ({
        scope: GLOBAL_SCOPE,
        cardId,
        elo: eloFor(prior(cardId) + 2),
        picks: 50,
        comparisons: CONFIDENT,
      })),
    ]);
    const learned = new Map(cube.cardIds.map((id, i) => [id, learnedValue(prior(id), rows[i]!)]));
    const { taken, pack } = await botFirstPick(cube.id);
    expect(pack).toHaveLength(4);
    expect(taken).toBe(best(pack, (id) => learned.get(id)!));
    expect(taken).not.toBe(best(pack, prior));
  });

  it('falls back to the global ratings for a cube without its own', async () => {
    const cube = await bearCube();
    // Another cube of the same cards, after the ratings job's next run said the reverse of the priors
    // globally: the global rows apply (the first cube's own rows do not).
    const db = t.database.db;
    await db.delete(cardRatings).where(eq(cardRatings.scope, GLOBAL_SCOPE));
    await db.insert(cardRatings).values(
      cube.cardIds.map((cardId) => ({
        scope: GLOBAL_SCOPE,
        cardId,
        elo: eloFor(4.5 - prior(cardId)),
        picks: 50,
        comparisons: CONFIDENT,
      })),
    );
    const globalRows = await db.select().from(cardRatings).where(eq(cardRatings.scope, GLOBAL_SCOPE));
    const global = new Map(globalRows.map((r) => [r.cardId, learnedValue(prior(r.cardId), r)]));
    const { taken, pack } = await botFirstPick(cube.id);
    expect(taken).toBe(best(pack, (id) => global.get(id)!));
    expect(taken).not.toBe(best(pack, prior));
  });

  it("drops a cube's cached picker when the ratings job refreshes", async () => {
    // No person has picked in these drafts, so the refresh leaves no ratings: back to the priors.
    expect(await refreshRatings(t.database.db, new Date())).toMatchObject({ picks: 0, rows: 0 });
    const { taken, pack } = await botFirstPick(first.id);
    expect(taken).toBe(best(pack, prior));
  });

  it("knows the cube's custom cards (a custom dud is not taken while bears remain)", async () => {
    // Unknown to the card index, the dud would be an average card (value 2) and beat every bear.
    const made = await call<AnyBody>(t.app, p.owner, 'POST', '/api/custom-cards', {
      fields: { name: 'Custom Dud', manaCost: '{14}{G}', types: ['Creature'], power: '1', toughness: '1' },
    });
    expect(made.status).toBe(201);
    const dud = `custom:${made.body.customCard.id}`;
    const id = await createCube(t.app, p.owner, { name: 'Bears and a dud' });
    const cards = [...adds(NAMES.slice(0, 7)), { type: 'add', card: { name: 'Custom Dud', cardId: dud } }];
    expect((await save(t.app, p.owner, id, cards)).status).toBe(200);
    const draftId = await createDraft(t.app, p.owner, id, { seats: 2, packs: 1, cardsPerPack: 4 });
    expect((await call(t.app, p.owner, 'POST', `/api/drafts/${draftId}/start`)).status).toBe(200);
    // The person never takes the dud either, so whoever ends with it took it as a pack's last card.
    for (let i = 0; i < 4; i++) {
      const { body } = await viewOf(t.app, p.owner, draftId);
      const pack = body.view.pack ?? [];
      const choice = pack.find((c) => c.cardId !== dud) ?? pack[0]!;
      const pick = { packNumber: body.view.packNumber, pickNumber: body.view.pickNumber, cardId: choice.id };
      expect((await call(t.app, p.owner, 'POST', `/api/drafts/${draftId}/picks`, pick)).status).toBe(200);
    }
    const log = await t.database.db
      .select({ events: draftEvents.events })
      .from(draftEvents)
      .where(eq(draftEvents.draftId, draftId));
    const dudPick = log
      .flatMap((r) => r.events as DraftEvent[])
      .find((e) => (e.type === 'picked' || e.type === 'autoPicked') && e.card.cardId === dud);
    expect(dudPick).toMatchObject({ pickNumber: 3 });
  });

  it("judges cards by the entries' overrides (a reversed mana value reverses the bot's choice)", async () => {
    // No ratings are left (the refresh above cleared them): the bot goes by priors, which fall with
    // mana value. Overriding bear i's mana value to 12 - i makes the dearest card the cheapest.
    const id = await createCube(t.app, p.owner, { name: 'Overridden bears' });
    const saved = await save(t.app, p.owner, id, adds(NAMES));
    expect(saved.status).toBe(200);
    const entries: AnyBody[] = saved.body.cards;
    const manaValueOf = new Map<string, number>();
    const updates = NAMES.map((name, i) => {
      const entry = entries.find((c) => c.name === name)!;
      manaValueOf.set(entry.cardId, 12 - i);
      return { type: 'update', id: entry.id, fields: { manaValue: 12 - i } };
    });
    expect((await save(t.app, p.owner, id, updates)).status).toBe(200);
    const overridden = (cardId: string) =>
      cardPrior(withOverrides(t.cards.index!.get(cardId)!, { manaValue: manaValueOf.get(cardId)! }));
    const { taken, pack } = await botFirstPick(id);
    expect(taken).toBe(best(pack, overridden));
    expect(taken).not.toBe(best(pack, prior));
  });
});
