import { nameAliasesOf } from './aliases';
import { type NameEntry, NameSearch } from './name-search';
import { normalizeName } from './names';
import { isCubeCard, popularityOf } from './standing';
import type { Card, Printing } from './types';

/** The outcome of resolving one typed name: the card, or up to three close names to offer instead. */
export interface NameResolution {
  input: string;
  card: Card | null;
  suggestions: string[];
}

/** A set the printings come from: its code, name, release date and cards per rarity. */
export interface CardSet {
  code: string;
  name: string;
  releasedAt: string | null;
  cards: number;
  rarities: Record<string, number>;
}

const SUGGESTIONS = 3;
// Fuzzy search costs far more than a lookup; a 20,000-line paste of garbage must not take minutes.
const SUGGESTED_NAMES_MAX = 1000;

/**
 * The in-memory card index: cards by id, names resolved the way cube lists spell them (any case and
 * accents, front faces, split halves, `A /// B`), fuzzy suggestions, autocomplete, printings per card.
 */
export class CardIndex {
  private readonly cards: readonly Card[];
  private readonly byId = new Map<string, number>();
  private readonly names: NameSearch;
  private readonly printingsById = new Map<string, Printing>();
  private readonly printingsByCard = new Map<string, Printing[]>();
  /** Printings by set code, built on the first question about sets (few servers are asked). */
  private printingsBySet: Map<string, Printing[]> | null = null;

  constructor(cards: readonly Card[], printings: Iterable<Printing> = []) {
    this.cards = cards;
    const entries: NameEntry[] = [];
    cards.forEach((card, ref) => {
      if (this.byId.has(card.id)) return;
      this.byId.set(card.id, ref);
      const standing = { cubeCard: isCubeCard(card), popularity: popularityOf(card) };
      for (const alias of nameAliasesOf(card)) entries.push({ ...alias, ref, ...standing });
    });
    this.names = new NameSearch(entries);
    this.addPrintings(printings);
  }

  /** Number of cards. */
  get size(): number {
    return this.byId.size;
  }

  /** Number of printings linked to a card. */
  get printingCount(): number {
    return this.printingsById.size;
  }

  /** Every card, in load order. */
  all(): readonly Card[] {
    return this.cards;
  }

  /** The card with this id (oracle id or `name:` id), or null. */
  get(id: string): Card | null {
    const ref = this.byId.get(id);
    return ref === undefined ? null : this.cards[ref]!;
  }

  /** The card a typed name means, without guessing: exact, face, `///` and punctuation-insensitive matches. */
  lookup(name: string): Card | null {
    const key = normalizeName(name);
    if (!key) return null;
    let ref = this.names.exact(key);
    // A single slash between two names ("Fire/Ice", "Who/What/When/Where/Why") is a split card too.
    if (ref < 0 && key.includes('/')) ref = this.names.exact(key.replace(/\s*\/\s*/g, ' // '));
    if (ref < 0) ref = this.names.loose(key);
    return ref < 0 ? null : this.cards[ref]!;
  }

  /** Up to `max` names of cards close to a name that did not resolve, closest first. */
  suggest(name: string, max = SUGGESTIONS): string[] {
    return this.names.similar(normalizeName(name), max).map((ref) => this.cards[ref]!.name);
  }

  /** Resolves one typed name to a card, with suggestions when it does not resolve. */
  resolve(input: string): NameResolution {
    const card = this.lookup(input);
    return { input, card, suggestions: card ? [] : this.suggest(input) };
  }

  /** Resolves a list of names; only the first thousand distinct misses get suggestions. */
  resolveAll(inputs: readonly string[]): NameResolution[] {
    const suggested = new Map<string, string[]>();
    return inputs.map((input) => {
      const card = this.lookup(input);
      if (card) return { input, card, suggestions: [] };
      const key = normalizeName(input);
      let suggestions = suggested.get(key);
      if (!suggestions) {
        suggestions = suggested.size < SUGGESTED_NAMES_MAX ? this.suggest(input) : [];
        suggested.set(key, suggestions);
      }
      return { input, card: null, suggestions };
    });
  }

