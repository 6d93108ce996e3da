// Recorded events written straight to the tables (what the records routes would store), seeded so runs
// compare: each event has 8 players with 45-card decks (23 main, 22 side) from the cube's cards and
// three Swiss rounds, every result confirmed. Shared by bench:records and bench:card-metrics.
import type { DeckCard } from '../../packages/core/src/protocol/records';
import { createRng } from '../../packages/core/src/random';
import { pairSwiss } from '../../packages/core/src/records/swiss';
import type { Db } from '../../packages/server/src/db/client';
import { recordEvents, recordMatches, recordPlayers } from '../../packages/server/src/db/schema';

export async function seedRecordedEvents(
  db: Db,
  cubeId: string,
  cards: readonly { cardId: string; name: string }[],
  events: number,
  seed = 'bench-records',
): Promise<void> {
  const rng = createRng(seed);
  for (let e = 0; e < events; e++) {
    const eventId = `event-${e}`;
    await db.insert(recordEvents).values({
      id: eventId,
      cubeId,
      name: `Event ${e}`,
      date: '2026-01-01',
      origin: 'draft',
      pairing: 'swiss',
      rounds: 3,
      createdBy: 'bench',
    });
    const pool = [...cards].sort(() => rng.next() - 0.5).slice(0, 8 * 45);
    const players = Array.from({ length: 8 }, (_, i) => {
      const mine = pool.slice(i * 45, i * 45 + 45);
      const deck: DeckCard[] = mine.map((c, k) => ({
        name: c.name,
        cardId: c.cardId,
        board: k < 23 ? 'main' : 'side',
        outsideCube: false,
      }));
      return { eventId, id: `p${i}`, seed: i, name: `Player ${(e * 3 + i) % 120}`, deck };
    });
    await db.insert(recordPlayers).values(players);
    const history: { a: string; b: string | null }[] = [];
    const points = new Map<string, number>();
    for (let round = 1; round <= 3; round++) {
      const ranked = players.map((p) => p.id).sort((x, y) => (points.get(y) ?? 0) - (points.get(x) ?? 0));
      const pairs = pairSwiss(ranked, history);
      history.push(...pairs);
      await db.insert(recordMatches).values(
        pairs.map((p, table) => {
          const aWins = rng.int(3);
          const bWins = aWins === 2 ? rng.int(2) : 2;
          const winner = aWins > bWins ? p.a : p.b!;
          points.set(winner, (points.get(winner) ?? 0) + 3);
          return {
            id: `${eventId}-${round}-${table}`,
            eventId,
            round,
            table: table + 1,
            a: p.a,
            b: p.b,
            aWins,
            bWins,
            status: 'confirmed' as const,
          };
        }),
      );
    }
  }
}
