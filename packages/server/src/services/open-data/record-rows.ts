import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubes, recordEvents, recordMatches, recordPlayers } from '../../db/schema';
import { listedInCommunity } from '../community/listed';
import { groupRows } from './group-rows';
import { keysetPages } from './keyset-pages';

// records.ndjson.gz: one line per recorded event of a listed cube, with its players' decks and every
// match. A player is their seed number (plus a pseudonym when the seat is linked to an account): names
// typed for a paper event are people's names. Left out: the event's notes, its share link's secret, who
// created it, who reported a result and a disputed report.

const EVENTS_PER_PAGE = 100;

interface DumpRecordPlayer {
  seed: number;
  player: string | null;
  bot: boolean;
  deck: { cardId: string | null; name: string; board: 'main' | 'side'; outsideCube: boolean }[];
  deckSuggested: boolean;
  droppedAfter: number | null;
}

interface DumpRecordMatch {
  round: number;
  table: number;
  /** Seeds of the two players; b is null for a bye. */
  a: number;
  b: number | null;
  aWins: number;
  bWins: number;
  draws: number;
  status: string;
}

/** One row of records.ndjson.gz (docs/open-data.md). */
export interface DumpRecordEvent {
  id: string;
  cubeId: string;
  name: string;
  date: string;
  origin: string;
  pairing: string;
  rounds: number;
  draftId: string | null;
  players: DumpRecordPlayer[];
  matches: DumpRecordMatch[];
}

function readEventPage(db: Db, after: string | null, limit: number) {
  return db
    .select({
      id: recordEvents.id,
      cubeId: recordEvents.cubeId,
      name: recordEvents.name,
      date: recordEvents.date,
      origin: recordEvents.origin,
      pairing: recordEvents.pairing,
      rounds: recordEvents.rounds,
      draftId: recordEvents.draftId,
    })
    .from(recordEvents)
    .innerJoin(cubes, eq(cubes.id, recordEvents.cubeId))
    .where(after === null ? listedInCommunity() : and(listedInCommunity(), gt(recordEvents.id, after)))
    .orderBy(asc(recordEvents.id))
    .limit(limit);
}

/** The players (by seed) and matches (by round and table) of a page of events. */
function playersAndMatches(db: Db, ids: string[]) {
  return Promise.all([
    db
      .select()
      .from(recordPlayers)
      .where(inArray(recordPlayers.eventId, ids))
      .orderBy(asc(recordPlayers.eventId), asc(recordPlayers.seed)),
    db
      .select()
      .from(recordMatches)
      .where(inArray(recordMatches.eventId, ids))
      .orderBy(asc(recordMatches.eventId), asc(recordMatches.round), asc(recordMatches.table)),
  ]);
}

/** Every recorded event of a listed cube as a dump row, a page at a time. */
export async function* dumpRecords(
  db: Db,
  pseudonym: (userId: string) => string,
): AsyncGenerator<DumpRecordEvent> {
  const pages = keysetPages(
    EVENTS_PER_PAGE,
    (after, n) => readEventPage(db, after, n),
    (e) => e.id,
    (page) =>
      playersAndMatches(
        db,
        page.map((e) => e.id),
      ),
  );
  for await (const { rows: page, extras } of pages) {
    const [players, matches] = extras;
    const playersOf = groupRows(players, 'eventId');
    const matchesOf = groupRows(matches, 'eventId');
    for (const event of page) {
      const seated = playersOf.get(event.id) ?? [];
      const seedOf = new Map(seated.map((p) => [p.id, p.seed]));
      yield {
        ...event,
        players: seated.map((p) => ({
          seed: p.seed,
          player: p.userId ? pseudonym(p.userId) : null,
          bot: p.bot,
          deck: p.deck.map((c) => ({
            cardId: c.cardId,
            name: c.name,
            board: c.board,
            outsideCube: c.outsideCube,
          })),
          deckSuggested: p.deckSuggested,
          droppedAfter: p.droppedAfter,
        })),
        matches: (matchesOf.get(event.id) ?? []).flatMap((m) => {
          const a = seedOf.get(m.a);
          if (a === undefined) return [];
          return [
            {
              round: m.round,
              table: m.table,
              a,
              b: m.b === null ? null : (seedOf.get(m.b) ?? null),
              aWins: m.aWins,
              bWins: m.bWins,
              draws: m.draws,
              status: m.status,
            },
          ];
        }),
      };
    }
  }
}
