// Which cards go with a card, from the cubes that hold it. Raw counts would rank the staples every cube
// holds (and basics) first for every card; lift divides them out: how much more often B is in a cube
// holding A than in a cube at random. lift = P(B | A) / P(B) = both * total / (withA * withB).

export interface PairCount {
  cardId: string;
  /** Cubes holding both cards. */
  both: number;
  /** Cubes holding the other card. */
  withOther: number;
}

export interface Companion {
  cardId: string;
  both: number;
  /** Share of the cubes holding the card that also hold this one (0..1). */
  share: number;
  lift: number;
}

export interface CompanionOptions {
  /** Cubes that count (the denominator of P(B)). */
  total: number;
  /** Cubes holding the card. */
  withCard: number;
  /** Fewest cubes in common for a companion; lift over one or two shared cubes is noise. */
  minBoth?: number;
  max?: number;
}

/** The smallest number of shared cubes worth reporting when `withCard` cubes hold the card. */
export function minimumSupport(withCard: number): number {
  // A quarter of the card's cubes, at least 1 and at most 5: a card in 3 cubes still gets companions,
  // a card in 400 needs 5 shared cubes before a rare card's lift counts.
  return Math.max(1, Math.min(5, Math.ceil(withCard / 4)));
}

/** Companions of a card, highest lift first (more shared cubes first on equal lift, then by id). */
export function companionsByLift(pairs: readonly PairCount[], options: CompanionOptions): Companion[] {
  const { total, withCard } = options;
  if (total <= 0 || withCard <= 0) return [];
  const minBoth = options.minBoth ?? minimumSupport(withCard);
  const out: Companion[] = [];
  for (const p of pairs) {
    if (p.both < minBoth || p.withOther <= 0) continue;
    out.push({
      cardId: p.cardId,
      both: p.both,
      share: p.both / withCard,
      lift: (p.both * total) / (withCard * p.withOther),
    });
  }
  out.sort((a, b) => b.lift - a.lift || b.both - a.both || a.cardId.localeCompare(b.cardId));
  return out.slice(0, options.max ?? 20);
}
