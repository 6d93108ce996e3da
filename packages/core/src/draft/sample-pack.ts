// A sample pack: the first seat's first pack of a cube's format, and the order a bot would take it in.
// Pure and seeded, so a seed in a URL reopens the same pack with the same picks.
import { createBotPicker } from '../bots/picker';
import type { Card } from '../cards/types';
import type { CustomDraftFormat, DraftFormats } from '../cube/draft-formats';
import { overriddenLookup, withOverrides } from '../cube/overrides';
import type { CubeCard } from '../cube/types';
import { compileQuery, formatQueryError } from '../filter';
import { createRng } from '../random';
import { generateCustomPacks } from './custom-packs';
import { generateBoosterPacks } from './packs';
import { fail, ok, type Result } from './result';
import type { FilterCompiler } from './tag-filter';
import type { DraftCard } from './types';

export interface SampleCube {
  cards: readonly CubeCard[];
  /** Card data by card id; unknown cards never match a slot filter and bots score them as average. */
  lookup: (cardId: string) => Card | undefined;
}

/** The cube's default booster format or one of its custom formats. */
export type SampleFormat = DraftFormats['default'] | CustomDraftFormat;

export interface SamplePack {
  pack: DraftCard[];
  /** The bot's pick rank (1 = first pick) for each card of `pack`, by position. */
  ranks: number[];
  /** The pack's cards in the order the bot takes them. */
  pickOrder: DraftCard[];
}

/** Slot filters in the search syntax; empty or `*` means any card. Each entry's overrides count (`t:` reads an overridden type line). */
export function searchSlotCompiler(lookup: SampleCube['lookup']): FilterCompiler {
  return (filter) => {
    if (filter.trim() === '' || filter.trim() === '*') return () => true;
    const compiled = compileQuery(filter);
    if (!compiled.ok) throw new Error(`"${filter}": ${formatQueryError(compiled.error)}`);
    return (entry) => {
      const card = lookup(entry.cardId);
      return card ? compiled.predicate(withOverrides(card, entry), entry) : false;
    };
  };
}

/** One seeded sample pack with the bot's pick order, or the pack engine's reason it cannot be dealt. */
export function samplePack(
  cube: SampleCube,
  format: SampleFormat,
  seed: string | number,
  compile: FilterCompiler = searchSlotCompiler(cube.lookup),
): Result<SamplePack> {
  // The bot judges each card as the cube's entries override it (mana value, type line, rarity).
  const lookup = overriddenLookup(cube.cards, cube.lookup);
  // Deal the whole table, as a real draft would, so a too-small cube fails the same way.
  const rng = createRng(seed, format.seats);
  const dealt =
    'packsPerPlayer' in format
      ? generateBoosterPacks(cube.cards, format, rng)
      : generateCustomPacks(cube.cards, { seats: format.seats, packs: format.packs }, compile, rng);
  if (!dealt.ok) return fail(dealt.error);
  const pack = dealt.value[0]?.[0] ?? [];
  const pick = createBotPicker({ cards: lookup });
  const tieBreak = createRng(seed, format.seats, 1);
  const remaining = [...pack];
  const pickOrder: DraftCard[] = [];
  while (remaining.length > 0) {
    const i = pick(remaining, pickOrder, tieBreak);
    pickOrder.push(remaining.splice(i, 1)[0]!);
  }
  const rankOf = new Map(pickOrder.map((c, i) => [c.id, i + 1]));
  return ok({ pack, ranks: pack.map((c) => rankOf.get(c.id)!), pickOrder });
}
