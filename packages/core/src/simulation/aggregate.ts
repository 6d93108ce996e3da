// Counts from many drafts folded into per-card and per-deck totals, then turned into the report.
// Counting is by distinct card (two copies of a card in a cube count together).
import { type CompiledCube, TYPE_BITS } from './compiled-cube';
import type { FastDeck } from './fast-deck';
import type { PickSink } from './fast-draft';
import {
  type ArchetypeRow,
  type CountRow,
  type MapPoint,
  maskLetters,
  type SampleDeck,
  type SimulationReport,
} from './report';

const MAP_LIMIT = 2000;
// Pentagon corners for W, U, B, R, G, W at the top going clockwise.
const CORNERS = [0, 1, 2, 3, 4].map((k) => {
  const a = -Math.PI / 2 + (k * 2 * Math.PI) / 5;
  return [Math.cos(a), Math.sin(a)] as const;
});

export class SimulationTally implements PickSink {
  readonly seen: Int32Array;
  readonly picks: Int32Array;
  readonly pickSum: Float64Array;
  readonly firstPicks: Int32Array;
  readonly p1p1: Int32Array;
  readonly wheels: Int32Array;
  readonly burned: Int32Array;
  readonly inDeck: Int32Array;
  decks = 0;
  splashes = 0;
  readonly deckColors = new Map<string, number>();
  readonly archetypes = new Map<string, number>();
  readonly colorShares = new Int32Array(5);
  readonly pairCounts = new Map<string, number>();
  readonly samples: SampleDeck[] = [];
  readonly map: MapPoint[] = [];
  private seats: number;

  constructor(
    private readonly cube: CompiledCube,
    seats: number,
    private readonly sampleLimit: number,
  ) {
    const n = cube.cardIds.length;
    this.seats = seats;
    this.seen = new Int32Array(n);
    this.picks = new Int32Array(n);
    this.pickSum = new Float64Array(n);
    this.firstPicks = new Int32Array(n);
    this.p1p1 = new Int32Array(n);
    this.wheels = new Int32Array(n);
    this.burned = new Int32Array(n);
    this.inDeck = new Int32Array(n);
  }

  dealt(e: number): void {
    this.seen[this.cube.cardOf[e]!]!++;
  }

  pick(_seat: number, round: number, pick: number, passes: number, e: number): void {
    const c = this.cube.cardOf[e]!;
    this.picks[c]!++;
    this.pickSum[c]! += pick + 1;
    if (pick === 0) {
      this.firstPicks[c]!++;
      if (round === 0) this.p1p1[c]!++;
    }
    if (passes >= this.seats) this.wheels[c]!++;
  }

  burn(e: number): void {
    this.burned[this.cube.cardOf[e]!]!++;
  }

  deck(draft: number, seat: number, deck: FastDeck): void {
    const cube = this.cube;
    this.decks++;
    const main = deck.mask & ~deck.splash;
    const colors = maskLetters(main);
    this.deckColors.set(colors, (this.deckColors.get(colors) ?? 0) + 1);
    for (let k = 0; k < 5; k++) if (deck.mask & (1 << k)) this.colorShares[k]!++;
    if (deck.splash) this.splashes++;
    if (colors.length === 2) this.pairCounts.set(colors, (this.pairCounts.get(colors) ?? 0) + 1);
    const weights = [0, 0, 0, 0, 0];
    let creatures = 0;
    let spells = 0;
    const tags = new Map<string, number>();
    for (const e of deck.main) {
      this.inDeck[cube.cardOf[e]!]!++;
      if (cube.isLand[e]) continue;
      const t = cube.types[e]!;
      if (t & TYPE_BITS.creature) creatures++;
      if (t & (TYPE_BITS.instant | TYPE_BITS.sorcery)) spells++;
      for (let k = 0; k < 5; k++) weights[k]! += cube.pips[e * 5 + k]!;
      for (const tag of cube.entries[e]!.tags) tags.set(tag, (tags.get(tag) ?? 0) + 1);
    }
    const label = styleLabel(creatures, spells, tags);
    const archetype = `${colors || 'C'} ${label}`;
    this.archetypes.set(archetype, (this.archetypes.get(archetype) ?? 0) + 1);
    if (this.map.length < MAP_LIMIT) this.map.push({ ...place(weights), colors, archetype });
    if (this.samples.length < this.sampleLimit)
      this.samples.push(this.sample(draft, seat, deck, colors, archetype));
  }

