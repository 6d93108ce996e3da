import type { Actor } from '@cubewright/core/cube';
import {
  type SimulationResponse,
  simulationFormatOf,
  type simulationRequestSchema,
} from '@cubewright/core/protocol';
import { runSimulation, SimulationError, type SimulationReport } from '@cubewright/core/simulation';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { getDraftFormats } from '../cubes/draft-formats';
import { loadCards } from '../cubes/store';
import type { WithCards, WithClock, WithDatabase } from '../deps';
import { ratingsFor } from './read';

/**
 * Runs the simulation generator, giving the event loop a turn between chunks of drafts so a
 * 1,000-draft request (about a second of CPU) does not stall other requests.
 */
async function runChunked(input: Parameters<typeof runSimulation>[0]): Promise<SimulationReport> {
  const run = runSimulation(input);
  for (;;) {
    const step = run.next();
    if (step.done) return step.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** POST /api/simulations: the browser simulator's code run on the server (signed in, canView on the cube). */
export async function runServerSimulation(
  ctx: WithCards & WithDatabase & WithClock,
  actor: Actor | null,
  body: z.output<typeof simulationRequestSchema>,
): Promise<SimulationResponse> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, body.cubeId, actor, 'view');
  const [entries, { formats }] = await Promise.all([
    loadCards(db, cube.id),
    getDraftFormats(db, actor, cube.id),
  ]);
  const chosen = simulationFormatOf(formats, body.format);
  if (!chosen) throw badRequest(`This cube has no draft format named "${body.format}".`);
  const { ratings } = await ratingsFor(
    ctx,
    db,
    cube.id,
    entries.map((e) => e.cardId),
  );
  const lookup = cardLookupOf(ctx);
  const started = performance.now();
  try {
    const report = await runChunked({
      entries,
      cards: (id) => lookup.card(id) ?? undefined,
      format: chosen.format,
      seats: body.seats ?? chosen.seats,
      drafts: body.drafts,
      seed: body.seed ?? `${cube.id}-${ctx.clock.now().toString(36)}`,
      ratings,
      chunk: 20,
    });
    return {
      report,
      ratingsUsed: Object.keys(ratings).length,
      elapsedMs: Math.round(performance.now() - started),
    };
  } catch (err) {
    if (err instanceof SimulationError) throw badRequest(err.message);
    throw err;
  }
}
