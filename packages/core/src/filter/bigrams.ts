// A 256-bit signature of the character pairs in a text: if a card's text lacks any pair of a phrase,
// it cannot contain the phrase, so most cards are ruled out without a substring search.

/** 32-bit words in a signature. */
export const SIGNATURE_WORDS = 8;
const WORDS = SIGNATURE_WORDS;

function bit(a: number, b: number): number {
  return (a * 31 + b) & 255;
}

/** The pair signature of a text (lower-case, as searched). */
export function bigramSignature(text: string): Int32Array {
  const sig = new Int32Array(WORDS);
  for (let i = 1; i < text.length; i++) {
    const h = bit(text.charCodeAt(i - 1), text.charCodeAt(i));
    sig[h >> 5]! |= 1 << (h & 31);
  }
  return sig;
}

/**
 * The words of a phrase's signature that are not zero (`words`) and their bits (`masks`): a text may
 * contain the phrase only if its signature has all those bits. Null when the phrase is too short to
 * rule anything out.
 */
export function pairMasks(phrase: string): { words: number[]; masks: number[] } | null {
  if (phrase.length < 2) return null;
  const want = bigramSignature(phrase);
  const words: number[] = [];
  for (let w = 0; w < WORDS; w++) if (want[w] !== 0) words.push(w);
  return { words, masks: words.map((w) => want[w]!) };
}

/**
 * A test that is false only when `text` cannot contain `phrase` (some pair of it is missing);
 * null when the phrase is too short to rule anything out.
 */
export function mayContain(phrase: string): ((sig: Int32Array) => boolean) | null {
  const pairs = pairMasks(phrase);
  if (!pairs) return null;
  const { words, masks } = pairs;
  return (sig) => {
    for (let k = 0; k < words.length; k++) {
      const m = masks[k]!;
      if ((sig[words[k]!]! & m) !== m) return false;
    }
    return true;
  };
}
