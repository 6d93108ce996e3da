// Whole-index forms of the two commonest text terms, name and rules text "contains". Reading each
// card's facts record to test its name costs a pointer chase per card; one string of all names lets
// `indexOf` jump from match to match (36 matches of "bolt" in 32k names: ~0.1 ms instead of ~0.7 ms),
// and the text pair signatures side by side in one typed array rule most cards out in a tight loop.
import { pairMasks, SIGNATURE_WORDS } from './bigrams';
import { andBits, type Bits, emptyBits, forEachBit } from './bitset';
import type { SearchIndex } from './search-index-type';

/** What the text scans read, built once per search index. */
export interface TextScan {
  /** Every card's normalised name followed by SEPARATOR, in index order. */
  names: string;
  /** Where each card's name starts in `names`; entry n is `names.length`. */
  nameStarts: Int32Array;
  /** The cards' text pair signatures (bigrams.ts), SIGNATURE_WORDS words per card. */
  textPairs: Int32Array;
}

// A value holding it could match across two names, so such values take the per-card path.
const SEPARATOR = '\n';

function buildTextScan(index: SearchIndex): TextScan {
  const facts = index.facts;
  const n = facts.length;
  const nameStarts = new Int32Array(n + 1);
  const parts: string[] = new Array(n);
  const textPairs = new Int32Array(n * SIGNATURE_WORDS);
  let at = 0;
  for (let i = 0; i < n; i++) {
    const f = facts[i]!;
    nameStarts[i] = at;
    parts[i] = f.name;
    at += f.name.length + 1;
    textPairs.set(f.textPairs, i * SIGNATURE_WORDS);
  }
  nameStarts[n] = at;
  return { names: parts.length > 0 ? `${parts.join(SEPARATOR)}${SEPARATOR}` : '', nameStarts, textPairs };
}

const SCANS = new WeakMap<SearchIndex, TextScan>();

/** The text scan data of an index (built on first use, a few ms for 32k cards, then kept). */
export function textScanOf(index: SearchIndex): TextScan {
  let scan = SCANS.get(index);
  if (!scan) {
    scan = buildTextScan(index);
    SCANS.set(index, scan);
  }
  return scan;
}

/**
 * The cards (of `within`, when given) whose normalised name contains `value` (as `name.includes(value)`),
 * null if it cannot tell. One pass finds them all, so `within` only narrows the answer.
 */
export function nameContainsBits(index: SearchIndex, value: string, within: Bits | null = null): Bits | null {
  if (value.includes(SEPARATOR)) return null;
  const { names, nameStarts } = textScanOf(index);
  const n = index.facts.length;
  const out = emptyBits(n);
  let card = 0;
  // An empty value is found at every start, including names.length (past the last card): stop there.
  for (let p = names.indexOf(value); p !== -1 && p < names.length; ) {
    while (nameStarts[card + 1]! <= p) card++;
    out[card >>> 5]! |= 1 << (card & 31);
    p = names.indexOf(value, nameStarts[card + 1]!);
  }
  return within ? andBits(out, within) : out;
}

/** The cards (of `within`, when given) whose lower-case rules text contains `value` (as `text.includes(value)`). */
export function textContainsBits(index: SearchIndex, value: string, within: Bits | null = null): Bits {
  const facts = index.facts;
  const n = facts.length;
  const out = emptyBits(n);
  const pairs = pairMasks(value);
  const words = pairs?.words ?? [];
  const masks = pairs?.masks ?? [];
  const sigs = textScanOf(index).textPairs;
  const test = (i: number) => {
    // The signature first: it rules out most cards without reading their text.
    const base = i * SIGNATURE_WORDS;
    for (let k = 0; k < words.length; k++) {
      const m = masks[k]!;
      if ((sigs[base + words[k]!]! & m) !== m) return;
    }
    if (facts[i]!.text.includes(value)) out[i >>> 5]! |= 1 << (i & 31);
  };
  if (within) forEachBit(within, test);
  else for (let i = 0; i < n; i++) test(i);
  return out;
}
