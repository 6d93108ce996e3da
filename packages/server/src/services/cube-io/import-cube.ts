import { dateOf } from '@cubewright/core/clock';
import {
  type Actor,
  allBoards,
  BOARD_MESSAGES,
  type CardOp,
  CUBE_NAME_MAX_LENGTH,
  CUBE_TARGET_SIZE_MAX,
  type CubeCard,
  replaceCounts,
} from '@cubewright/core/cube';
import { formatInfo } from '@cubewright/core/formats';
import {
  createCubeBodySchema,
  DEFAULT_CUBE_SIZE,
  type ImportNewRequest,
  type ImportRequest,
} from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cubes } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { addBoards } from '../cubes/boards';
import { cardLookupOf, withPendingCustomCards } from '../cubes/card-lookup';
import { createCube } from '../cubes/create';
import { resolveAdds } from '../cubes/resolve-cards';
import { announceBatch, saveInTransaction } from '../cubes/save-changes';
import { type LoadedCube, loadCards } from '../cubes/store';
import { remember } from '../custom-cards/cache';
import { cubeMembers } from '../custom-cards/in-cubes';
import type { CubeCommandDeps } from '../deps';
import { createPlannedCustomCards } from './create-custom';
import { assertImportable, type ImportPlan, type ImportResult, planImport } from './plan-import';

type Author = Actor & { username: string };

const sourceOf = (plan: ImportPlan, fileName?: string) => fileName ?? formatInfo(plan.response.format).label;

/** The entries a replace takes away: the whole cube, or only `board`. */
const replacedBy = (current: CubeCard[], board?: string) =>
  current.filter((c) => !board || c.board === board);

/**
 * A list that resolves to no cards is refused whatever the mode: added it does nothing, and as a
 * replace it would silently empty the cube (an empty paste, or a file the reader could not use).
 */
function assertHasCards(plan: ImportPlan, removing: number) {
  if (plan.cards.length > 0) return;
  const why =
    removing > 0
      ? `, so nothing was replaced: replacing would have removed all ${removing} card${removing === 1 ? '' : 's'} and added none`
      : '';
  throw new HttpError(400, `The list has no cards to import${why}`, 'empty_list', plan.response);
}

type ImportOptions = { mode: 'add' | 'replace'; board?: string; fileName?: string };

/** The plan of `body` for a cube the importer may edit; a replace also counts what it would take away. */
function planInto(
  ctx: CubeCommandDeps,
  author: Author,
  cube: LoadedCube,
  current: CubeCard[],
  body: ImportRequest,
) {
  // The chosen board must be one of this cube's (checked here, so a preview says so too).
  if (body.board && !allBoards(cube.boards).some((b) => b.id === body.board))
    throw badRequest(BOARD_MESSAGES.unknown);
  const plan = planImport(ctx, body, { id: author.id, members: cubeMembers(cube) }, cube.boards);
  if (body.mode === 'replace') {
    plan.response.replace = replaceCounts(replacedBy(current, body.board), plan.cards);
  }
  return plan;
}

/**
 * Writes a plan into a cube as one version, in one transaction that checks access (the only check on
 * this path), creates the plan's custom cards and saves the cards: a save that fails leaves nothing
 * behind. Then logs one `cube_imported` entry and announces the save.
 */
