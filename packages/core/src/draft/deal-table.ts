import type { Card } from '../cards/types';
import type { DraftFormats } from '../cube/draft-formats';
import type { CubeCard } from '../cube/types';
import { createRng } from '../random/rng';
import { generateCustomPacks } from './custom-packs';
import { dealJumpstart, type JumpstartPacket } from './jumpstart';
import type { AnyDraftState } from './modes/any-draft';
import { type FormatKind, SUPREME_PICKS } from './modes/booster-info';
import { turnModeNamed } from './modes/registry';
import { generateBoosterPacks, generateSealedPools, toDraftCard } from './packs';
import type { Result } from './result';
import { searchSlotCompiler } from './sample-pack';
import { createDraft } from './setup';
import type { DraftCard, DraftSeatSetup, PickStep } from './types';

// Turns a draft's settings and its cube into the table the draft starts from: a waiting draft (booster,
// supreme, custom pick steps, or a turn-based mode) or, for sealed and jumpstart, the pools themselves.
// Pure apart from the card lookup; the server calls it at create (a dry run with stand-in seats, for a
// clear error early) and at start.

/** What dealing reads of a draft's settings (protocol's DraftSettingsDoc has them all). */
export interface TableSettings {
  /** 'supreme': booster packs, each kept by the seat that opens it: take two, burn the rest. */
  formatKind: FormatKind;
  mode?: string;
  modeSettings?: Record<string, number>;
  formatName: string;
  packs: number;
  cardsPerPack: number;
  timerSeconds: number | null;
}

type Dealt =
  | { kind: 'packs'; packs: DraftCard[][][]; step: PickStep; schedule?: PickStep[][] }
  | { kind: 'pools'; pools: DraftCard[][] };

/** The table a draft starts from: a waiting draft, or (sealed, jumpstart) every seat's pool. */
export type DealtTable = { kind: 'draft'; initial: AnyDraftState } | { kind: 'pools'; pools: DraftCard[][] };

export interface DealInput {
  settings: TableSettings;
  seed: string;
  cards: readonly CubeCard[];
  formats: DraftFormats;
  packets: { name: string; cards: string[] }[];
  lookup: (cardId: string) => Card | undefined;
}

/** Packet copies of one card id get ids of their own (`j<packet>-<i>-<entry id>`): draft card ids are unique in a draft. */
const packetCopyId = (packet: number, i: number, entryId: string) => `j${packet}-${i}-${entryId}`;

/** The cube entry a draft card was dealt from: packet copies carry it after their prefix, other cards are it. */
export const entryIdOfDraftCard = (draftCardId: string) => draftCardId.replace(/^j\d+-\d+-/, '');

function packetCards(packet: { cards: string[] }, cards: readonly CubeCard[], n: number): DraftCard[] {
  const byEntry = new Map(cards.map((c) => [c.id, c]));
  return packet.cards.flatMap((ref, i) => {
    const entry = byEntry.get(ref) ?? cards.find((c) => c.cardId === ref);
    return entry ? [{ ...toDraftCard(entry), id: packetCopyId(n, i, entry.id) }] : [];
  });
}

/** Stand-in seats for a dry run of `n` seats. */
export const trialSeats = (n: number): DraftSeatSetup[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'bot' }));

/** The table for these seats, or why the cube and settings cannot make one (in words for people). */
export function dealTable(input: DealInput, seats: DraftSeatSetup[]): Result<DealtTable> {
  const { settings, seed } = input;
  if (settings.formatKind === 'mode') {
    const mode = settings.mode && turnModeNamed(settings.mode);
    if (!mode) return { ok: false, error: 'This draft has no mode.' };
    const table = mode.create({
      seed,
      seats,
      settings: settings.modeSettings ?? {},
      timer: settings.timerSeconds ? { secondsPerTurn: settings.timerSeconds } : null,
      cube: input.cards,
    });
    return table.ok ? { ok: true, value: { kind: 'draft', initial: table.value } } : table;
  }
  const dealt = deal(input, seats.length);
  if (!dealt.ok) return dealt;
  if (dealt.value.kind === 'pools') return { ok: true, value: dealt.value };
  const created = createDraft({
    seed,
    seats,
    packs: dealt.value.packs,
    step: dealt.value.step,
    schedule: dealt.value.schedule,
    timer: settings.timerSeconds ? { secondsPerPick: settings.timerSeconds } : null,
  });
  return created.ok ? { ok: true, value: { kind: 'draft', initial: created.value } } : created;
}

/** Packs or pools for `seats` players, or why the cube cannot supply them. */
function deal(input: DealInput, seats: number): Result<Dealt> {
  const { settings, cards } = input;
  const rng = createRng(input.seed, seats);
  if (settings.formatKind === 'booster') {
    const r = generateBoosterPacks(
      cards,
      { seats, packsPerPlayer: settings.packs, cardsPerPack: settings.cardsPerPack },
      rng,
    );
    return r.ok ? { ok: true, value: { kind: 'packs', packs: r.value, step: { picks: 1, burns: 0 } } } : r;
  }
  if (settings.formatKind === 'supreme') {
    // Supreme: every pack stays with the seat that opened it, which takes two cards and burns the rest
    // in one step (so nothing is passed).
    if (settings.cardsPerPack < SUPREME_PICKS)
      return {
        ok: false,
        error: `Supreme draft takes ${SUPREME_PICKS} cards of each pack: packs need at least ${SUPREME_PICKS} cards.`,
      };
    const r = generateBoosterPacks(
      cards,
      { seats, packsPerPlayer: settings.packs, cardsPerPack: settings.cardsPerPack },
      rng,
    );
    const step = { picks: SUPREME_PICKS, burns: settings.cardsPerPack - SUPREME_PICKS };
    return r.ok ? { ok: true, value: { kind: 'packs', packs: r.value, step } } : r;
  }
  if (settings.formatKind === 'sealed') {
    const r = generateSealedPools(
      cards,
      { players: seats, packsPerPlayer: settings.packs, cardsPerPack: settings.cardsPerPack },
      rng,
    );
    return r.ok ? { ok: true, value: { kind: 'pools', pools: r.value.map((p) => p.flat()) } } : r;
  }
  if (settings.formatKind === 'jumpstart') {
    const packets: JumpstartPacket[] = input.packets.map((p, n) => ({
      name: p.name,
      cards: packetCards(p, cards, n),
    }));
    const r = dealJumpstart(packets, seats, rng);
    return r.ok ? { ok: true, value: { kind: 'pools', pools: r.value.map((d) => d.cards) } } : r;
  }
  const format = input.formats.custom.find((f) => f.name.toLowerCase() === settings.formatName.toLowerCase());
  if (!format) return { ok: false, error: `This cube has no draft format named "${settings.formatName}".` };
  const r = generateCustomPacks(cards, { seats, packs: format.packs }, searchSlotCompiler(input.lookup), rng);
  // Each pack plays its own steps in order (Minneapolis: one card, then two at a time), then one pick
  // per pass once they run out: how the format's editor describes them and the simulator plays them.
  const schedule = format.packs.map((p) => p.steps ?? []);
  const step = { picks: 1, burns: 0 };
  return r.ok ? { ok: true, value: { kind: 'packs', packs: r.value, step, schedule } } : r;
}
