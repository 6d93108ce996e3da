// The modes' bots judge with the booster bots' scores: learned ratings decide which pile, line or
// card they take. Synthetic cards with a ratings map, so the tests need no data files.
import { describe, expect, it } from 'vitest';
import { createCardJudge } from '../../bots/judge';
import { createRng } from '../../random';
import { testCube } from '../../simulation/synthetic-cube.test-support';
import type { DraftCard } from '../types';
import { createGlimpse, glimpse } from './glimpse';
import { createGrid, grid } from './grid';
import { createHousman, housman } from './housman';
import { createRochester, rochester } from './rochester';
import { createRotisserie, rotisserie } from './rotisserie';
import { createSilentAuction, silentAuction } from './silent-auction';
import { createSolomon, solomon } from './solomon';
import { turnReducer } from './turn-engine';
import { testSeats } from './turn-modes.test-support';
import { createWinchester, winchester } from './winchester';
import { createWinston, winston } from './winston';

const cube = testCube(60);
const cards: DraftCard[] = cube.entries.map((e) => ({ id: e.id, cardId: e.cardId }));
/** Every card rated as filler except the ones named, rated as bombs. */
const judgeRating = (bombs: DraftCard[]) =>
  createCardJudge({
    cards: (id) => cube.cards.get(id),
    ratings: new Map(cards.map((c) => [c.cardId, bombs.some((b) => b.id === c.id) ? 5 : 1])),
  });
const rng = () => createRng('bots');

function must<T>(r: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

describe('mode bots judge with the booster ratings', () => {
  it('a Winston bot takes a pile holding a bomb and passes a pile of filler', () => {
    const s = must(
      createWinston({ seed: 'b', seats: testSeats(2, ['bot', 'bot']), cards, cardsPerSeat: 10 }),
    );
    s.turn = 0;
    s.piles[0] = [cards[1]!, cards[2]!];
    expect(winston.botMove(s, 0, judgeRating([]), rng())).toEqual({ take: false, pile: 0 });
    expect(winston.botMove(s, 0, judgeRating([cards[2]!]), rng())).toEqual({ take: true, pile: 0 });
    // Filler on the last pile with an empty stack must still be taken.
    s.stack = [];
    s.piles = [[], [], [cards[1]!]];
    s.looking = 2;
    expect(winston.botMove(s, 0, judgeRating([]), rng())).toEqual({ take: true, pile: 2 });
  });

  it('a grid bot takes the line holding the most value', () => {
    const s = must(createGrid({ seed: 'b', seats: testSeats(2), cards, grids: 1 }));
    grid.begin(s);
    const line = (cells: number[]) => grid.botMove(s, 0, judgeRating(cells.map((c) => s.grid[c]!)), rng());
    expect(line([1, 4, 7])).toEqual({ line: 'column', index: 1 });
    expect(line([3, 4, 5])).toEqual({ line: 'row', index: 1 });
    // Two bombs in column 3 beat one in each row.
    expect(line([2, 8])).toEqual({ line: 'column', index: 2 });
  });

  it('Rochester and rotisserie bots take the best-rated card on the table', () => {
    const packs = [0, 1].map((s) => [cards.slice(s * 8, s * 8 + 8)]);
    const r = must(createRochester({ seed: 'b', seats: testSeats(2), packs }));
    rochester.begin(r);
    expect(rochester.botMove(r, 0, judgeRating([r.pack[5]!]), rng())).toEqual({ cardId: r.pack[5]!.id });
    const rot = must(createRotisserie({ seed: 'b', seats: testSeats(2), cards, picksPerSeat: 10 }));
    rotisserie.begin(rot);
    expect(rotisserie.botMove(rot, 0, judgeRating([cards[41]!]), rng())).toEqual({ cardId: cards[41]!.id });
  });

  it('a Winchester bot takes the richest pile; a Solomon bot splits evenly and takes the better pile', () => {
    const w = must(createWinchester({ seed: 'b', seats: testSeats(2), cards, cardsPerSeat: 10 }));
    w.turn = 0;
    w.piles = [[cards[0]!], [cards[1]!, cards[2]!], [cards[3]!], [cards[4]!]];
    expect(winchester.botMove(w, 0, judgeRating([cards[2]!]), rng())).toEqual({ pile: 1 });
    const so = must(createSolomon({ seed: 'b', seats: testSeats(2), cards, packs: 2 }));
    solomon.begin(so);
    const bombs = so.pack.slice(0, 2);
    const judge = judgeRating(bombs);
    const move = solomon.botMove(so, 0, judge, rng());
    if (!('split' in move)) throw new Error('expected a split');
    // The two bombs go to different piles.
    expect(bombs.filter((b) => move.split.includes(b.id))).toHaveLength(1);
    so.piles = [[bombs[0]!], so.pack.slice(2)];
    expect(solomon.botMove(so, 1, judge, rng())).toEqual({ choose: 0 });
  });

  it('a Housman bot swaps its weakest card for the best card of the row', () => {
    const h = must(createHousman({ seed: 'b', seats: testSeats(2), cards, rounds: 1 }));
    housman.begin(h);
    const [strong, bomb] = [h.hands[0]!.slice(1), h.row[3]!];
    const move = housman.botMove(h, 0, judgeRating([...strong, bomb]), rng());
    expect(move).toEqual({ give: h.hands[0]![0]!.id, take: bomb.id });
  });

  it('a table of bots plays each mode to the end from the same judge', () => {
    const judge = judgeRating(cards.filter((_, i) => i % 7 === 0));
    const seats = testSeats(2, ['bot', 'bot']);
    const states = [
      { rules: winston, s: must(createWinston({ seed: 't', seats, cards, cardsPerSeat: 20 })) },
      { rules: grid, s: must(createGrid({ seed: 't', seats, cards, grids: 6 })) },
      { rules: rotisserie, s: must(createRotisserie({ seed: 't', seats, cards, picksPerSeat: 15 })) },
      {
        rules: glimpse,
        s: must(createGlimpse({ seed: 't', seats, packs: [[cards.slice(0, 15)], [cards.slice(15, 30)]] })),
      },
      {
        rules: silentAuction,
        s: must(createSilentAuction({ seed: 't', seats, cards: cards.slice(0, 20), budget: 100 })),
      },
    ] as const;
    for (const { rules, s } of states) {
      // biome-ignore lint/suspicious/noExplicitAny: one loop over several modes' rules
      const done = turnReducer(rules as any, s, { type: 'start', now: 0 }, { judge }).state;
      expect(done.status, rules.id).toBe('done');
      expect(done.seats.every((seat) => seat.picks.every((p) => p.auto))).toBe(true);
    }
  });
});
