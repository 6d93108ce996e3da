import { canonicalSymbol, parseManaCost } from '../custom-cards/mana-cost';
import { CARD_TYPES, type CustomCardFace, type CustomCardFields } from '../custom-cards/types';
import { TEXT_SYMBOLS } from '../custom-cards/validate';

// Draftmancer shows whatever a custom card object holds: a creature without power and toughness, a
// planeswalker without loyalty, a type line with words that are not card types, mana symbols such as
// {P}. Our designer is stricter, so a design read from a Draftmancer list is first brought within our
// rules, and every change is said as a warning, instead of refusing a list Draftmancer accepts.

// Stands for a stat the card did not give (our validation accepts it for power, toughness and loyalty).
const UNKNOWN_STAT = '?';

// The designer's subtype rule (custom-cards/validate.ts): a letter, then letters, apostrophes, dots, hyphens.
const SUBTYPE = /^[\p{L}][\p{L}'’.-]*$/u;

const isCardType = (w: string) =>
  CARD_TYPES.some((t) => t.toLowerCase() === w.toLowerCase()) || w.toLowerCase() === 'tribal';

function repairCost(cost: string, notes: string[], label: string): string {
  if (parseManaCost(cost).ok) return cost;
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const m of cost.matchAll(/\{([^}]*)\}|([^{}\s]+)/g)) {
    const sym = m[1] ?? m[2]!;
    if (m[1] !== undefined ? canonicalSymbol(sym) : parseManaCost(sym).ok)
      kept.push(m[1] !== undefined ? `{${sym}}` : sym);
    else dropped.push(m[1] !== undefined ? `{${sym}}` : sym);
  }
  const repaired = kept.join('');
  if (!parseManaCost(repaired).ok) return cost;
  notes.push(`${label}mana symbols ${dropped.join(' ')} are not supported and were left out of the cost`);
  return repaired;
}

function repairFace(face: CustomCardFace, notes: string[], label: string): CustomCardFace {
  const out = { ...face };
  out.manaCost = repairCost(face.manaCost, notes, label);
  const unknownTypes = face.types.filter((t) => !isCardType(t));
  if (unknownTypes.length && unknownTypes.length < face.types.length) {
    out.types = face.types.filter(isCardType);
    notes.push(`${label}"${unknownTypes.join(' ')}" is not a card type and was left out of the type line`);
  }
  const badSubtypes = face.subtypes.filter((w) => !SUBTYPE.test(w));
  if (badSubtypes.length) {
    out.subtypes = face.subtypes.filter((w) => SUBTYPE.test(w));
    notes.push(`${label}subtypes ${badSubtypes.join(' ')} are not words and were left out of the type line`);
  }
  const symbols = new Set<string>();
  out.rulesText = face.rulesText.replace(/\{([^}]*)\}/g, (all, sym: string) => {
    if (TEXT_SYMBOLS.has(sym.toUpperCase()) || canonicalSymbol(sym)) return all;
    symbols.add(all);
    return `(${sym})`;
  });
  if (symbols.size)
    notes.push(`${label}rules text symbols ${[...symbols].join(' ')} are written as plain text`);
  const has = (t: string) => out.types.some((x) => x.toLowerCase() === t);
  const vehicle = out.subtypes.some((s) => s.toLowerCase() === 'vehicle');
  if (has('creature') && (!face.power || !face.toughness)) {
    out.power = face.power || UNKNOWN_STAT;
    out.toughness = face.toughness || UNKNOWN_STAT;
    notes.push(`${label}a creature without power or toughness; read as ${out.power}/${out.toughness}`);
  } else if ((face.power || face.toughness) && !has('creature') && !vehicle) {
    out.power = null;
    out.toughness = null;
    notes.push(`${label}power and toughness of a card that is not a creature were left out`);
  }
  if (has('planeswalker') && !face.loyalty) {
    out.loyalty = UNKNOWN_STAT;
    notes.push(`${label}a planeswalker without loyalty; read as ${UNKNOWN_STAT}`);
  } else if (face.loyalty && !has('planeswalker')) {
    out.loyalty = null;
    notes.push(`${label}loyalty of a card that is not a planeswalker was left out`);
  }
  if (face.artUrl && !/^https:\/\/\S+$/i.test(face.artUrl)) {
    out.artUrl = null;
    notes.push(`${label}the image is not an https address and was left out`);
  }
  return out;
}

/** A Draftmancer design brought within our designer's rules, and what was changed (one sentence each). */
export function repairDraftmancerDesign(fields: CustomCardFields): {
  fields: CustomCardFields;
  notes: string[];
} {
  const notes: string[] = [];
  const front = repairFace(fields, notes, '');
  const back = fields.back ? repairFace(fields.back, notes, 'back face: ') : null;
  return { fields: { ...fields, ...front, back }, notes };
}
