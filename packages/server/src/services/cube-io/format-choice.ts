import type { CardIndex } from '@cubewright/core/cards';
import {
  type Detection,
  detectFormatWithReason,
  type FormatId,
  type ParseOptions,
  type ParseResult,
  parseList,
} from '@cubewright/core/formats';
import type { ImportResponse } from '@cubewright/core/protocol';

// Which reader an import uses, and whether another would have read the list far better. Detection
// looks at shapes; the card index then says how many lines each reading finds. A detected reader that
// leaves a good part of the list unresolved is checked against the text readers, and a clearly better
// one is offered in the preview (never applied behind the person's back).

/** Lines read the way the card index sees them: names it knows, set codes it knows. */
export function parseOptionsOf(index: CardIndex): ParseOptions {
  const sets = setCodesOf(index);
  return { isCardName: (name) => index.lookup(name) !== null, isSetCode: (code) => sets.has(code) };
}

const SET_CODES = new WeakMap<CardIndex, Set<string>>();

/** Every set code the card data knows (cards' printings lists), computed once per index. */
function setCodesOf(index: CardIndex): Set<string> {
  let sets = SET_CODES.get(index);
  if (!sets) {
    sets = new Set<string>();
    for (const card of index.all()) {
      if (card.set) sets.add(card.set);
      for (const s of card.printings) sets.add(s);
    }
    SET_CODES.set(index, sets);
  }
  return sets;
}

/** The format to read: the person's choice, else the detected one, with the reason the preview shows. */
export function chooseFormat(format: FormatId | undefined, text: string, fileName?: string): Detection {
  if (format) return { format, reason: 'you chose it' };
  return detectFormatWithReason(text, fileName);
}

// Readers a misdetected list is tried with: those that read the same line shapes differently.
const ALTERNATIVES: readonly FormatId[] = ['txt', 'arena', 'dck', 'xmage', 'draftmancer', 'csv'];
// Worth a second reading only when this share of the entries did not resolve.
const UNRESOLVED_SHARE = 0.1;
// And worth offering only when another reader finds this many more entries, and a fifth more.
const MIN_GAIN = 5;
const GAIN_SHARE = 0.2;

const resolvedIn = (index: CardIndex, parsed: ParseResult) =>
  parsed.entries.reduce((n, e) => n + (e.custom || index.lookup(e.name) ? 1 : 0), 0);

/**
 * Another reader that finds far more of a detected list's cards, or undefined; `detectedResolved` is
 * what the plan found (a list that resolves well costs no second reading).
 */
export function betterFormatFor(
  index: CardIndex,
  text: string,
  detected: FormatId,
  parsed: ParseResult,
  options: ParseOptions,
  detectedResolved: number,
): ImportResponse['betterFormat'] {
  const lines = new Set([...parsed.entries.map((e) => e.line), ...parsed.problems.map((p) => p.line)]).size;
  const missing =
    parsed.entries.length - detectedResolved + parsed.problems.filter((p) => p.severity === 'error').length;
  if (missing <= Math.max(parsed.entries.length, 1) * UNRESOLVED_SHARE) return undefined;
  let best: ImportResponse['betterFormat'];
  for (const format of ALTERNATIVES) {
    if (format === detected) continue;
    const resolved = resolvedIn(index, parseList(format, text, options));
    const gain = resolved - detectedResolved;
    if (gain >= MIN_GAIN && gain >= detectedResolved * GAIN_SHARE && resolved > (best?.resolved ?? 0))
      best = { format, resolved, detectedResolved, lines };
  }
  return best;
}
