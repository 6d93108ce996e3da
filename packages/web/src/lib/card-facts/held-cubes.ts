import type { FactsNeed } from '@cubewright/core/protocol/card-facts-store';

// Cubes whose every card fact this browser held after its last view, by cube: `<card-data version>:<cube
// version>`, and `:full` after it when every one of those facts was full. A request of that cube version
// then says `heldCube=<version>` and the server sends no facts, however many cards the cube has: the
// `have` filter names at most ~1,600 ids well, so a 5,000-card cube was sent 3,000 facts on every view
// (ADR 0083). The list may say so of slim facts; the editor, which reads full ones, only after `:full`.
// index.html's early request reads the same key (the first two parts), so its URL and
// fetchWithHeldFacts' stay one.
const KEY = 'cubewright-held-cubes';
/** Cubes remembered at most, the last viewed kept. */
const MAX_CUBES = 20;

function read(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The `&heldCube=` part of a request of `cubeId` whose hint is of `cardDataVersion` ('' if none), for a
 * reader of slim facts (the list) or of full ones (the editor).
 */
export function heldCubeParam(cubeId: string, hint: string | null, need: FactsNeed): string {
  const held = read()[cubeId];
  if (!hint || !held) return '';
  const [version, cubeVersion, form] = held.split(':');
  if (need === 'full' && form !== 'full') return '';
  return version === hint.split('~')[0] ? `&heldCube=${cubeVersion}` : '';
}

/** Remembers that every fact of `cubeId` at `cubeVersion` is held under `cardDataVersion` (`full`: in full). */
export function rememberHeldCube(
  cubeId: string,
  cardDataVersion: string,
  cubeVersion: number,
  full: boolean,
): void {
  const all = read();
  delete all[cubeId];
  all[cubeId] = `${cardDataVersion}:${cubeVersion}${full ? ':full' : ''}`;
  const ids = Object.keys(all);
  for (const id of ids.slice(0, Math.max(0, ids.length - MAX_CUBES))) delete all[id];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {}
}

/** Forgets what was remembered of `cubeId` (its facts were not all held after a view). */
export function forgetHeldCube(cubeId: string): void {
  const all = read();
  if (!(cubeId in all)) return;
  delete all[cubeId];
  try {
    localStorage.setItem(KEY, JSON.stringify(all));
  } catch {}
}
