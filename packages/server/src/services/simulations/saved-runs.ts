import { type Actor, canEdit } from '@cubewright/core/cube';
import {
  SAVED_SIMULATIONS_PER_CUBE,
  type SavedSimulation,
  type SavedSimulationSummary,
  type SaveSimulationBody,
} from '@cubewright/core/protocol';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubeCards, profiles, simulationRuns } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { newId } from '../cubes/ids';
import type { WithDatabase } from '../deps';

// Simulation runs saved to a cube so everyone who can see it finds them on the analytics tab. The report
// was computed in the curator's browser; the route's schema checks its shape and sizes, this checks it
// against the cube, and only the newest SAVED_SIMULATIONS_PER_CUBE runs are kept.

const SAVE_FORBIDDEN = "Only the cube's owner or editors can save a simulation";
const RUN_NOT_FOUND = 'Simulation not found';

const summaryColumns = {
  id: simulationRuns.id,
  cubeId: simulationRuns.cubeId,
  createdAt: simulationRuns.createdAt,
  createdById: simulationRuns.createdBy,
  username: profiles.username,
  format: simulationRuns.format,
  seats: simulationRuns.seats,
  drafts: simulationRuns.drafts,
  seed: simulationRuns.seed,
};

type SummaryRow = {
  id: string;
  cubeId: string;
  createdAt: Date;
  createdById: string;
  username: string | null;
  format: string;
  seats: number;
  drafts: number;
  seed: string;
};

function summaryOf(r: SummaryRow): SavedSimulationSummary {
  return {
    id: r.id,
    cubeId: r.cubeId,
    createdAt: r.createdAt.toISOString(),
    // A deleted account takes its runs with it (cascade), so the profile is normally there.
    createdBy: { id: r.createdById, username: r.username ?? '' },
    format: r.format,
    seats: r.seats,
    drafts: r.drafts,
    seed: r.seed,
  };
}

function runsOf(db: Db, cubeId: string) {
  return db
    .select(summaryColumns)
    .from(simulationRuns)
    .leftJoin(profiles, eq(profiles.userId, simulationRuns.createdBy))
    .where(eq(simulationRuns.cubeId, cubeId))
    .orderBy(desc(simulationRuns.createdAt), desc(simulationRuns.id));
}

/** POST /api/cubes/:id/simulations (owner and editors). */
export async function saveSimulation(
  ctx: WithDatabase,
  actor: Actor,
  cubeId: string,
  body: SaveSimulationBody,
): Promise<{ run: SavedSimulation }> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  if (!canEdit(actor, cube.access)) throw forbidden(SAVE_FORBIDDEN);
  const { report } = body;
  const cardIds = await db
    .selectDistinct({ id: cubeCards.cardId })
    .from(cubeCards)
    .where(eq(cubeCards.cubeId, cube.id));
  if (report.cards.length > cardIds.length)
    throw badRequest(
      `The report lists ${report.cards.length} cards but this cube has only ${cardIds.length}; run the simulation on this cube again.`,
    );
  if (new Set(report.cards.map((c) => c.cardId)).size !== report.cards.length)
    throw badRequest('The report lists a card twice.');
  const inCube = new Set(cardIds.map((c) => c.id));
  const stranger = report.cards.find((c) => !inCube.has(c.cardId));
  if (stranger)
    throw badRequest(
      `The report lists ${stranger.name || stranger.cardId}, which is not in this cube; run the simulation on this cube again.`,
    );
  const id = newId();
  await db.transaction(async (tx) => {
    await tx.insert(simulationRuns).values({
      id,
      cubeId: cube.id,
      createdBy: actor.id,
      format: report.format,
      seats: report.seats,
      drafts: report.drafts,
      seed: report.seed,
      report,
    });
    const keep = tx
      .select({ id: simulationRuns.id })
      .from(simulationRuns)
      .where(eq(simulationRuns.cubeId, cube.id))
      .orderBy(desc(simulationRuns.createdAt), desc(simulationRuns.id))
      .limit(SAVED_SIMULATIONS_PER_CUBE);
    await tx
      .delete(simulationRuns)
      .where(and(eq(simulationRuns.cubeId, cube.id), notInArray(simulationRuns.id, keep)));
  });
  const run = await findRun(db, cube.id, id);
  return { run: run! };
}

async function findRun(db: Db, cubeId: string, id?: string): Promise<SavedSimulation | null> {
  const [row] = await db
    .select({ ...summaryColumns, report: simulationRuns.report })
    .from(simulationRuns)
    .leftJoin(profiles, eq(profiles.userId, simulationRuns.createdBy))
    .where(
      id
        ? and(eq(simulationRuns.cubeId, cubeId), eq(simulationRuns.id, id))
        : eq(simulationRuns.cubeId, cubeId),
    )
    .orderBy(desc(simulationRuns.createdAt), desc(simulationRuns.id))
    .limit(1);
  return row ? { ...summaryOf(row), report: row.report } : null;
}

/** GET /api/cubes/:id/simulations: summaries, newest first (canView). */
export async function listSimulations(
  ctx: WithDatabase,
  actor: Actor | null,
  cubeId: string,
): Promise<{ runs: SavedSimulationSummary[] }> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  return { runs: (await runsOf(db, cube.id)).map(summaryOf) };
}

/** GET /api/cubes/:id/simulations/latest (canView). */
export async function latestSimulation(
  ctx: WithDatabase,
  actor: Actor | null,
  cubeId: string,
): Promise<{ run: SavedSimulation | null }> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  return { run: await findRun(db, cube.id) };
}

/** GET /api/cubes/:id/simulations/:runId (canView): one saved run with its report. */
export async function savedSimulation(
  ctx: WithDatabase,
  actor: Actor | null,
  cubeId: string,
  runId: string,
): Promise<{ run: SavedSimulation }> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, actor, 'view');
  // Looked up within the cube, so a run of another cube is as missing as an id that never existed.
  const run = await findRun(db, cube.id, runId);
  if (!run) throw notFound(RUN_NOT_FOUND);
  return { run };
}
