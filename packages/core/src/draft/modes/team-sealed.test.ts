import { describe, expect, it } from 'vitest';
import type { SeatKind } from '../types';
import {
  createTeamSealed,
  type TeamSealedMove,
  type TeamSealedState,
  teamSealed,
  teamSealedView,
} from './team-sealed';
import { applyTurnEvents, turnReducer } from './turn-engine';
import { runTurns, testCards, testSeats } from './turn-modes.test-support';

/** Two teams of two (seats 0-1 and 2-3), each with a pool of 6 cards: a0..a5 and b0..b5. */
function table(kinds: SeatKind[] = []): TeamSealedState {
  const r = createTeamSealed({
    seed: 'team',
    seats: testSeats(4, kinds),
    pools: [testCards(6, 'a'), testCards(6, 'b')],
  });
  if (!r.ok) throw new Error(r.error);
  return runTurns(teamSealed, r.value, [{ type: 'start', now: 0 }]).state;
}

const by = (s: TeamSealedState, seat: number, move: TeamSealedMove) => ({
  type: 'move' as const,
  seat,
  moveNumber: s.moveNumber,
  move,
  now: 0,
});

const play = (s: TeamSealedState, seat: number, move: TeamSealedMove) =>
  runTurns(teamSealed, s, [by(s, seat, move)]).state;

const ids = (cards: { id: string }[]) => cards.map((c) => c.id);

