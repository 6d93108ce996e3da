import { dateOf } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import type { ImportResultsBody } from '@cubewright/core/protocol';
import { planImport, readResultsCsv } from '@cubewright/core/records';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordMatches } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { newId } from '../cubes/ids';
import { eventFor, publishRecords } from './access';
import { eventDetail, eventRows } from './event-view';
import { handPairingProblem } from './rounds';

// Results from CSV (the host): read and matched to the event in core (every problem names its line), then
// written in one transaction under the event's lock, all or nothing. Imported results are the host's
// entries, so they are confirmed.

type Author = Actor & { username: string };
const HOST = 'host';

/** Imports the results; answers with the event as the host now sees it. */
export async function importResults(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  eventId: string,
  body: ImportResultsBody,
) {
  const db = ctx.database.db;
  const detail = await db.transaction(async (tx) => {
    const { cube, event } = await eventFor(tx, cubeId, eventId, author, 'manageEvents', { lock: true });
    const { players, matches } = await eventRows(tx, event.id);
    const read = readResultsCsv(body.text, players);
    if (!read.ok) throw badRequest(`Line ${read.problem.line}: ${read.problem.message}`, read.problem);
    const planned = planImport(
      read.results,
      matches.map((m) => ({ id: m.id, round: m.round, a: m.a, b: m.b, confirmed: m.status === 'confirmed' })),
      event.rounds,
      (pairings) => handPairingProblem(players, pairings),
      { noDraws: event.pairing === 'elimination' },
    );
    if (!planned.ok)
      throw badRequest(`Line ${planned.problem.line}: ${planned.problem.message}`, planned.problem);
    const now = dateOf(ctx.clock);
    for (const u of planned.plan.updates) {
      const { matchId, ...games } = u;
      await tx
        .update(recordMatches)
        .set({ ...games, status: 'confirmed', reportedBy: HOST, updatedAt: now })
        .where(eq(recordMatches.id, matchId));
    }
    for (const { round, results } of planned.plan.newRounds) {
      await tx.insert(recordMatches).values(
        results.map((r, i) => ({
          id: newId(),
          eventId: event.id,
          round,
          table: i + 1,
          a: r.a,
          b: r.b,
          aWins: r.aWins,
          bWins: r.bWins,
          draws: r.draws,
          status: 'confirmed' as const,
          reportedBy: r.b === null ? null : HOST,
        })),
      );
    }
    return eventDetail(tx, cube, event, author);
  });
  await publishRecords(ctx, cubeId, author, eventId);
  return detail;
}
