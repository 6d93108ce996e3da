import { maximumMatching } from './maximum-matching';
import { type Pairing, pairKey } from './types';

// Swiss: the ranked players are paired top-down with the nearest player they have not met; the search
// backtracks when a choice strands someone, and it only runs once the blossom matching has shown that a
// pairing without rematches exists. With an odd count the bye goes to the lowest-ranked player without
// one (moving up only when that choice would force a rematch).

const SEARCH_BUDGET = 20_000;

class OutOfBudget extends Error {}

function rankedSearch(players: readonly string[], met: ReadonlySet<string>): Pairing[] | null {
  let steps = 0;
  const search = (rest: readonly string[]): Pairing[] | null => {
    if (rest.length === 0) return [];
    if (++steps > SEARCH_BUDGET) throw new OutOfBudget();
    const [top, ...others] = rest as [string, ...string[]];
    for (let j = 0; j < others.length; j++) {
      const partner = others[j] as string;
      if (met.has(pairKey(top, partner))) continue;
      const tail = search([...others.slice(0, j), ...others.slice(j + 1)]);
      if (tail) return [{ a: top, b: partner }, ...tail];
    }
    return null;
  };
  return search(players);
}

/** The blossom matching on "not yet met", grown from a greedy top-down start so it stays near the ranks. */
function matchingOf(players: readonly string[], met: ReadonlySet<string>): Int32Array {
  const n = players.length;
  const adjacency = players.map((p, i) =>
    players.flatMap((q, j) => (j !== i && !met.has(pairKey(p, q)) ? [j] : [])),
  );
  const start = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    if (start[i] !== -1) continue;
    const j = (adjacency[i] as number[]).find((k) => k > i && start[k] === -1);
    if (j !== undefined) {
      start[i] = j;
      start[j] = i;
    }
  }
  return maximumMatching(n, adjacency, start);
}

/** Pairs an even list with as few rematches as possible (none when that can be done). */
function pairEven(
  players: readonly string[],
  met: ReadonlySet<string>,
): { pairs: Pairing[]; rematches: number } {
  const mate = matchingOf(players, met);
  const unmatched = players.filter((_, i) => mate[i] === -1);
  if (unmatched.length === 0) {
    try {
      const ranked = rankedSearch(players, met);
      if (ranked) return { pairs: ranked, rematches: 0 };
    } catch (e) {
      if (!(e instanceof OutOfBudget)) throw e;
    }
  }
  const pairs: Pairing[] = [];
  players.forEach((p, i) => {
    const j = mate[i] as number;
    if (j > i) pairs.push({ a: p, b: players[j] as string });
  });
  for (let k = 0; k + 1 < unmatched.length; k += 2)
    pairs.push({ a: unmatched[k] as string, b: unmatched[k + 1] as string });
  const order = new Map(players.map((p, i) => [p, i]));
  pairs.sort((x, y) => (order.get(x.a) as number) - (order.get(y.a) as number));
  return { pairs, rematches: unmatched.length / 2 };
}

/**
 * The next Swiss round for `ranked` (the active players, best first) given every earlier pairing of the
 * event. No two players meet twice while some pairing avoids it; a bye goes last.
 */
export function pairSwiss(ranked: readonly string[], history: readonly Pairing[]): Pairing[] {
  const met = new Set<string>();
  const hadBye = new Set<string>();
  for (const p of history) {
    if (p.b === null) hadBye.add(p.a);
    else met.add(pairKey(p.a, p.b));
  }
  if (ranked.length % 2 === 0) return pairEven(ranked, met).pairs;
  const fromBottom = [...ranked].reverse();
  const candidates = [
    ...fromBottom.filter((p) => !hadBye.has(p)),
    ...fromBottom.filter((p) => hadBye.has(p)),
  ];
  let fallback: { round: Pairing[]; rematches: number } | null = null;
  for (const bye of candidates) {
    const { pairs, rematches } = pairEven(
      ranked.filter((p) => p !== bye),
      met,
    );
    const round = [...pairs, { a: bye, b: null }];
    if (rematches === 0) return round;
    if (!fallback || rematches < fallback.rematches) fallback = { round, rematches };
  }
  return fallback?.round ?? [];
}
