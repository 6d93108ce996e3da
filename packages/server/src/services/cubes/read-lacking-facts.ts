import { CardIdBloom } from '@cubewright/core/cards';
import type { Actor } from '@cubewright/core/cube';
import { CARD_FACTS_HINT } from '@cubewright/core/protocol';
import { SLIM_FACTS } from '@cubewright/core/protocol/cube-wire';
import { CachedBody } from '../cube-cache/cached-body';
import { cardDataVersion } from '../cube-cache/card-stamp';
import type { CubeCacheDeps } from '../cube-cache/cube-cache';
import type { WithCards } from '../deps';
import { cardLookupOf } from './card-lookup';
import { type FactForm, factMember, LIST_FACTS, type ListFacts, listFactsOf } from './list-facts';
import { cubeBody, getCube } from './read';
import { viewableCube } from './viewable-cube';

// GET /api/cubes/:id?have=<version>~<filter>: the cube with only the card facts the browser lacks
// (ADR 0039). The answer is the cached list-only body's bytes with the facts spliced in: the list is never
// parsed back, and the facts come from the read model's list facts (list-facts.ts, ADR 0086), so a
// request costs a filter test per distinct card and the bytes it sends. A hint of another version (a restart, another instance, a card
// reload) is ignored: the cached full body is sent, carrying the version the browser should now keep.

// The answer to a hint stays the same while the list body it is made from (one per cube version, viewer
// kind and card stamp) and the hint do, and a reopened cube sends the same hint: the last few answers are
// kept beside the list body instead of rebuilt and compressed again per request (ADR 0083). They go with
// the body when the cube changes. An answer carrying custom cards is never kept: those change without a new
// card-data version. The answer to a caller holding the whole version does not depend on its filter, so
// every such caller shares one (ADR 0086).
const answers = new WeakMap<CachedBody, Map<string, CachedBody>>();
/** Answers kept per list body: a browser's hint, and a second browser's or a changed one's. */
const ANSWERS_PER_BODY = 2;
/** The read-model memo whose holding counts the kept answers' bytes (ADR 0086, addendum). */
const KEPT_ANSWERS = 'kept-answers';

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
  const view = await viewableCube(ctx, cubeId, actor);
  const list = await cubeBody(ctx, view, actor, { cardData: false, compact });
  // The request of a cube version whose every fact the caller holds (ADR 0083): a filter of 4 KiB names
  // ~1,600 ids well, so a bigger cube says so by its version. The browser says so in the form it reads:
  // the list of facts it holds slim or full, the editor only of facts all full (held-cubes.ts). Only in
  // the compact form, the browser's; a plain reader is never left without a fact.
  const holdsAll = compact && heldCube === view.cube.version;
  const key = holdsAll ? `all|${current}|${slim}` : `${have}|${compact}|${slim}`;
  const kept = answers.get(list)?.get(key);
  if (kept) return kept;
  const facts = await view.memo(LIST_FACTS, (model, hold) => listFactsOf(ctx, model, hold));
  const form: FactForm = !compact ? 'plain' : slim ? 'slim' : 'compact';
  const { body, custom } = lackingFactsBody(ctx, list, facts, {
    held: holdsAll ? null : held,
    current,
    form,
  });
  if (!custom) {
    // Counted in the cube cache's bound on memory with the model's other derived bytes.
    const hold = await view.memo(KEPT_ANSWERS, (_model, hold) => hold);
    body.onGrow = hold;
    hold(body.size());
    const forList = answers.get(list) ?? new Map<string, CachedBody>();
    forList.set(key, body);
    for (const [old, dropped] of forList) {
      if (forList.size <= ANSWERS_PER_BODY) break;
      forList.delete(old);
      dropped.onGrow = () => {};
      hold(-dropped.size());
    }
    answers.set(list, forList);
  }
  return body;
}

/** Where the list-only body's empty facts sit: the answer's facts go there (views of cubeWithCards). */
const EMPTY_FACTS = Buffer.from(',"cardData":{},"printings":{}');

/**
 * The list body with the facts `held` lacks (none but custom cards when null: the caller holds the
 * version), as the bytes `{...list, cardData, printings, cardDataVersion, unknownCardIds, facts?}` would
 * serialise to.
 */
function lackingFactsBody(
  ctx: CubeCacheDeps & WithCards,
  list: CachedBody,
  facts: ListFacts,
  hint: { held: CardIdBloom | null; current: string; form: FactForm },
): { body: CachedBody; custom: boolean } {
  const { held, current, form } = hint;
  const bytes = list.identity;
  const at = bytes.lastIndexOf(EMPTY_FACTS);
  if (at < 0) throw new Error('The list body carries no empty facts to fill in');
  const members: string[] = [];
  const unknown: string[] = [];
  let custom = false;
  const lookup = cardLookupOf(ctx);
  facts.ids.forEach((id, i) => {
    if (facts.indexed[i]) {
      if (held && !held.has(id)) members.push(facts.member(form, i));
      return;
    }
    const card = lookup.card(id);
    if (!card) unknown.push(id);
    else {
      // Custom cards depend on the moment, are always sent, never slim, and make the answer unkept.
      custom = true;
      members.push(factMember(form === 'plain' ? 'plain' : 'compact', id, card));
    }
  });
  const tail =
    `},"printings":${facts.printings}${bytes.subarray(at + EMPTY_FACTS.length, bytes.length - 1)}` +
    `,"cardDataVersion":${JSON.stringify(current)},"unknownCardIds":${JSON.stringify(unknown)}` +
    `${form === 'slim' ? `,"facts":${JSON.stringify(SLIM_FACTS)}` : ''}}`;
  const body = new CachedBody(
    Buffer.concat([bytes.subarray(0, at), Buffer.from(`,"cardData":{${members.join(',')}${tail}`)]),
    undefined,
    // One browser's answer unless it holds the version (then every such browser shares it).
    held ? 'once' : 'many',
  );
  return { body, custom };
}
