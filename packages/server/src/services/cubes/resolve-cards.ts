import type { CardOp, CubeDiff } from '@cubewright/core/cube';
import { badRequest } from '../../http/errors';
import type { CubeCardLookup } from './card-lookup';

const listNames = (names: string[]) =>
  `${names.slice(0, 5).join(', ')}${names.length > 5 ? ` and ${names.length - 5} more` : ''}`;

/**
 * Gives every add operation its card id and canonical name. With card data loaded, a name the index
 * cannot resolve is refused (400, the names listed in details.unresolved). Without card data the
 * client's cardId and name are stored as sent (and re-checked once data is loaded), so a cardId is needed.
 */
export function resolveAdds(lookup: CubeCardLookup, ops: readonly CardOp[]): CardOp[] {
  if (!lookup.cardsLoaded) {
    const missing = ops.flatMap((op) => (op.type === 'add' && !op.card.cardId ? [op.card.name] : []));
    if (missing.length > 0) {
      throw badRequest(
        `Card data is not loaded on this server yet, so cards can only be added with their cardId (${listNames(missing)})`,
        { unresolved: missing },
      );
    }
    return [...ops];
  }
  const unresolved: string[] = [];
  const resolved = ops.map((op): CardOp => {
    if (op.type !== 'add') return op;
    const card = (op.card.cardId ? lookup.card(op.card.cardId) : null) ?? lookup.resolve(op.card.name);
    if (!card) {
      unresolved.push(op.card.name);
      return op;
    }
    return { ...op, card: { ...op.card, cardId: card.id, name: card.name } };
  });
  if (unresolved.length > 0) {
    throw badRequest(`Unknown card${unresolved.length === 1 ? '' : 's'}: ${listNames(unresolved)}`, {
      unresolved,
    });
  }
  return resolved;
}

/** Refuses printings the printing data does not know, or that belong to another card. */
export function checkPrintings(
  lookup: CubeCardLookup,
  diff: CubeDiff,
  after: Map<string, { cardId: string; name: string }>,
) {
  if (!lookup.printingsLoaded) return;
  const chosen = [
    ...diff.added.filter((c) => c.printingId).map((c) => ({ id: c.id, printingId: c.printingId! })),
    ...diff.changed
      .filter((c) => c.after.printingId)
      .map((c) => ({ id: c.id, printingId: c.after.printingId! })),
  ];
  for (const { id, printingId } of chosen) {
    const entry = after.get(id)!;
    const printing = lookup.printing(printingId);
    if (!printing) throw badRequest(`Unknown printing ${printingId} for ${entry.name}`);
    if (printing.cardId !== entry.cardId) {
      throw badRequest(`Printing ${printingId} (${printing.name}) is not a printing of ${entry.name}`);
    }
  }
}
