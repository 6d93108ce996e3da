import type { Card } from '@cubewright/core/cards';
import { customIdOfCardId } from '@cubewright/core/custom-cards';
import { compactCard } from '@cubewright/core/protocol';
import { canSlim, slimCard } from '@cubewright/core/protocol/cube-wire';
import type { CubeReadModelView } from '../cube-cache/read-model';
import type { WithCards, WithDatabase } from '../deps';
import { cardLookupOf } from './card-lookup';

// What a hinted cube read (read-lacking-facts.ts) assembles its answer from, derived once per read model
// (one cube version under one card-data stamp; ADR 0086): the list's distinct card ids, each index card's
// fact serialised per form on first use, and the printings the list names, serialised once. A request then
// costs a filter test per distinct card and a join of strings, whatever the size of the cube, instead of
// parsing the list body back and serialising every fact again.

/** How a fact is written into an answer: plain, compact, or compact and slim (ADR 0044, 0046). */
export type FactForm = 'plain' | 'compact' | 'slim';

export interface ListFacts {
  /** The list's distinct card ids, in list order. */
  readonly ids: readonly string[];
  /** Each id's card from the card index; null for custom cards and unknown ids (looked up per request). */
  readonly indexed: readonly (Card | null)[];
  /** The printings the list names, as the JSON object an answer carries. */
  readonly printings: string;
  /** The `"id":{fact}` member of `ids[i]` in a form, made on first use (undefined until then). */
  member(form: FactForm, i: number): string;
}

const factIn = (form: FactForm, card: Card): unknown =>
  form === 'plain' ? card : compactCard(form === 'slim' && canSlim(card) ? slimCard(card) : card);

/** The member `"id":{fact}` of a card in an answer's cardData. */
export const factMember = (form: FactForm, id: string, card: Card): string =>
  `${JSON.stringify(id)}:${JSON.stringify(factIn(form, card))}`;

/** The list facts of a read model (what `CubeView.memo` keeps under LIST_FACTS). */
export async function listFactsOf(
  ctx: WithCards & WithDatabase,
  { cards }: CubeReadModelView,
  /** Told of the bytes the facts keep (ids and printings now, each member when made; read-model.ts). */
  hold: (bytes: number) => void,
): Promise<ListFacts> {
  const lookup = cardLookupOf(ctx);
  const ids: string[] = [];
  const indexed: (Card | null)[] = [];
  const seen = new Set<string>();
  const printings: Record<string, unknown> = {};
  for (const entry of await cards()) {
    if (!seen.has(entry.cardId)) {
      seen.add(entry.cardId);
      ids.push(entry.cardId);
      // Custom cards change without a new card-data version and are looked up per request.
      indexed.push(customIdOfCardId(entry.cardId) === null ? lookup.card(entry.cardId) : null);
    }
    const printing = entry.printingId ? lookup.printing(entry.printingId) : null;
    if (printing) printings[printing.id] = printing;
  }
  const members: Record<FactForm, string[]> = { plain: [], compact: [], slim: [] };
  const printed = JSON.stringify(printings);
  hold(printed.length + ids.reduce((sum, id) => sum + id.length, 0));
  return {
    ids,
    indexed,
    printings: printed,
    member(form, i) {
      const made = members[form];
      if (made[i] === undefined) {
        made[i] = factMember(form, ids[i]!, indexed[i]!);
        hold(made[i].length);
      }
      return made[i];
    },
  };
}

/** The name the list facts are kept under in a read model. */
export const LIST_FACTS = 'list-facts';
