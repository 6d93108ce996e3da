// A cube flattened into typed arrays for the simulator: one slot per main-board entry, with the bot's
// static view of its card (value, colours, curve slot, land fixing, features) computed once per run.
// Scoring then reads numbers by index instead of objects by id, which is what makes thousands of
// drafts per second possible.

import { botCardOf, unknownBotCard } from '../bots/traits';
import type { Card } from '../cards/types';
import { COLORS } from '../cards/types';
import type { CubeCard } from '../cube/types';

/** Type bits for archetype labels. */
export const TYPE_BITS = {
  creature: 1,
  instant: 2,
  sorcery: 4,
  artifact: 8,
  enchantment: 16,
  planeswalker: 32,
};

export interface CompiledCube {
  entries: CubeCard[];
  /** Distinct cards (by card id) and each entry's index into them. */
  cardIds: string[];
  names: string[];
  cardOf: Int32Array;
  value: Float64Array;
  mask: Uint8Array;
  colorCount: Uint8Array;
  isLand: Uint8Array;
  isBasic: Uint8Array;
  /** Colours a land makes, as bits. */
  produces: Uint8Array;
  produceCount: Uint8Array;
  slot: Uint8Array;
  cmc: Float64Array;
  types: Uint8Array;
  /** Coloured pips per colour, 5 per entry. */
  pips: Float32Array;
  /** Feature ids (creature subtypes, then tags) per entry: `features[featStart[i]..featStart[i+1]]`. */
  featStart: Int32Array;
  features: Int32Array;
  /** Synergy weight per feature id (subtypes count less than curated tags). */
  featureWeight: Float64Array;
  featureNames: string[];
  /** Tag feature ids per entry are those with id >= firstTag. */
  firstTag: number;
}

function typeBits(typeLine: string): number {
  const front = typeLine.split(' // ')[0] ?? typeLine;
  let t = 0;
  if (/Creature/.test(front)) t |= TYPE_BITS.creature;
  if (/Instant/.test(front)) t |= TYPE_BITS.instant;
  if (/Sorcery/.test(front)) t |= TYPE_BITS.sorcery;
  if (/Artifact/.test(front)) t |= TYPE_BITS.artifact;
  if (/Enchantment/.test(front)) t |= TYPE_BITS.enchantment;
  if (/Planeswalker/.test(front)) t |= TYPE_BITS.planeswalker;
  return t;
}

/** Compiles a cube's main board (given in order) with card data and optional learned ratings. */
export function compileCube(
  mainEntries: readonly CubeCard[],
  cardOf: (cardId: string) => Card | undefined,
  ratings?: Readonly<Record<string, number>>,
): CompiledCube {
  const n = mainEntries.length;
  const cardIndex = new Map<string, number>();
  const cardIds: string[] = [];
  const names: string[] = [];
  const c: CompiledCube = {
    entries: mainEntries.slice(),
    cardIds,
    names,
    cardOf: new Int32Array(n),
    value: new Float64Array(n),
    mask: new Uint8Array(n),
    colorCount: new Uint8Array(n),
    isLand: new Uint8Array(n),
    isBasic: new Uint8Array(n),
    produces: new Uint8Array(n),
    produceCount: new Uint8Array(n),
    slot: new Uint8Array(n),
    cmc: new Float64Array(n),
    types: new Uint8Array(n),
    pips: new Float32Array(n * 5),
    featStart: new Int32Array(n + 1),
    features: new Int32Array(0),
    featureWeight: new Float64Array(0),
    featureNames: [],
    firstTag: 0,
  };
  const subtypeIds = new Map<string, number>();
  const tagIds = new Map<string, number>();
  const perEntry: { subtypes: string[]; tags: string[] }[] = [];
  for (let i = 0; i < n; i++) {
    const e = mainEntries[i]!;
    let ci = cardIndex.get(e.cardId);
    if (ci === undefined) {
      ci = cardIds.length;
      cardIndex.set(e.cardId, ci);
      cardIds.push(e.cardId);
      names.push(e.name);
    }
    c.cardOf[i] = ci;
    const card = cardOf(e.cardId);
    const rating = ratings?.[e.cardId];
    const bot = card ? botCardOf(card, rating) : unknownBotCard(e.cardId);
    if (!card && rating !== undefined) bot.value = rating;
    c.value[i] = bot.value;
    c.mask[i] = bot.mask;
    c.colorCount[i] = bot.colors.length;
    c.isLand[i] = bot.isLand ? 1 : 0;
    c.isBasic[i] = bot.isBasic ? 1 : 0;
    let produces = 0;
    for (const col of bot.produces) produces |= 1 << COLORS.indexOf(col);
    c.produces[i] = produces;
    c.produceCount[i] = bot.produces.length;
    c.slot[i] = bot.slot;
    c.cmc[i] = bot.cmc;
    c.types[i] = card ? typeBits(card.typeLine) : 0;
    for (let k = 0; k < 5; k++) c.pips[i * 5 + k] = bot.pips[COLORS[k]!] ?? 0;
    for (const s of bot.subtypes) if (!subtypeIds.has(s)) subtypeIds.set(s, subtypeIds.size);
    for (const t of e.tags) if (!tagIds.has(t)) tagIds.set(t, tagIds.size);
    perEntry.push({ subtypes: bot.subtypes, tags: e.tags });
  }
  c.firstTag = subtypeIds.size;
  c.featureNames = [...subtypeIds.keys(), ...tagIds.keys()];
  c.featureWeight = new Float64Array(c.featureNames.length);
  c.featureWeight.fill(0.04, 0, c.firstTag);
  c.featureWeight.fill(0.05, c.firstTag);
  const flat: number[] = [];
  for (let i = 0; i < n; i++) {
    c.featStart[i] = flat.length;
    for (const s of perEntry[i]!.subtypes) flat.push(subtypeIds.get(s)!);
    // A tag repeated on one entry counts once.
    for (const t of new Set(perEntry[i]!.tags)) flat.push(c.firstTag + tagIds.get(t)!);
  }
  c.featStart[n] = flat.length;
  c.features = Int32Array.from(flat);
  return c;
}
