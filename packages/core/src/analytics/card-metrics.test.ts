import { describe, expect, it } from 'vitest';
import {
  type CardCounters,
  type Contribution,
  cardMetricOf,
  contributionDelta,
  emptyCounters,
  eventContribution,
  LOW_SAMPLE_DECKS,
  laplaceRate,
  METRIC_COUNTERS,
  pickContribution,
} from './card-metrics';

/** Sums contributions into totals, as the database does. */
function total(...parts: Contribution[]): Record<string, CardCounters> {
  const out: Record<string, CardCounters> = {};
  for (const part of parts) {
    for (const [id, c] of Object.entries(part)) {
      const t = out[id] ?? emptyCounters();
      for (const k of METRIC_COUNTERS) t[k] += c[k] ?? 0;
      out[id] = t;
    }
  }
  return out;
}

describe('laplaceRate', () => {
  it('adds one success and one failure', () => {
    expect(laplaceRate(0, 0)).toBe(0.5);
    expect(laplaceRate(1, 1)).toBeCloseTo(2 / 3);
    expect(laplaceRate(0, 1)).toBeCloseTo(1 / 3);
    expect(laplaceRate(30, 40)).toBeCloseTo(31 / 42);
  });

  it('fades as the sample grows: 3 of 4 reads further from 75% than 300 of 400', () => {
    expect(Math.abs(laplaceRate(3, 4) - 0.75)).toBeGreaterThan(Math.abs(laplaceRate(300, 400) - 0.75));
  });
});

describe('ATA from pick logs', () => {
  it('averages the pick numbers people took a card at and counts first picks', () => {
    const draftA = pickContribution([
      { cardId: 'bolt', pick: 1, left: [] },
      { cardId: 'bear', pick: 9, left: [] },
    ]);
    const draftB = pickContribution([
      { cardId: 'bolt', pick: 4, left: [] },
      { cardId: 'bolt', pick: 1, left: [] },
    ]);
    const totals = total(draftA, draftB);
    const bolt = cardMetricOf('bolt', totals.bolt!);
    expect(bolt.picks).toBe(3);
    expect(bolt.ata).toBe(2);
    expect(bolt.firstPicks).toBe(2);
    expect(cardMetricOf('bear', totals.bear!).ata).toBe(9);
  });

  it('counts how often people took a card when it was in the pack they picked from', () => {
    const totals = total(
      pickContribution([
        { cardId: 'bolt', pick: 1, left: ['bear', 'opt'] },
        { cardId: 'opt', pick: 2, left: ['bear'] },
      ]),
      pickContribution([{ cardId: 'bear', pick: 1, left: ['bolt'] }]),
    );
    expect(cardMetricOf('bolt', totals.bolt!)).toMatchObject({ seen: 2, takenWhenSeen: 0.5 });
    expect(cardMetricOf('bear', totals.bear!)).toMatchObject({ seen: 3, takenWhenSeen: 1 / 3 });
    expect(cardMetricOf('opt', totals.opt!)).toMatchObject({ seen: 2, takenWhenSeen: 0.5 });
    // An event alone says nothing of packs.
    const decks = total(eventContribution([{ playerId: 'p', main: ['x'], side: [] }], []));
    expect(cardMetricOf('x', decks.x!).takenWhenSeen).toBeNull();
  });

  it('has no ATA for a card no person took', () => {
    const decks = total(eventContribution([{ playerId: 'p', main: ['x'], side: [] }], []));
    expect(cardMetricOf('x', decks.x!).ata).toBeNull();
  });
});

describe('eventContribution', () => {
  const decks = [
    { playerId: 'ann', main: ['bolt', 'bolt', 'bear'], side: ['wall'] },
    { playerId: 'bob', main: ['wall'], side: ['bolt'] },
    { playerId: 'cat', main: ['bolt'], side: [] },
  ];
  const matches = [
    { a: 'ann', b: 'bob', aWins: 2, bWins: 1, draws: 0 },
    { a: 'cat', b: 'ann', aWins: 1, bWins: 1, draws: 1 },
    { a: 'bob', b: null, aWins: 2, bWins: 0, draws: 0 },
  ];
  const metrics = total(eventContribution(decks, matches));
  const of = (id: string) => cardMetricOf(id, metrics[id]!);

  it('counts a card once per deck, drafted in main or side, main only where played', () => {
    expect(of('bolt')).toMatchObject({ drafted: 3, mainDecks: 2, mainRate: 2 / 3 });
    expect(of('wall')).toMatchObject({ drafted: 2, mainDecks: 1, mainRate: 0.5 });
  });

  it("adds each main deck's matches and games; a bye is no match", () => {
    // bolt: ann (won 2-1, drew 1-1-1) and cat (drew 1-1-1).
    expect(of('bolt')).toMatchObject({
      matchWins: 1,
      matchLosses: 0,
      matchDraws: 2,
      gameWins: 4,
      gameLosses: 3,
      gameDraws: 2,
    });
    // wall: bob lost 1-2; his bye is not counted.
    expect(of('wall')).toMatchObject({ matchWins: 0, matchLosses: 1, gameWins: 1, gameLosses: 2 });
  });

  it('smooths win rates with Laplace, draws counting half', () => {
    expect(of('bolt').matchWinRate).toBeCloseTo((1 + 1 + 1) / (3 + 2));
    expect(of('bolt').gameWinRate).toBeCloseTo((4 + 1 + 1) / (9 + 2));
    expect(of('bolt').rawMatchWinRate).toBeCloseTo(2 / 3);
    expect(of('wall').matchWinRate).toBeCloseTo(1 / 3);
  });

  it('flags a card played main by fewer than 30 decks', () => {
    expect(of('bolt').lowSample).toBe(true);
    const many = eventContribution(
      Array.from({ length: LOW_SAMPLE_DECKS }, (_, i) => ({ playerId: `p${i}`, main: ['bolt'], side: [] })),
      [],
    );
    expect(cardMetricOf('bolt', total(many).bolt!).lowSample).toBe(false);
  });
});

describe('contributionDelta', () => {
  it('turns the old contribution into the new one, leaving unchanged cards out', () => {
    const before = eventContribution([{ playerId: 'a', main: ['bolt', 'bear'], side: [] }], []);
    const after = eventContribution(
      [{ playerId: 'a', main: ['bolt'], side: ['bear'] }],
      [{ a: 'a', b: 'b', aWins: 2, bWins: 0, draws: 0 }],
    );
    const delta = contributionDelta(before, after);
    expect(delta.bear).toEqual({ mainDecks: -1 });
    expect(delta.bolt).toEqual({ matchWins: 1, gameWins: 2 });
    expect(total(before, delta)).toEqual(total(after));
    expect(contributionDelta(after, after)).toEqual({});
  });
});
