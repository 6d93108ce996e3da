import { dateOf } from '@cubewright/core/clock';
import {
  type Actor,
  BOARD_MESSAGES,
  type CardOp,
  canView,
  hasBoard,
  type NewProposalRequest,
  PROPOSAL_MESSAGES,
  type ProposalChange,
} from '@cubewright/core/cube';
import {
  PROPOSAL_API_MESSAGES,
  PROPOSALS_PER_DAY,
  type ProposalListResponse,
  type ProposalView,
} from '@cubewright/core/protocol';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { SessionUser } from '../../auth/session';
import type { Db } from '../../db/client';
import { cubeProposals } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { cubeFor } from '../cubes/access';
import { cardLookupOf } from '../cubes/card-lookup';
import { newId } from '../cubes/ids';
import { resolveAdds } from '../cubes/resolve-cards';
import type { LoadedCube } from '../cubes/store';
import { usernamesOf } from '../cubes/users';
import { loadVersion } from '../cubes/versions';
import type { CubeCommandDeps } from '../deps';
import { entryNames, previewNow, proposalNow } from './fit-now';
import { tellOfProposal } from './notices';
import { assertWelcome, proposalRefusal } from './settings';
import { type ProposalRow, type StoredChange, toProposalSummary, toProposalView } from './view';

// Making, listing and reading proposals. Everything about a proposal is behind its cube's 'view': on a
// cube the reader may not see, a proposal is "Cube not found" exactly as the cube is.

const DAY_MS = 24 * 60 * 60 * 1000;

const boardOf = (op: CardOp) =>
  op.type === 'add'
    ? op.card.board
    : op.type === 'move'
      ? op.board
      : op.type === 'update'
        ? op.fields.board
        : undefined;

/** POST /api/cubes/:id/proposals. */
export async function createProposal(
  ctx: CubeCommandDeps,
  proposer: SessionUser,
  cubeId: string,
  body: NewProposalRequest,
): Promise<ProposalView> {
  const db = ctx.database.db;
  const now = dateOf(ctx.clock);
  const cube = await cubeFor(db, cubeId, proposer, 'view');
  await assertWelcome(db, proposer, cube);
  const [recent] = await db
    .select({ n: count() })
    .from(cubeProposals)
    .where(
      and(
        eq(cubeProposals.cubeId, cube.id),
        eq(cubeProposals.proposerId, proposer.id),
        gte(cubeProposals.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= PROPOSALS_PER_DAY)
    throw new HttpError(429, PROPOSAL_API_MESSAGES.tooMany, 'rate_limited');
  if (body.baseVersion > cube.version) throw badRequest(`The cube has no version ${body.baseVersion} yet`);
  for (const { op } of body.changes) {
    const board = boardOf(op);
    if (board && !hasBoard(board, cube.boards)) throw badRequest(BOARD_MESSAGES.unknown);
  }
  const ops = resolveAdds(
    cardLookupOf(ctx),
    body.changes.map((c) => c.op),
  );
  const changes: ProposalChange[] = body.changes.map((c, i) => ({ op: ops[i]!, reason: c.reason }));
  const at = await proposalNow(db, cube, body.baseVersion, changes);
  const names = entryNames(at);
  const missing = changes.filter((c) => c.op.type !== 'add' && !names.has(c.op.id));
  if (missing.length > 0) throw badRequest(`${PROPOSAL_MESSAGES.notInCube} (${missing.length})`);
  const stored: StoredChange[] = changes.map((c) => ({
    ...c,
    name: c.op.type === 'add' ? c.op.card.name : names.get(c.op.id)!,
  }));
  const [row] = await db
    .insert(cubeProposals)
    .values({
      id: newId(),
      cubeId: cube.id,
      proposerId: proposer.id,
      baseVersion: body.baseVersion,
      title: body.title,
      reason: body.reason,
      changes: stored,
      createdAt: now,
    })
    .returning();
  await tellOfProposal(ctx, proposer, cube, row!);
  return viewOf(ctx, proposer, cube, row!);
}

/** GET /api/cubes/:id/proposals: newest first, open ones or all. */
export async function listProposals(
  db: Db,
  reader: SessionUser | null,
  cubeId: string,
  status: 'open' | 'all',
): Promise<ProposalListResponse> {
  const cube = await cubeFor(db, cubeId, reader, 'view');
  const rows = await db
    .select()
    .from(cubeProposals)
    .where(
      and(
        eq(cubeProposals.cubeId, cube.id),
        status === 'open' ? eq(cubeProposals.status, 'open') : undefined,
      ),
    )
    .orderBy(desc(cubeProposals.createdAt))
    .limit(200);
  const [open] = await db
    .select({ n: count() })
    .from(cubeProposals)
    .where(and(eq(cubeProposals.cubeId, cube.id), eq(cubeProposals.status, 'open')));
  const names = await usernamesOf(
    db,
    rows.flatMap((r) => [r.proposerId, ...(r.decidedBy ? [r.decidedBy] : [])]),
  );
  return {
    proposals: rows.map((r) => toProposalSummary(r, names)),
    openCount: open?.n ?? 0,
    canPropose: reader !== null && canView(reader, cube.access) && !(await proposalRefusal(db, reader, cube)),
  };
}

/** A proposal of a cube the reader may see (else the cube's 404, or "Proposal not found"). */
export async function proposalFor(
  db: Db,
  reader: Actor | null,
  cubeId: string,
  proposalId: string,
  lock = false,
) {
  const cube = await cubeFor(db, cubeId, reader, 'view', { lock });
  const query = db
    .select()
    .from(cubeProposals)
    .where(and(eq(cubeProposals.cubeId, cube.id), eq(cubeProposals.id, proposalId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(PROPOSAL_API_MESSAGES.notFound);
  return { cube, row };
}

/** GET /api/cubes/:id/proposals/:proposalId. */
export async function getProposal(
  ctx: CubeCommandDeps,
  reader: SessionUser | null,
  cubeId: string,
  proposalId: string,
): Promise<ProposalView> {
  const { cube, row } = await proposalFor(ctx.database.db, reader, cubeId, proposalId);
  return viewOf(ctx, reader, cube, row);
}

/** The proposal for `reader`: open ones fitted onto the cube now, accepted ones with their version's change. */
export async function viewOf(
  ctx: CubeCommandDeps,
  reader: Actor | null,
  cube: LoadedCube,
  row: ProposalRow,
): Promise<ProposalView> {
  const db = ctx.database.db;
  const names = await usernamesOf(db, [row.proposerId, ...(row.decidedBy ? [row.decidedBy] : [])]);
  if (row.status === 'open') {
    const at = await proposalNow(db, cube, row.baseVersion, row.changes);
    return toProposalView(row, names, reader, cube, previewNow(cube, row.changes, at, dateOf(ctx.clock)));
  }
  const version = row.acceptedVersion ? await loadVersion(db, cube.id, row.acceptedVersion) : undefined;
  return toProposalView(row, names, reader, cube, {
    fits: [],
    diff: version?.diff ?? { added: [], removed: [], changed: [] },
  });
}