describe('Team sealed', () => {
  it('members claim from their own team pool in any order, and return cards to it', () => {
    let s = table();
    s = play(s, 3, { claim: 'b2' });
    s = play(s, 0, { claim: 'a0' });
    s = play(s, 0, { claim: 'a1' });
    s = play(s, 1, { claim: 'a5' });
    s = play(s, 0, { return: 'a0' });
    expect(ids(s.seats[0]!.pool)).toEqual(['a1']);
    expect(ids(s.seats[1]!.pool)).toEqual(['a5']);
    expect(ids(s.seats[3]!.pool)).toEqual(['b2']);
    expect(ids(s.teamPools[0]!)).toEqual(['a2', 'a3', 'a4', 'a0']);
    expect(ids(s.teamPools[1]!)).toEqual(['b0', 'b1', 'b3', 'b4', 'b5']);
  });

  it("refuses another team's card, a card not in the pool, and moves after done", () => {
    let s = table();
    expect(turnReducer(teamSealed, s, by(s, 0, { claim: 'b0' })).events[0]).toMatchObject({
      code: 'bad_move',
      message: "That card is not in your team's pool (already claimed?).",
    });
    expect(turnReducer(teamSealed, s, by(s, 0, { return: 'a0' })).events[0]).toMatchObject({
      code: 'bad_move',
      message: 'That card is not in your pool.',
    });
    s = play(s, 1, { done: true });
    expect(turnReducer(teamSealed, s, by(s, 1, { claim: 'a0' })).events[0]).toMatchObject({
      code: 'not_your_turn',
      message: 'P1 has already finished choosing.',
    });
  });

  it('ends when every member of every team is done; unclaimed cards stay in the team pool', () => {
    let s = table();
    s = play(s, 0, { claim: 'a0' });
    for (const seat of [0, 1, 2]) s = play(s, seat, { done: true });
    expect(s.status).toBe('drafting');
    expect(s.turn).toBe(3);
    s = play(s, 3, { done: true });
    expect(s.status).toBe('done');
    expect(s.turn).toBeNull();
    expect(s.teamPools[0]).toHaveLength(5);
  });

  describe('a move sent under a number a teammate took first', () => {
    // Both teammates saw move number 0 and clicked at once; seat 1's claim landed first.
    const race = () => {
      const s = table();
      return { seen: s, after: play(s, 1, { claim: 'a1' }) };
    };

    it('is played on the table as it is now, as the current move', () => {
      const { seen, after } = race();
      const r = turnReducer(teamSealed, after, by(seen, 0, { claim: 'a0' }));
      expect(r.events).toEqual([
        { type: 'moved', seat: 0, moveNumber: 1, move: { claim: 'a0' }, auto: false },
      ]);
      expect(ids(r.state.seats[0]!.pool)).toEqual(['a0']);
      expect(ids(r.state.seats[1]!.pool)).toEqual(['a1']);
      expect(r.state.moveNumber).toBe(2);
      expect(r.state.seats[0]!.picks[0]!.moveNumber).toBe(1);
      // A return and Done are judged the same way.
      const back = turnReducer(teamSealed, r.state, by(after, 0, { return: 'a0' }));
      expect(back.events[0]).toMatchObject({ type: 'moved', moveNumber: 2 });
      const done = turnReducer(teamSealed, back.state, by(seen, 0, { done: true }));
      expect(done.events[0]).toMatchObject({ type: 'moved', moveNumber: 3 });
    });

    it('is a no-op when resent after its acknowledgement was lost, even with moves in between', () => {
      const { seen, after } = race();
      const claim = by(seen, 0, { claim: 'a0' });
      let s = turnReducer(teamSealed, after, claim).state;
      s = play(s, 1, { claim: 'a2' });
      s = play(s, 2, { claim: 'b0' });
      expect(turnReducer(teamSealed, s, claim)).toEqual({ state: s, events: [] });
      // So is a resend of a move played under its own number, with the teammate's after it.
      const own = by(s, 0, { claim: 'a3' });
      s = turnReducer(teamSealed, s, own).state;
      s = play(s, 1, { claim: 'a4' });
      expect(turnReducer(teamSealed, s, own)).toEqual({ state: s, events: [] });
      expect(ids(s.seats[0]!.pool)).toEqual(['a0', 'a3']);
      expect(s.moves.filter((m) => m.seat === 0)).toHaveLength(2);
    });

    it("is refused with the mode's message when the card is gone: a real double claim", () => {
      const { seen, after } = race();
      const r = turnReducer(teamSealed, after, by(seen, 0, { claim: 'a1' }));
      expect(r.state).toBe(after);
      expect(r.events).toEqual([
        {
          type: 'error',
          seat: 0,
          code: 'bad_move',
          message: "That card is not in your team's pool (already claimed?).",
        },
      ]);
    });

    it('is refused once its seat is done or the draft is over; a number from the future still is', () => {
      const { seen, after } = race();
      const s = play(after, 0, { done: true });
      expect(turnReducer(teamSealed, s, by(seen, 0, { claim: 'a0' })).events[0]).toMatchObject({
        code: 'not_your_turn',
      });
      let end = s;
      for (const seat of [1, 2, 3]) end = play(end, seat, { done: true });
      expect(turnReducer(teamSealed, end, by(seen, 1, { claim: 'a0' })).events[0]).toMatchObject({
        code: 'draft_over',
      });
      expect(
        turnReducer(teamSealed, after, { ...by(after, 0, { claim: 'a0' }), moveNumber: 5 }).events[0],
      ).toMatchObject({ code: 'wrong_pick', message: 'Expected move 2, got move 6.' });
    });
  });

  it('a seat sees its own team pool only', () => {
    let s = table();
    s = play(s, 2, { claim: 'b0' });
    const v = teamSealedView(s, 0)!;
    expect(v.table).toEqual({
      team: 0,
      teams: [
        [0, 1],
        [2, 3],
      ],
      teamPool: testCards(6, 'a'),
      done: [false, false, false, false],
    });
    expect(JSON.stringify(v)).not.toContain('"b');
    expect(v.seats.map((x) => x.pool)).toEqual([null, null, null, null]);
    expect(v.seats[2]!.poolSize).toBe(1);
    expect(ids(teamSealedView(s, 3)!.table.teamPool)).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
  });

  it('bots take an even share of their team pool at the start, then are done', () => {
    const s = table(['human', 'bot', 'bot', 'bot']);
    expect(s.seats.map((x) => x.pool.length)).toEqual([0, 3, 3, 3]);
    expect(s.done).toEqual([false, true, true, true]);
    expect(s.teamPools.map((p) => p.length)).toEqual([3, 0]);
    expect(s.turn).toBe(0);
    const end = play(s, 0, { done: true });
    expect(end.status).toBe('done');
  });

  it('the fold of the events rebuilds the state', () => {
    const r = createTeamSealed({
      seed: 't',
      seats: testSeats(4),
      pools: [testCards(6, 'a'), testCards(6, 'b')],
    });
    if (!r.ok) throw new Error(r.error);
    let s = runTurns(teamSealed, r.value, [{ type: 'start', now: 0 }]);
    const events = [...s.events];
    for (const [seat, move] of [
      [2, { claim: 'b3' }],
      [0, { claim: 'a1' }],
      [2, { return: 'b3' }],
      [1, { done: true }],
    ] as const) {
      s = runTurns(teamSealed, s.state, [by(s.state, seat, move)]);
      events.push(...s.events);
    }
    expect(applyTurnEvents(teamSealed, r.value, events)).toEqual(s.state);
  });

  it('refuses seats that do not split into teams of two or more', () => {
    const pools = [testCards(6, 'a'), testCards(6, 'b'), testCards(6, 'c')];
    expect(createTeamSealed({ seed: 'x', seats: testSeats(4), pools })).toEqual({
      ok: false,
      error: '4 players do not split evenly into 3 teams; seat a multiple of 3.',
    });
    expect(createTeamSealed({ seed: 'x', seats: testSeats(3), pools })).toEqual({
      ok: false,
      error: 'Team sealed draft is for 4 to 16 players, got 3.',
    });
  });
});
