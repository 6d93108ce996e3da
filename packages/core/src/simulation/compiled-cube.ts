// A cube flattened into typed arrays for the simulator: one slot per main-board entry, with the bot's
// static view of its card (value, colours, curve slot, land fixing, features) computed once per run.
// Scoring then reads numbers by index instead of objects by id, which is what makes thousands of
// drafts per second possible.

import { botFacts, type ScoreTable, ScoreTableBuilder } from '../bots/score-table';
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

export interface CompiledCube extends ScoreTable {
  entries: CubeCard[];
  /** Distinct cards (by card id) and each entry's index into them. */
  cardIds: string[];
  names: string[];
  cardOf: Int32Array;
  isBasic: Uint8Array;
  cmc: Float64Array;
  types: Uint8Array;
  /** Coloured pips per colour, 5 per entry. */
  pips: Float32Array;
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
  // Entry i is score-table row i: the pick scorer is the live bot's (bots/seat-tallies.ts).
  const table = new ScoreTableBuilder();
  const extra = {
    cardOf: new Int32Array(n),
    isBasic: new Uint8Array(n),
    cmc: new Float64Array(n),
    types: new Uint8Array(n),
    pips: new Float32Array(n * 5),
  };
  for (let i = 0; i < n; i++) {
    const e = mainEntries[i]!;
    let ci = cardIndex.get(e.cardId);
    if (ci === undefined) {
      ci = cardIds.length;
      cardIndex.set(e.cardId, ci);
      cardIds.push(e.cardId);
      names.push(e.name);
    }
    extra.cardOf[i] = ci;
    const card = cardOf(e.cardId);
    const bot = botFacts(e.cardId, card, ratings?.[e.cardId]);
    table.add(bot, e.tags);
    extra.isBasic[i] = bot.isBasic ? 1 : 0;
    extra.cmc[i] = bot.cmc;
    extra.types[i] = card ? typeBits(card.typeLine) : 0;
    for (let k = 0; k < 5; k++) extra.pips[i * 5 + k] = bot.pips[COLORS[k]!] ?? 0;
  }
  return {
    entries: mainEntries.slice(),
    cardIds,
    names,
    ...extra,
    value: table.value,
    mask: table.mask,
    colorCount: table.colorCount,
    isLand: table.isLand,
    produces: table.produces,
    produceCount: table.produceCount,
    slot: table.slot,
    featStart: table.featStart,
    features: table.features,
    featureWeight: table.featureWeight,
    featureCount: table.featureCount,
  };
}
