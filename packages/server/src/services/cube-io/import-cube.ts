import {
  type Actor,
  type CardOp,
  CUBE_NAME_MAX_LENGTH,
  type CubeCard,
  replaceCounts,
} from '@cubewright/core/cube';
import { formatInfo } from '@cubewright/core/formats';
import { createCubeBodySchema, type ImportNewRequest, type ImportRequest } from '@cubewright/core/protocol';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { createCube } from '../cubes/create';
import { saveChanges } from '../cubes/save-changes';
import { loadCards } from '../cubes/store';
import { cubeMembers } from '../custom-cards/in-cubes';
import { createPlannedCustomCards } from './create-custom';
import { assertImportable, type ImportPlan, type ImportResult, planImport } from './plan-import';

type Author = Actor & { username: string };

const sourceOf = (plan: ImportPlan, fileName?: string) => fileName ?? formatInfo(plan.response.format).label;

/** The entries a replace takes away: the whole cube, or only `board`. */
const replacedBy = (current: CubeCard[], board?: 'main' | 'maybe') =>
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

/** Writes a checked plan into a cube as one version (through the change pipeline), then logs `cube_imported`. */
async function applyPlan(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  plan: ImportPlan,
  opts: { mode: 'add' | 'replace'; board?: 'main' | 'maybe'; fileName?: string },
): Promise<ImportResult> {
  const db = ctx.database.db;
  const cube = await cubeFor(db, cubeId, author, 'edit');
  const current = opts.mode === 'replace' ? await loadCards(db, cube.id) : [];
  const removals: CardOp[] = replacedBy(current, opts.board).map((c) => ({ type: 'remove', id: c.id }));
  assertHasCards(plan, removals.length);
  // Created before the save, so the one new version adds them like any card (the save checks access).
  const cards = await createPlannedCustomCards(ctx, author, plan);
  const adds: CardOp[] = cards.map((card) => ({ type: 'add', card }));
  const source = sourceOf(plan, opts.fileName);
  const n = plan.cards.length;
  const summary = `Imported ${n} card${n === 1 ? '' : 's'} from ${source}${opts.mode === 'replace' ? ' (replacing the list)' : ''}`;
  // One activity entry for the import, not also "added 540 cards".
  const saved = await saveChanges(
    ctx,
    author,
    cube.id,
    { baseVersion: cube.version, ops: [...removals, ...adds], summary: summary.slice(0, 500) },
    { activity: [{ action: 'cube_imported', details: { count: n, source } }] },
  );
  return {
    ...plan.response,
    preview: false,
    cubeId: cube.id,
    version: saved.version.number,
    removed: removals.length,
  };
}

/** POST /api/cubes/:id/import: a preview (nothing written) or the import itself. */
export async function importIntoCube(
  ctx: AppContext,
  author: Author,
  cubeId: string,
  body: ImportRequest,
): Promise<ImportResult> {
  // Permission first: a stranger learns nothing about the list from a preview.
  const cube = await cubeFor(ctx.database.db, cubeId, author, 'edit');
  const plan = planImport(ctx, body, { id: author.id, members: cubeMembers(cube) });
  if (body.mode === 'replace') {
    const replaced = replacedBy(await loadCards(ctx.database.db, cube.id), body.board);
    plan.response.replace = replaceCounts(replaced, plan.cards);
  }
  if (body.preview) return plan.response;
  assertImportable(plan);
  return applyPlan(ctx, author, cubeId, plan, body);
}

function cubeNameFor(body: ImportNewRequest, listName: string | null): string {
  const fromFile = body.fileName?.replace(/\.[^.]+$/, '').trim();
  const name = body.name || listName || fromFile || 'Imported cube';
  return name.slice(0, CUBE_NAME_MAX_LENGTH);
}

/** POST /api/cubes/import-new: checks the whole list first, then creates the cube and imports into it. */
export async function importNewCube(
  ctx: AppContext,
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
  return applyPlan(ctx, author, cube.id, plan, { mode: 'add', fileName: body.fileName });
}