  /**
   * Top `max` cards for a partly typed name: cube cards before planes and tokens; the exact name, then
   * names and face names with a word starting with it (popular cards first), then close spellings.
   */
  autocomplete(query: string, max = 10): Card[] {
    const key = normalizeName(query);
    // "fire/ice" is typed for Fire // Ice, as in `lookup`.
    const spaced = key.includes('/') && !key.includes(' // ') ? key.replace(/\s*\/\s*/g, ' // ') : key;
    return this.names.complete(spaced, max).map((ref) => this.cards[ref]!);
  }

  /** A printing by its Scryfall id, or null. */
  printing(id: string): Printing | null {
    return this.printingsById.get(id) ?? null;
  }

  /** The printings of a card, newest first. */
  printingsOf(cardId: string): readonly Printing[] {
    return this.printingsByCard.get(cardId) ?? [];
  }

  /** The sets the printings come from, newest first, with how many of their cards are of each rarity. */
  sets(): CardSet[] {
    return [...this.bySet().values()]
      .map((printings) => {
        const first = printings[0]!;
        const rarities: Record<string, number> = {};
        for (const p of printings) if (p.rarity) rarities[p.rarity] = (rarities[p.rarity] ?? 0) + 1;
        return {
          code: first.set,
          name: first.setName,
          releasedAt: first.releasedAt,
          cards: printings.length,
          rarities,
        };
      })
      .sort((a, b) => (b.releasedAt ?? '').localeCompare(a.releasedAt ?? '') || a.name.localeCompare(b.name));
  }

  /** The printings of one set (lower-case code), in collector-number order; [] for an unknown set. */
  printingsInSet(code: string): readonly Printing[] {
    return this.bySet().get(code.toLowerCase()) ?? [];
  }

  private bySet(): Map<string, Printing[]> {
    if (this.printingsBySet) return this.printingsBySet;
    const sets = new Map<string, Printing[]>();
    for (const p of this.printingsById.values()) {
      const list = sets.get(p.set);
      if (list) list.push(p);
      else sets.set(p.set, [p]);
    }
    const number = (p: Printing) => Number.parseInt(p.collectorNumber, 10) || 0;
    for (const list of sets.values())
      list.sort((a, b) => number(a) - number(b) || a.collectorNumber.localeCompare(b.collectorNumber));
    this.printingsBySet = sets;
    return sets;
  }

  // Printings name their card by oracle id where known, else by name; the fixture knows many more oracle
  // ids on printings than on cards, so each printing is re-linked to the loaded card's id.
  private addPrintings(printings: Iterable<Printing>) {
    // Cards printed in the same sets share one dates array.
    const dateLists = new Map<string, string[]>();
    const byOracle = new Map<string, Card>();
    for (const card of this.cards) if (card.oracleId) byOracle.set(card.oracleId, card);
    for (const p of printings) {
      if (this.printingsById.has(p.id)) continue;
      const card = this.get(p.cardId) ?? byOracle.get(p.cardId) ?? this.lookup(p.name);
      if (!card) continue;
      const linked = card.id === p.cardId ? p : { ...p, cardId: card.id };
      this.printingsById.set(p.id, linked);
      const list = this.printingsByCard.get(card.id);
      if (list) list.push(linked);
      else this.printingsByCard.set(card.id, [linked]);
    }
    for (const [cardId, list] of this.printingsByCard) {
      list.sort(
        (a, b) => (b.releasedAt ?? '').localeCompare(a.releasedAt ?? '') || a.set.localeCompare(b.set),
      );
      // A Scryfall oracle card names only its own set; its loaded printings tell every set it is in,
      // which `s:` searches.
      const card = this.get(cardId)!;
      const sets = new Set(card.printings);
      for (const p of list) sets.add(p.set);
      if (sets.size !== card.printings.length) card.printings = [...sets];
      const dates = [...new Set([card.releasedAt, ...list.map((p) => p.releasedAt)])]
        .filter((d): d is string => Boolean(d))
        .sort();
      const key = dates.join(' ');
      const shared = dateLists.get(key) ?? dates;
      dateLists.set(key, shared);
      card.releaseDates = shared;
    }
  }
}
