import { editDistance, prefixEditDistance } from './edit-distance';
import { looseNameKey } from './names';
import { PrefixIndex } from './prefix-index';
import { TrigramIndex } from './trigram-index';

/** A name key pointing at a card (by its position in the caller's card list). */
export interface NameEntry {
  key: string;
  ref: number;
  rank: number;
  /** A card a cube can hold (default true); others (planes, schemes, tokens) come after them. */
  cubeCard?: boolean;
  /** Higher is more popular, on a log scale (cards/standing.ts); default 0. */
  popularity?: number;
}

// How many prefix matches are ranked before the top ones are kept: enough to put short names first
// without sorting thousands of keys for a one-letter query.
const PREFIX_WINDOW = 300;
const FUZZY_CANDIDATES = 50;
// A name starting with the typed word beats one where a later word does unless that one is this many
// doublings more popular: "bolt" finds Lightning Bolt (37 sets) before Bolt Bend (2 sets), while "sol"
// keeps Sol Ring ahead of cards merely containing a word "sol...".
const NAME_START_BONUS = 1.5;

/**
 * Name lookups over normalised keys: exact, loose (letters and digits only), prefix, word start and
 * fuzzy (trigram candidates ranked by edit distance). Results are card refs, best first, no repeats.
 */
export class NameSearch {
  private readonly keys: string[] = [];
  private readonly refs: number[] = [];
  private readonly ranks: number[] = [];
  private readonly cubeCards: boolean[] = [];
  private readonly popularity: number[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly byLooseKey = new Map<string, number>();
  private readonly starts: PrefixIndex;
  private readonly wordStarts: PrefixIndex;
  private readonly grams: TrigramIndex;

  constructor(entries: NameEntry[]) {
    // Best rank first, so when two cards share a key the stronger claim keeps it.
    for (const e of [...entries].sort((a, b) => a.rank - b.rank)) {
      if (this.byKey.has(e.key)) continue;
      this.byKey.set(e.key, this.keys.length);
      this.keys.push(e.key);
      this.refs.push(e.ref);
      this.ranks.push(e.rank);
      this.cubeCards.push(e.cubeCard ?? true);
      this.popularity.push(e.popularity ?? 0);
      const loose = looseNameKey(e.key);
      if (loose && !this.byLooseKey.has(loose)) this.byLooseKey.set(loose, e.ref);
    }
    this.starts = new PrefixIndex(this.keys.map((k, i) => [k, i]));
    const words: Array<[string, number]> = [];
    this.keys.forEach((k, i) => {
      for (let c = 1; c < k.length; c++) {
        const prev = k[c - 1];
        if ((prev === ' ' || prev === '-') && k[c] !== ' ' && k[c] !== '/') words.push([k.slice(c), i]);
      }
    });
    this.wordStarts = new PrefixIndex(words);
    this.grams = new TrigramIndex(this.keys);
  }

  /** The card ref of an exact key, or -1. */
  exact(key: string): number {
    const k = this.byKey.get(key);
    return k === undefined ? -1 : this.refs[k]!;
  }

  /** The card ref whose key equals `key` once punctuation and spaces are dropped, or -1. */
  loose(key: string): number {
    return this.byLooseKey.get(looseNameKey(key)) ?? -1;
  }

  /**
   * Autocomplete, as a cuber expects: cards a cube can hold before planes, schemes and tokens; among
   * them the exact name, then names with a word starting with the query (the name's start weighs more,
   * popularity decides), then names holding every typed word, then typo-tolerant matches.
   */
  complete(query: string, max: number): number[] {
    if (!query) return [];
    const out = new RefSet(max);
    const exact = this.byKey.get(query);
    if (exact !== undefined) out.add(this.refs[exact]!, this.cubeCards[exact]!);
    this.addWordStartMatches(query, out);
    if (!out.full && query.includes(' ')) this.addAllWordsMatches(query, out);
    if (!out.full && query.length >= 3) {
      const allowed = Math.max(1, Math.floor(query.length / 4));
      this.addFuzzy(query, out, false, (k) => prefixEditDistance(query, k, allowed), allowed);
    }
    // A plane typed in full ("Llanowar") still makes the list, after the cards.
    return out.finish(exact === undefined ? -1 : this.refs[exact]!);
  }

  /** Up to `max` cards whose names are close to `query` (typos, truncated names), closest first. */
  similar(query: string, max: number): number[] {
    const out = new RefSet(max);
    if (!query) return [];
    const allowed = Math.max(2, Math.ceil(query.length * 0.4));
    const score = (k: string) =>
      Math.min(editDistance(query, k, allowed), prefixEditDistance(query, k, allowed - 1) + 1);
    this.addFuzzy(query, out, true, score, allowed);
    return out.finish();
  }

  private addWordStartMatches(query: string, out: RefSet) {
    const score = new Map<number, number>();
    this.wordStarts.scan(query, PREFIX_WINDOW, (_key, k) => {
      score.set(k, this.popularity[k]!);
    });
    this.starts.scan(query, PREFIX_WINDOW, (_key, k) => {
      score.set(k, this.popularity[k]! + NAME_START_BONUS);
    });
    // Ties (unknown popularity): shorter names first (typing "opt" means Opt before Optimus Prime), then
    // stronger aliases, then A-Z.
    const found = [...score.keys()].sort(
      (a, b) =>
        score.get(b)! - score.get(a)! ||
        this.keys[a]!.length - this.keys[b]!.length ||
        this.ranks[a]! - this.ranks[b]! ||
        (this.keys[a]! < this.keys[b]! ? -1 : 1),
    );
    for (const k of found) if (!out.add(this.refs[k]!, this.cubeCards[k]!)) return;
  }

  // "jace mind" for Jace, the Mind Sculptor: every typed word starts a word of the name, in any order.
  private addAllWordsMatches(query: string, out: RefSet) {
    const words = query.split(' ').filter((w) => w && w !== '//');
    if (words.length < 2) return;
    const first = words[0]!;
    const rest = words.slice(1);
    const found: number[] = [];
    const visit = (_key: string, k: number) => {
      const keyWords = this.keys[k]!.split(/[ -]/);
      if (
        rest.every((w) =>
          keyWords.some((kw) => kw.startsWith(w) || kw.replace(/[^\p{L}\p{N}]/gu, '').startsWith(w)),
        )
      ) {
        found.push(k);
      }
    };
    this.starts.scan(first, PREFIX_WINDOW, visit);
    this.wordStarts.scan(first, PREFIX_WINDOW, visit);
    found.sort(
      (a, b) =>
        this.popularity[b]! - this.popularity[a]! ||
        this.keys[a]!.length - this.keys[b]!.length ||
        this.ranks[a]! - this.ranks[b]!,
    );
    for (const k of found) if (!out.add(this.refs[k]!, this.cubeCards[k]!)) return;
  }

  private addFuzzy(
    query: string,
    out: RefSet,
    full: boolean,
    score: (key: string) => number,
    allowed: number,
  ) {
    const candidates = this.grams.candidates(query, FUZZY_CANDIDATES, full, 2);
    const scored: Array<[k: number, d: number, order: number]> = [];
    candidates.forEach((k, order) => {
      const d = score(this.keys[k]!);
      if (d <= allowed) scored.push([k, d, order]);
    });
    scored.sort(
      (a, b) =>
        a[1] - b[1] ||
        this.ranks[a[0]]! - this.ranks[b[0]]! ||
        this.popularity[b[0]]! - this.popularity[a[0]]! ||
        a[2] - b[2],
    );
    for (const [k] of scored) if (!out.add(this.refs[k]!, this.cubeCards[k]!)) return;
  }
}

/**
 * An insertion-ordered set of card refs with a capacity; `add` says whether there is room for more.
 * Refs added as `later` (cards a cube cannot hold) wait until `finish` and do not take up room.
 */
class RefSet {
  private readonly list: number[] = [];
  private readonly later: number[] = [];
  private readonly seen = new Set<number>();
  constructor(private readonly max: number) {}
  get full() {
    return this.list.length >= this.max;
  }
  add(ref: number, first = true): boolean {
    if (ref >= 0 && !this.full && !this.seen.has(ref)) {
      this.seen.add(ref);
      (first ? this.list : this.later).push(ref);
    }
    return !this.full;
  }
  /** The refs, deferred ones last, capped; `keep` (an exact match) keeps a place if it was found. */
  finish(keep = -1): number[] {
    const out = [...this.list, ...this.later].slice(0, this.max);
    if (keep >= 0 && this.seen.has(keep) && !out.includes(keep)) out[out.length - 1] = keep;
    return out;
  }
}