  private sample(draft: number, seat: number, deck: FastDeck, colors: string, archetype: string): SampleDeck {
    const cube = this.cube;
    const curve = [0, 0, 0, 0, 0, 0];
    const cards = deck.main.map((e) => {
      if (!cube.isLand[e]) curve[cube.slot[e]!]!++;
      return {
        cardId: cube.cardIds[cube.cardOf[e]!]!,
        name: cube.names[cube.cardOf[e]!]!,
        cmc: cube.cmc[e]!,
        colors: maskLetters(cube.mask[e]!),
        type: typeName(cube.types[e]!, cube.isLand[e] === 1),
      };
    });
    const basics: Record<string, number> = {};
    deck.basics.forEach((n, k) => {
      if (n > 0) basics['WUBRG'[k]!] = n;
    });
    const splash = deck.splash ? maskLetters(deck.splash) : null;
    return { draft, seat, colors, splash, archetype, cards, basics, curve };
  }

  /** The report for `drafts` drafts so far. */
  report(
    meta: Pick<SimulationReport, 'seed' | 'format' | 'drafts' | 'seats' | 'rounds' | 'picksPerSeat'>,
  ): SimulationReport {
    const cube = this.cube;
    const colorsOf = new Array<number>(cube.cardIds.length).fill(0);
    for (let e = 0; e < cube.entries.length; e++) colorsOf[cube.cardOf[e]!] = cube.mask[e]!;
    const cards = cube.cardIds.map((cardId, c) => {
      const picks = this.picks[c]!;
      const seen = this.seen[c]!;
      return {
        cardId,
        name: cube.names[c]!,
        colors: maskLetters(colorsOf[c]!),
        seen,
        picks,
        burned: this.burned[c]!,
        avgPick: picks > 0 ? this.pickSum[c]! / picks : null,
        firstPicks: this.firstPicks[c]!,
        p1p1: this.p1p1[c]!,
        firstPickRate: seen > 0 ? this.firstPicks[c]! / seen : 0,
        wheels: this.wheels[c]!,
        wheelRate: picks > 0 ? this.wheels[c]! / picks : 0,
        inDeck: this.inDeck[c]!,
        deckRate: picks > 0 ? this.inDeck[c]! / picks : 0,
      };
    });
    const picked = cards
      .filter((c) => c.avgPick !== null)
      .sort((a, b) => a.avgPick! - b.avgPick! || b.picks - a.picks);
    const rows = (m: Map<string, number>): CountRow[] =>
      [...m]
        .map(([key, decks]) => ({ key, decks, share: decks / Math.max(1, this.decks) }))
        .sort((a, b) => b.decks - a.decks || a.key.localeCompare(b.key));
    const archetypes: ArchetypeRow[] = rows(this.archetypes).map((r) => {
      const space = r.key.indexOf(' ');
      const colors = r.key.slice(0, space);
      return { ...r, colors: colors === 'C' ? '' : colors, label: r.key.slice(space + 1) };
    });
    return {
      ...meta,
      cards,
      deckColors: rows(this.deckColors),
      colorShares: [...this.colorShares].map((decks, k) => ({
        key: 'WUBRG'[k]!,
        decks,
        share: decks / Math.max(1, this.decks),
      })),
      colorPairs: rows(this.pairCounts),
      splashes: this.splashes,
      archetypes,
      mostDrafted: picked.slice(0, 20).map((c) => c.cardId),
      leastDrafted: picked
        .slice(-20)
        .reverse()
        .map((c) => c.cardId),
      sampleDecks: this.samples,
      map: this.map,
    };
  }
}

/** "creatures" or "spells" when a deck leans that way, else "midrange"; a tag on 5+ spells joins in. */
function styleLabel(creatures: number, spells: number, tags: Map<string, number>): string {
  const style = creatures >= 15 ? 'creatures' : spells >= 9 ? 'spells' : 'midrange';
  let top = '';
  let topCount = 4;
  for (const [tag, n] of tags)
    if (n > topCount || (n === topCount && top !== '' && tag < top)) [top, topCount] = [tag, n];
  return top ? `${style} · ${top}` : style;
}

function place(weights: number[]): { x: number; y: number } {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total === 0) return { x: 0, y: 0 };
  let x = 0;
  let y = 0;
  for (let k = 0; k < 5; k++) {
    x += (weights[k]! / total) * CORNERS[k]![0];
    y += (weights[k]! / total) * CORNERS[k]![1];
  }
  return { x: Math.round(x * 1000) / 1000, y: Math.round(y * 1000) / 1000 };
}

function typeName(t: number, land: boolean): string {
  if (land) return 'Land';
  if (t & TYPE_BITS.creature) return 'Creature';
  if (t & TYPE_BITS.planeswalker) return 'Planeswalker';
  if (t & TYPE_BITS.instant) return 'Instant';
  if (t & TYPE_BITS.sorcery) return 'Sorcery';
  if (t & TYPE_BITS.artifact) return 'Artifact';
  if (t & TYPE_BITS.enchantment) return 'Enchantment';
  return 'Other';
}
