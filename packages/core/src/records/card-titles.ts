import { editDistance } from '../cards/edit-distance';
import { normalizeName, splitFaceNames } from '../cards/names';
import { CARD_TYPES, SUPERTYPES } from '../custom-cards/types';

// Reading a deck from a photo (issue 30): OCR gives lines of text from cards laid on a table. A card's
// title is a run of words in one line; two neighbouring cards' titles often share a line, and the mana
// cost and rules text add noise around them. So every run of words is compared with every name the cube
// holds, and the closest runs win, each part of a line read as one card at most.

/** One card read from the photo: the name it matched and the words of the line it was read from. */
export interface TitleMatch {
  name: string;
  read: string;
  /** Index of the OCR line. */
  line: number;
  /** Edits between the words read and the name (letters and digits only). */
  edits: number;
}

export interface TitleReading {
  cards: TitleMatch[];
  /** Lines that look like a title (a few words of letters) but matched no name. */
  unread: string[];
}

export interface TitleMatchOptions {
  /** Names every copy may repeat (basic lands); any other name is read at most as often as `names` lists it. */
  unlimited?: readonly string[];
}

/** Letters and digits only: OCR reads punctuation and spaces least reliably. */
const squeeze = (s: string) => normalizeName(s).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Edits a read may be away from a name of `length` letters: none for short names (one slip turns
 * "Opt" into another word), then one in five, which tesseract's slips on a sharp title stay under.
 */
export function titleEditBudget(length: number): number {
  if (length < 5) return 0;
  return Math.max(1, Math.floor(length / 5));
}

interface Key {
  name: string;
  key: string;
}

interface Candidate extends TitleMatch {
  from: number;
  to: number;
}

function keysOf(names: readonly string[]): Key[] {
  const seen = new Set<string>();
  const keys: Key[] = [];
  for (const name of names) {
    // A double-faced card shows its front face only; a split card shows both halves' names.
    for (const part of [name, ...splitFaceNames(name).slice(1), splitFaceNames(name)[0]!]) {
      const key = squeeze(part);
      if (key.length < 3 || seen.has(`${name}\n${key}`)) continue;
      seen.add(`${name}\n${key}`);
      keys.push({ name, key });
    }
  }
  return keys;
}

/** Every run of words in one line that is within the edit budget of a name. */
function candidatesOf(line: string, index: number, keys: readonly Key[]): Candidate[] {
  const words = line.split(/\s+/).map(squeeze);
  const raw = line.split(/\s+/);
  const found: Candidate[] = [];
  for (let from = 0; from < words.length; from++) {
    if (!words[from]) continue;
    let run = '';
    for (let to = from; to < words.length; to++) {
      run += words[to];
      if (!words[to]) continue;
      for (const { name, key } of keys) {
        const budget = titleEditBudget(key.length);
        if (Math.abs(run.length - key.length) > budget) continue;
        const edits = editDistance(run, key, budget);
        if (edits <= budget) {
          found.push({ name, read: raw.slice(from, to + 1).join(' '), line: index, edits, from, to });
        }
      }
      if (run.length > 60) break;
    }
  }
  return found;
}

const TYPE_WORDS = new Set<string>([...CARD_TYPES, ...SUPERTYPES]);

/** A line without the frame edge or symbol OCR read before its first letter. */
const fromFirstLetter = (line: string) => line.replace(/^[^\p{L}]+/u, '').trim();

/**
 * A line left unread that may be a title the cube lacks or OCR garbled, shown for the player to check:
 * a few words (a title is short) starting with a capital, with a word of four letters, not a type line
 * ("Creature — Elf", "Legendary Enchantment") and not the end of a sentence of rules text.
 */
function looksLikeTitle(line: string): boolean {
  const text = fromFirstLetter(line);
  const words = text.split(/\s+/);
  return (
    text.length <= 30 &&
    words.length <= 4 &&
    /^\p{Lu}/u.test(text) &&
    /\p{L}{4,}/u.test(text) &&
    !/[—.,;:)]$/.test(text) &&
    !text.includes('—') &&
    !words.every((w) => TYPE_WORDS.has(w))
  );
}

/** Share of a line's letters its cards must cover for the line to be read as titles, not rules text. */
export const TITLE_LINE_COVERAGE = 0.6;
/**
 * The same for a line with a basic land's name: "Forest" is also a word of rules text ("unless you
 * control a Forest or a Plains") and type lines, so such a line reads as basics only when it holds
 * little else, and one basic land only.
 */
export const BASIC_LINE_COVERAGE = 0.85;

const closestFirst = (a: Candidate, b: Candidate) =>
  a.edits / a.name.length - b.edits / b.name.length || b.name.length - a.name.length;

/** The cards one line reads as: its closest runs, none sharing a word, if they cover enough of it. */
function lineReading(line: string, index: number, keys: readonly Key[], unlimited: ReadonlySet<string>) {
  const words = line.split(/\s+/).map(squeeze);
  const letters = words.reduce((n, w) => n + w.length, 0);
  const taken = new Set<number>();
  const picked: Candidate[] = [];
  for (const c of candidatesOf(line, index, keys).sort(closestFirst)) {
    let free = true;
    for (let w = c.from; w <= c.to && free; w++) free = !taken.has(w);
    if (!free) continue;
    for (let w = c.from; w <= c.to; w++) taken.add(w);
    picked.push(c);
  }
  const covered = [...taken].reduce((n, w) => n + words[w]!.length, 0);
  if (!picked.some((c) => unlimited.has(c.name)))
    return covered >= TITLE_LINE_COVERAGE * letters ? picked : [];
  // Basic lands side by side are the same land; different ones on a line are a type line ("Land — Plains
  // Swamp Forest") or rules text.
  const sameBasic = picked.every((c) => c.name === picked[0]!.name);
  return sameBasic && covered >= BASIC_LINE_COVERAGE * letters ? picked : [];
}

/**
 * Matches OCR lines to the cube's card names. A line is read as the closest names to runs of its words
 * (fewest edits per letter, then the longer name), a word belonging to one card at most, and only if
 * they cover most of its letters: a title line holds a title and its mana cost, while rules text naming
 * a card ("When Snapcaster Mage enters") is mostly other words. A name is read at most as many times as
 * `names` holds it, unless it is in `options.unlimited`. Cards come back in the order of the lines.
 */
export function matchCardTitles(
  lines: readonly string[],
  names: readonly string[],
  options: TitleMatchOptions = {},
): TitleReading {
  const keys = keysOf([...new Set([...names, ...(options.unlimited ?? [])])]);
  const copies = new Map<string, number>();
  for (const name of names) copies.set(name, (copies.get(name) ?? 0) + 1);
  const unlimited = new Set(options.unlimited);

  const readings = lines.map((line, i) => lineReading(line, i, keys, unlimited));
  const cards: Candidate[] = [];
  for (const c of readings.flat().sort(closestFirst)) {
    if (!unlimited.has(c.name)) {
      const left = copies.get(c.name) ?? 0;
      if (left <= 0) continue;
      copies.set(c.name, left - 1);
    }
    cards.push(c);
  }
  cards.sort((a, b) => a.line - b.line || a.from - b.from);
  const read = new Set(cards.map((c) => c.line));
  const unread = lines.filter((line, i) => !read.has(i) && looksLikeTitle(line)).map(fromFirstLetter);
  return { cards: cards.map(({ name, read, line, edits }) => ({ name, read, line, edits })), unread };
}
