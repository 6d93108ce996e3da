import type { CardFactsResponse } from '@cubewright/core/protocol';
import {
  CardFactsStore,
  type FactsBackend,
  type FactsNeed,
  type HeldCubeResponse,
  hintOf,
} from '@cubewright/core/protocol/card-facts-store';
// Its own entry point, not the protocol index: this module is on every page's first load (main.tsx's
// cube prefetch), and the index would bring zod and every schema with it (bench:bundle, ADR 0042).
import {
  type CompactCubeResponse,
  expandCardFacts,
  expandEntries,
  SLIM_FACTS,
} from '@cubewright/core/protocol/cube-wire';
import { api, apiAnswer } from '../api';
import { takeEarlyResponse } from '../early-request';
import { forgetHeldCube, heldCubeParam, rememberHeldCube } from './held-cubes';
import { indexedDbBackend } from './indexeddb-backend';

// The `have` hint of what IndexedDB held at its last save, kept beside it in localStorage: read at once,
// it lets a cube request start without waiting for IndexedDB to open and read its cards (~50 ms of a
// 270 ms first card, bench:cube-page). Should IndexedDB have lost facts it names, the store asks for them.
const HINT_KEY = 'cubewright-card-facts-hint';

function savedHint(): string | null {
  try {
    return localStorage.getItem(HINT_KEY);
  } catch {
    return null;
  }
}

function withSavedHint(backend: FactsBackend | null): FactsBackend | null {
  if (!backend) return null;
  return {
    load: backend.load,
    save: async (version, cards, slim) => {
      await backend.save(version, cards, slim);
      try {
        localStorage.setItem(
          HINT_KEY,
          hintOf(
            version,
            cards.map((c) => c.id),
          ),
        );
      } catch {}
    },
  };
}

/** This page's card facts store (ADR 0039). */
const cardFacts = new CardFactsStore(withSavedHint(indexedDbBackend()));

const fetchFacts = (ids: string[]) => api<CardFactsResponse>('/api/cards/facts', { body: { ids } });

/**
 * GET `path` (a cube with card data) in the compact form (ADR 0044) naming the facts held, so only the
 * missing ones come; returns the plain response with cardData complete. With `need` slim (the list tab,
 * ADR 0046) the facts may be slim, named by `slimCardIds`: a reader of rules text, keywords, printings
 * or Scryfall-only facts must go through ensureFullFacts first.
 */
export async function fetchWithHeldFacts(
  path: string,
  need: FactsNeed = 'full',
  cubeId?: string,
): Promise<HeldCubeResponse> {
  // IndexedDB opens and reads while the request is in flight. Started only once the answer had come,
  // its callbacks queued behind the page's module evaluation and first render: the held facts were
  // read ~250 ms after the answer, just before the first card (bench:cube-page, 720-card list).
  const held = cardFacts.ready();
  // The hint saved beside IndexedDB names slim facts too: it serves only a request that takes slim ones.
  let hint = need === 'slim' ? savedHint() : null;
  if (hint === null) {
    await held;
    hint = cardFacts.hint(need);
  }
  const sep = path.includes('?') ? '&' : '?';
  const slim = need === 'slim' ? `&facts=${SLIM_FACTS}` : '';
  // The held facts may be slim: a full reader says the cube is held only when they were all full.
  const heldCube = cubeId ? heldCubeParam(cubeId, hint, need) : '';
  const url = `${path}${sep}form=compact${slim}${hint ? `&have=${hint}` : ''}${heldCube}`;
  const early = takeEarlyResponse(url);
  const sent = await (early ? apiAnswer<CompactCubeResponse>(early) : api<CompactCubeResponse>(url));
  // Where a big cube's time goes between its answer and its first card (bench:cube-page's timeline).
  performance.mark('card-facts:answer-read');
  await held;
  performance.mark('card-facts:held-read');
  const done = await cardFacts.complete(expandCardFacts(sent), fetchFacts, hint, need);
  performance.mark('card-facts:completed');
  if (cubeId && done.cardDataVersion) {
    if (cardFacts.holdsAll(done))
      rememberHeldCube(cubeId, done.cardDataVersion, done.cube.version, cardFacts.holdsAll(done, 'full'));
    else forgetHeldCube(cubeId);
  }
  return expandEntries(done);
}

/**
 * The response with every fact full: the slim ones fetched in one POST /api/cards/facts (those held full
 * come from the store). A response without slim facts is returned as it is.
 */
export async function ensureFullFacts(res: HeldCubeResponse): Promise<HeldCubeResponse> {
  const ids = res.slimCardIds ?? [];
  if (ids.length === 0 || !res.cardDataVersion) return res;
  await cardFacts.ready();
  const full = await cardFacts.ensureFull(ids, res.cardDataVersion, fetchFacts);
  const missing = ids.filter((id) => !full[id]);
  // A card the index no longer knows (a card reload since the view) cannot be completed: say so rather
  // than let a search read its slim fact as if it had no rules text.
  if (missing.length > 0) throw new Error(`The card details of ${missing.length} cards could not be loaded.`);
  const { slimCardIds: _slim, ...rest } = res;
  return { ...rest, cardData: { ...res.cardData, ...full } };
}