async function applyImport(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  opts: ImportOptions,
  planFor: (cube: LoadedCube, current: CubeCard[]) => ImportPlan,
): Promise<ImportResult> {
  const done = await ctx.database.db.transaction(async (tx) => {
    const cube = await cubeFor(tx, cubeId, author, 'edit', { lock: true });
    const current = opts.mode === 'replace' ? await loadCards(tx, cube.id) : [];
    const plan = planFor(cube, current);
    assertImportable(plan);
    const removals: CardOp[] = replacedBy(current, opts.board).map((c) => ({ type: 'remove', id: c.id }));
    assertHasCards(plan, removals.length);
    const { cards, created } = await createPlannedCustomCards(tx, author, plan);
    // The list's named boards the cube lacks exist before their cards are saved onto them.
    const withBoards = plan.newBoards.length
      ? await addBoards(tx, cube, plan.newBoards, dateOf(ctx.clock))
      : cube;
    const lookup = withPendingCustomCards(cardLookupOf(ctx), created);
    const ops = resolveAdds(lookup, [...removals, ...cards.map((card): CardOp => ({ type: 'add', card }))]);
    const n = plan.cards.length;
    const source = sourceOf(plan, opts.fileName);
    const summary = `Imported ${n} card${n === 1 ? '' : 's'} from ${source}${opts.mode === 'replace' ? ' (replacing the list)' : ''}`;
    const batch = await saveInTransaction(
      tx,
      lookup,
      author,
      withBoards,
      { baseVersion: cube.version, ops, summary: summary.slice(0, 500) },
      dateOf(ctx.clock),
    );
    await sizeToImport(tx, cube, opts, batch.cube.cardCount);
    return { plan, batch, created, removed: removals.length, activity: { count: n, source } };
  });
  remember(ctx, done.created);
  // One activity entry for the import, not also "added 540 cards". The answer carries counts, not the
  // list: reading 5,000 entries back cost a 5,000-card import a fifth of its time (bench:import).
  await announceBatch(ctx, author, done.batch, [{ action: 'cube_imported', details: done.activity }]);
  return {
    ...done.plan.response,
    preview: false,
    cubeId,
    version: done.batch.version.number,
    removed: done.removed,
  };
}

/**
 * A cube whose target size nobody chose takes the size of what was imported: a 540-card list read
 * "541 / 360" against the default. The size counts as unchosen while it is the default and the import
 * fills the list (the main board was empty, or the whole list is replaced); a curator who wants 360
 * for a larger list sets it afterwards (ADR 0053).
 */
async function sizeToImport(tx: Db, cube: LoadedCube, opts: ImportOptions, cardCount: number) {
  const fills = cube.cardCount === 0 || (opts.mode === 'replace' && !opts.board);
  if (cube.size !== DEFAULT_CUBE_SIZE || !fills || cardCount === 0) return;
  await tx
    .update(cubes)
    .set({ size: Math.min(cardCount, CUBE_TARGET_SIZE_MAX) })
    .where(eq(cubes.id, cube.id));
}

/** POST /api/cubes/:id/import: a preview (nothing written) or the import itself. */
export async function importIntoCube(
  ctx: CubeCommandDeps,
  author: Author,
  cubeId: string,
  body: ImportRequest,
): Promise<ImportResult> {
  if (!body.preview) {
    return applyImport(ctx, author, cubeId, body, (cube, current) =>
      planInto(ctx, author, cube, current, body),
    );
  }
  // Permission first: a stranger learns nothing about the list from a preview.
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, author, 'edit');
  const current = body.mode === 'replace' ? await loadCards(db, cube.id) : [];
  return planInto(ctx, author, cube, current, body).response;
}

function cubeNameFor(body: ImportNewRequest, listName: string | null): string {
  const fromFile = body.fileName?.replace(/\.[^.]+$/, '').trim();
  const name = body.name || listName || fromFile || 'Imported cube';
  return name.slice(0, CUBE_NAME_MAX_LENGTH);
}

/** POST /api/cubes/import-new: checks the whole list first, then creates the cube and imports into it. */
export async function importNewCube(
  ctx: CubeCommandDeps,
  author: Author,
  body: ImportNewRequest,
): Promise<ImportResult> {
  // The new cube's only member is its creator.
  const plan = planImport(ctx, body, { id: author.id, members: new Set([author.id]) });
  if (body.preview) return plan.response;
  assertImportable(plan);
  assertHasCards(plan, 0);
  const settings = createCubeBodySchema.parse({
    name: cubeNameFor(body, plan.response.listName),
    visibility: body.visibility,
  });
  const cube = await createCube(ctx, author, settings);
  return applyImport(ctx, author, cube.id, { mode: 'add', fileName: body.fileName }, () => plan);
}
