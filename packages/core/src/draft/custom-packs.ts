// Custom formats: each pack is a list of slots, each slot a count of cards matching a filter.
import type { CubeCard } from '../cube/types';
import { type Rng, shuffled } from '../random';
import { toDraftCard } from './packs';
import { fail, ok, type Result } from './result';
import type { FilterCompiler } from './tag-filter';
import type { DraftCard } from './types';

export interface PackSlot {
  count: number;
  /** Search syntax (or `tag:x` until the search compiler is wired in). */
  filter: string;
  /** Board ids the slot draws from; absent or empty: the main board. */
  boards?: readonly string[];
}

/** The boards a slot draws from. */
export function slotBoards(slot: Pick<PackSlot, 'boards'>): readonly string[] {
  return slot.boards?.length ? slot.boards : ['main'];
}

/** The entries a format's packs can draw from: those on any board one of its slots names. */
export function formatPool<T extends { board: string }>(
  cube: readonly T[],
  packs: readonly { slots: readonly PackSlot[] }[],
): T[] {
  const boards = new Set(packs.flatMap((p) => p.slots.flatMap(slotBoards)));
  return cube.filter((c) => boards.has(c.board));
}

/** The first slot that names a board the cube does not have, as a message; null when all exist. */
export function unknownSlotBoard(
  packs: readonly { slots: readonly PackSlot[] }[],
  hasBoard: (id: string) => boolean,
): string | null {
  for (let r = 0; r < packs.length; r++) {
    const slots = packs[r]!.slots;
    for (let i = 0; i < slots.length; i++) {
      const missing = slotBoards(slots[i]!).find((b) => !hasBoard(b));
      if (missing)
        return `Slot ${i + 1} of pack ${r + 1} draws from a board this cube does not have (${missing}).`;
    }
  }
  return null;
}

export interface CustomFormat {
  seats: number;
  /** One entry per round: the slots of that round's pack. */
  packs: { slots: PackSlot[] }[];
}

/** Custom packs per seat per round, filling slots in order from the shuffled boards the slots draw from. */
export function generateCustomPacks(
  cube: readonly CubeCard[],
  format: CustomFormat,
  compile: FilterCompiler,
  rng: Rng,
): Result<DraftCard[][][]> {
  const { seats, packs } = format;
  if (!Number.isInteger(seats) || seats < 2 || seats > 16)
    return fail(`Seats must be a whole number from 2 to 16, got ${seats}.`);
  if (packs.length === 0) return fail('A custom format needs at least one pack.');
  const predicates: ((c: CubeCard) => boolean)[][] = [];
  for (let r = 0; r < packs.length; r++) {
    const slots = packs[r]!.slots;
    if (slots.length === 0) return fail(`Pack ${r + 1} has no slots.`);
    const compiled: ((c: CubeCard) => boolean)[] = [];
    for (let i = 0; i < slots.length; i++) {
      const { count, filter } = slots[i]!;
      if (!Number.isInteger(count) || count < 1)
        return fail(`Slot ${i + 1} of pack ${r + 1} needs a count of at least 1.`);
      const boards = new Set(slotBoards(slots[i]!));
      try {
        const matches = compile(filter);
        compiled.push((c) => boards.has(c.board) && matches(c));
      } catch (e) {
        return fail(`Slot ${i + 1} of pack ${r + 1}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    predicates.push(compiled);
  }
  // Remaining cards in shuffled order; taking a card blanks its slot so later scans skip it.
  const remaining: (CubeCard | null)[] = shuffled(formatPool(cube, packs), rng);
  const out: DraftCard[][][] = Array.from({ length: seats }, () => []);
  for (let r = 0; r < packs.length; r++) {
    for (let s = 0; s < seats; s++) {
      const pack: DraftCard[] = [];
      for (let i = 0; i < packs[r]!.slots.length; i++) {
        const { count, filter } = packs[r]!.slots[i]!;
        const matches = predicates[r]![i]!;
        let taken = 0;
        for (let k = 0; k < remaining.length && taken < count; k++) {
          const card = remaining[k];
          if (card && matches(card)) {
            pack.push(toDraftCard(card));
            remaining[k] = null;
            taken++;
          }
        }
        if (taken < count)
          return fail(
            `Not enough cards for slot ${i + 1} of pack ${r + 1} ("${filter}"): ${seats} seats need ${count} each and the cube ran out.`,
          );
      }
      out[s]!.push(pack);
    }
  }
  return ok(out);
}
