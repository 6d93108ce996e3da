import type { Printing } from '@cubewright/core/cards';
import type { CardOp } from '@cubewright/core/cube';
import type {
  AutocompleteResponse,
  CardPrintingsResponse,
  ConflictDetails,
  CubeWithCardsResponse,
  ResolveCardsResponse,
  SavedChange,
} from '@cubewright/core/protocol';
import type { HeldCubeResponse } from '@cubewright/core/protocol/card-facts-store';
import { ApiRequestError, api, sendJson } from '../../lib/api';
import { fetchWithHeldFacts } from '../../lib/card-facts';

// The calls the editor and the settings screens make, with the query keys they share.

export const cubeCardsKey = (cubeId: string) => ['cubes', cubeId, 'cards'] as const;
const cubePath = (cubeId: string) => `/api/cubes/${encodeURIComponent(cubeId)}`;

/** The cube with complete card data; the facts this browser already holds are not downloaded again. */
export const fetchCubeCards = (cubeId: string): Promise<CubeWithCardsResponse> =>
  fetchWithHeldFacts(cubePath(cubeId), 'full', cubeId);

/** The list tab's cube: its facts may be slim (ADR 0046), `slimCardIds` naming those that are. */
export const cubeListKey = (cubeId: string) => ['cubes', cubeId, 'cards', 'list'] as const;
export const fetchCubeList = (cubeId: string): Promise<HeldCubeResponse> =>
  fetchWithHeldFacts(cubePath(cubeId), 'slim', cubeId);

// With the cube id the server also suggests the custom cards of the cube's owner and editors.
export const autocomplete = (q: string, signal?: AbortSignal, cubeId?: string) =>
  api<AutocompleteResponse>(
    `/api/cards/autocomplete?q=${encodeURIComponent(q)}${cubeId ? `&cubeId=${encodeURIComponent(cubeId)}` : ''}`,
    { signal },
  );

export const resolveNames = (names: string[]) =>
  api<ResolveCardsResponse>('/api/cards/resolve', { body: { names } });

export async function fetchPrintings(cardId: string): Promise<Printing[]> {
  const res = await api<CardPrintingsResponse>(`/api/cards/${encodeURIComponent(cardId)}/printings`);
  return res.printings;
}

/** A readable label of a printing ("M10 #146 · Magic 2010"). */
export const printingLabel = (p: Pick<Printing, 'set' | 'collectorNumber' | 'setName'>) =>
  `${p.set.toUpperCase()} #${p.collectorNumber}${p.setName ? ` · ${p.setName}` : ''}`;

export type SaveOutcome =
  | { ok: true; save: SavedChange }
  | { ok: false; message: string; conflict: ConflictDetails };

/**
 * POST /api/cubes/:id/changes, answered without the card list (the editor applies the saved diff to the
 * list it holds: ADR 0055). A 409 comes back as a value with its ConflictDetails (api() drops
 * `details`, which the conflict panel needs); other failures throw ApiRequestError.
 */
export async function saveChanges(
  cubeId: string,
  body: { baseVersion: number; ops: CardOp[]; summary?: string; changelog?: boolean },
): Promise<SaveOutcome> {
  const answer = await sendJson(`${cubePath(cubeId)}/changes?cards=false`, { method: 'POST', body });
  const { res } = answer;
  const data = answer.data as Record<string, unknown> | null;
  if (res.ok) return { ok: true, save: data as unknown as SavedChange };
  const message = typeof data?.error === 'string' ? data.error : `Saving failed (${res.status})`;
  if (res.status === 409 && data?.details) {
    return { ok: false, message, conflict: data.details as ConflictDetails };
  }
  throw new ApiRequestError(res.status, message, typeof data?.code === 'string' ? data.code : undefined);
}

/** The message to show for a failed call: the API's own words, or a generic line. */
export function failureText(err: unknown): string {
  if (err instanceof ApiRequestError) {
    if (err.status >= 500 && err.status !== 503) return 'The server had a problem. Please try again.';
    return err.message;
  }
  return 'Something went wrong. Check your connection and try again.';
}
