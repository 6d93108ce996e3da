import type { Card } from '@cubewright/core/cards';
import type { CubeCard, DraftFormats } from '@cubewright/core/cube';
import {
  type DraftCard,
  dealJumpstart,
  generateBoosterPacks,
  generateCustomPacks,
  generateSealedPools,
  type JumpstartPacket,
  type PickStep,
  type Result,
  searchSlotCompiler,
  toDraftCard,
} from '@cubewright/core/draft';
import type { DraftSettingsDoc } from '@cubewright/core/protocol';
import { createRng } from '@cubewright/core/random';

// Turns a draft's settings and its cube into packs (booster, custom) or pools (sealed, jumpstart).
// Pure apart from the card lookup; called at create (a dry run, for a clear error early) and at start.

export type Dealt =
  | { kind: 'packs'; packs: DraftCard[][][]; step: PickStep; schedule?: PickStep[][] }
  | { kind: 'pools'; pools: DraftCard[][] };

export interface DealInput {
  settings: DraftSettingsDoc;
  seed: string;
  cards: readonly CubeCard[];
  formats: DraftFormats;
  packets: { name: string; cards: string[] }[];
  lookup: (cardId: string) => Card | undefined;
}

/** Cards a Supreme draft's seat takes from each pack it opens. */
export const SUPREME_PICKS = 2;

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

/** Packs or pools for `seats` players, or why the cube cannot supply them. */
export function deal(input: DealInput, seats: number): Result<Dealt> {
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
