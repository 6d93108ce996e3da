import { type Actor, authorize, CUBE_NOT_FOUND, type CubeAction, type Decision } from '@cubewright/core/cube';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { type LoadedCube, loadCube } from './store';

/**
 * Loads a cube and checks the action with the core policy, throwing the policy's answer
 * (401 / 403 / 404) as an HTTP error. A cube the actor may not see is "Cube not found", as if missing.
 */
export async function cubeFor(
  db: Db,
  id: string,
  actor: Actor | null,
  action: CubeAction,
  opts: { lock?: boolean } = {},
): Promise<LoadedCube> {
  return allowed(await loadCube(db, id, opts), actor, action);
}

/** `cube` when the policy lets `actor` do `action` on it; otherwise throws its refusal (a missing cube is 404). */
export function allowed(cube: LoadedCube | null, actor: Actor | null, action: CubeAction): LoadedCube {
  if (!cube) throw notFound(CUBE_NOT_FOUND);
  assertAllowed(authorize(actor, cube.access, action));
  return cube;
}

/** Throws a refusal of the policy as the matching HTTP error (401 / 403 / 404). */
export function assertAllowed(decision: Decision): void {
  if (decision.ok) return;
  const code = { 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found' }[decision.status];
  throw new HttpError(decision.status, decision.message, code);
}
