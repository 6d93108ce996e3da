// Turn notifications of asynchronous turn-based drafts, through the notifications service: the seat
// the turn reaches is told (its notification list and unread count), not after its own move (the
// snake's double pick), never a bot, and nobody at a live table.
import type { TurnViewResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { type AnyBody, call, type Person } from '../../../test/cube-requests';
import { createDraft, draftTestBed } from '../../../test/draft-bed';
import { testDbKind } from '../../../test/harness';

const TITLE = 'Your turn to draft';

describe(`turn notifications (${testDbKind})`, () => {
  const bed = draftTestBed(80);
  const { as } = bed;

  /** The turn notifications a person has for a draft, oldest first. */
  const noticesOf = async (person: Person, draftId: string) => {
    const { body } = await as(person, 'GET', '/api/notifications');
    return (body.notifications as AnyBody[])
      .filter((n) => n.title === TITLE && n.actionUrl === `/draft/session/${draftId}`)
      .map((n) => n.message as string)
      .reverse();
  };
  const tableOf = async (p: Person, id: string) =>
    (await call<TurnViewResponse>(bed.t.app, p, 'GET', `/api/drafts/${id}/table`)).body.view;
  async function pick(p: Person, id: string) {
    const view = await tableOf(p, id);
    const cards = (view.table as { cards: { id: string }[] }).cards;
    const res = await as(p, 'POST', `/api/drafts/${id}/moves`, {
      moveNumber: view.moveNumber,
      move: { cardId: cards[0]!.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  async function rotisserie(settings: AnyBody) {
    const id = await createDraft(bed.t.app, bed.p.owner, bed.cubeId, {
      format: 'rotisserie',
      seats: 2,
      modeSettings: { picksPerSeat: 3 },
      ...settings,
    });
    if (!settings.bots) await as(bed.p.editor, 'POST', `/api/drafts/${id}/join`, {});
    expect((await as(bed.p.owner, 'POST', `/api/drafts/${id}/start`)).status).toBe(200);
    return id;
  }

  it('tells each player of an asynchronous rotisserie when the snake reaches them, once per turn', async () => {
    const id = await rotisserie({ bots: false, turnHours: 24 });
    const first = (await tableOf(bed.p.owner, id)).seat === 0 ? bed.p.owner : bed.p.editor;
    const second = first === bed.p.owner ? bed.p.editor : bed.p.owner;
    const poll = (p: Person, n: number) =>
      expect.poll(async () => (await noticesOf(p, id)).length, { timeout: 10_000 }).toBe(n);
    await poll(first, 1);
    const unread = (await as(first, 'GET', '/api/notifications')).body.unreadCount as number;
    expect(unread).toBeGreaterThan(0);
    // Snake order for two seats over 3 picks: first, second, second, first, first, second.
    await pick(first, id);
    await poll(second, 1);
    await pick(second, id);
    await pick(second, id);
    await poll(first, 2);
    await pick(first, id);
    await pick(first, id);
    await poll(second, 2);
    await pick(second, id);
    expect((await tableOf(first, id)).status).toBe('done');
    expect(await noticesOf(first, id)).toEqual([
      expect.stringMatching(/^It is your turn in the Rotisserie draft of .+ \(move 1\)\.$/),
      expect.stringContaining('(move 4)'),
    ]);
    expect(await noticesOf(second, id)).toEqual([
      expect.stringContaining('(move 2)'),
      expect.stringContaining('(move 6)'),
    ]);
  });

  it('tells the player again after the bots moved, and nobody at a live table', async () => {
    const withBot = await rotisserie({ bots: true, turnHours: 24 });
    await expect
      .poll(async () => (await noticesOf(bed.p.owner, withBot)).length, { timeout: 10_000 })
      .toBe(1);
    await pick(bed.p.owner, withBot);
    // The bot picks twice at the snake's turn; then it is the owner's turn again (move 4).
    await expect
      .poll(async () => (await noticesOf(bed.p.owner, withBot)).length, { timeout: 10_000 })
      .toBe(2);
    expect((await noticesOf(bed.p.owner, withBot))[1]).toContain('(move 4)');

    const live = await rotisserie({ bots: false, timerSeconds: 60 });
    const mover =
      (await tableOf(bed.p.owner, live)).turn === (await tableOf(bed.p.owner, live)).seat
        ? bed.p.owner
        : bed.p.editor;
    await pick(mover, live);
    // The async draft above is told within the poll; a live one never is (read after a later notice).
    const later = await rotisserie({ bots: true, turnHours: 24 });
    await expect.poll(async () => (await noticesOf(bed.p.owner, later)).length, { timeout: 10_000 }).toBe(1);
    expect(await noticesOf(bed.p.owner, live)).toEqual([]);
    expect(await noticesOf(bed.p.editor, live)).toEqual([]);
  });
});
