import { type Card, CardIdBloom, type Printing } from '@cubewright/core/cards';
import type { Actor } from '@cubewright/core/cube';
import { customIdOfCardId } from '@cubewright/core/custom-cards';
import {
  CARD_FACTS_HINT,
  type CompactCard,
  type CubeWithCardsResponse,
  compactCard,
} from '@cubewright/core/protocol';
import { canSlim, SLIM_FACTS, slimCard } from '@cubewright/core/protocol/cube-wire';
import { CachedBody } from '../cube-cache/cached-body';
import { cardDataVersion } from '../cube-cache/card-stamp';
import type { CubeCacheDeps } from '../cube-cache/cube-cache';
import type { WithCards } from '../deps';
import { cardLookupOf } from './card-lookup';
import { getCube } from './read';

// GET /api/cubes/:id?have=<version>~<filter>: the cube with only the card facts the browser lacks
// (ADR 0039). The list part comes from the cached list-only body, so the cube is read as often as without
// a hint; the facts are picked per request. A hint of another version (a restart, another instance, a card
// reload) is ignored: the cached full body is sent, carrying the version the browser should now keep.

// The answer to a hint stays the same while the list body it is made from (one per cube version, viewer
// kind and card stamp) and the hint do, and a reopened cube sends the same hint: the last few answers are
// kept beside the list body instead of parsed, rebuilt and compressed again per request (ADR 0083). They go
// with the body when the cube changes. An answer carrying custom cards is never kept: those change without
// a new card-data version.
const answers = new WeakMap<CachedBody, Map<string, CachedBody>>();
/** Answers kept per list body: a browser's hint, and a second browser's or a changed one's. */
const ANSWERS_PER_BODY = 2;

/** The cube body for a caller holding the facts in `have` (already checked against CARD_FACTS_HINT). */
export async function getCubeLackingFacts(
  ctx: CubeCacheDeps & WithCards,
  actor: Actor | null,
  cubeId: string,
  have: string,
  compact = false,
  slim = false,
  heldCube?: number,
): Promise<CachedBody> {
  const [, version, filter] = CARD_FACTS_HINT.exec(have) ?? [];
  const held = filter ? CardIdBloom.parse(filter) : null;
  const current = cardDataVersion(ctx);
  if (!held || version !== current) return getCube(ctx, actor, cubeId, { cardData: true, compact });
  const list = await getCube(ctx, actor, cubeId, { cardData: false, compact });
  const key = `${have}|${compact}|${slim}|${heldCube ?? ''}`;
  const kept = answers.get(list)?.get(key);
  if (kept) return kept;
  const { body, custom } = lackingFactsBody(ctx, list, { held, current, compact, slim, heldCube });
  if (!custom) {
    const forList = answers.get(list) ?? new Map<string, CachedBody>();
    forList.set(key, body);
    for (const old of forList.keys()) if (forList.size > ANSWERS_PER_BODY) forList.delete(old);
    answers.set(list, forList);
  }
  return body;
}

function lackingFactsBody(
  ctx: CubeCacheDeps & WithCards,
  list: CachedBody,
  hint: { held: CardIdBloom; current: string; compact: boolean; slim: boolean; heldCube?: number },
): { body: CachedBody; custom: boolean } {
  const { held, current, compact, slim, heldCube } = hint;
  // Entries are read only for their cardId and printingId, which both forms carry as they are.
  const value = JSON.parse(list.identity.toString('utf8')) as CubeWithCardsResponse;
  let custom = false;
  const lookup = cardLookupOf(ctx);
  const cardData: Record<string, Card | CompactCard> = {};
  const printings: Record<string, Printing> = {};
  const unknown = new Set<string>();
  // The list's request of a cube version whose every fact the caller holds (ADR 0083): a filter of 4 KiB
  // names ~1,600 ids well, so a bigger cube says so by its version. Only with slim facts, which is what
  // the browser may hold; a plain or full reader is never left without a fact.
  const holdsAll = slim && compact && heldCube === value.cube.version;
  for (const entry of value.cards) {
    const id = entry.cardId;
    if (!cardData[id]) {
      const card = lookup.card(id);
      // Custom cards change without a new version and depend on the reader: always sent, never kept.
      if (!card) unknown.add(id);
      else if (customIdOfCardId(id) !== null) {
        custom = true;
        cardData[id] = compact ? compactCard(card) : card;
      } else if (!holdsAll && !held.has(id)) {
        // Slim only in the compact form: a plain reader is never given facts missing fields.
        const sent = slim && compact && canSlim(card) ? slimCard(card) : card;
        cardData[id] = compact ? compactCard(sent) : sent;
      }
    }
    const printing = entry.printingId ? lookup.printing(entry.printingId) : null;
    if (printing) printings[printing.id] = printing;
  }
  const body = CachedBody.ofJson({
    ...value,
    cardData,
    printings,
    cardDataVersion: current,
    unknownCardIds: [...unknown],
    ...(slim && compact ? { facts: SLIM_FACTS } : {}),
  });
  return { body, custom };
}
