// How booster draft's entry of the list deals (ADR 0081 addendum): the built-in formats set up like it
// (booster-info.ts BOOSTER_FORMATS: booster and supreme packs, sealed's and jumpstart's whole pools) and
// the cube's own formats with their pick steps. deal-table.ts hands it the drafts it `deals`; it names
// no other mode. Pure apart from the card lookup.
import type { CubeCard } from '../../cube/types';
import { createRng } from '../../random/rng';
import { generateCustomPacks } from '../custom-packs';
import { dealJumpstart, type JumpstartPacket } from '../jumpstart';
import { generateBoosterPacks, generateSealedPools, toDraftCard } from '../packs';
import { fail, type Result } from '../result';
import { searchSlotCompiler } from '../sample-pack';
import { createDraft } from '../setup';
import type { DraftCard, DraftSeatSetup, PickStep } from '../types';
import { BOOSTER_FORMATS, SUPREME_PICKS } from './booster-info';
import type { DealInput, DealtTable, TableSettings } from './draft-engine';

type Dealt =
  | { kind: 'packs'; packs: DraftCard[][][]; step: PickStep; schedule?: PickStep[][] }
  | { kind: 'pools'; pools: DraftCard[][] };

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

/** Whether booster draft's entry deals these settings: a built-in format of its list, or the cube's own. */
export const dealsBoosterFormat = (settings: TableSettings): boolean =>
  settings.formatKind === 'custom' || BOOSTER_FORMATS.some((f) => f.id === settings.formatKind);

/** A waiting booster draft of the dealt packs, or (sealed, jumpstart) every seat's pool. */
export function dealBoosterTable(input: DealInput, seats: DraftSeatSetup[]): Result<DealtTable> {
  const dealt = deal(input, seats.length);
  if (!dealt.ok) return dealt;
  if (dealt.value.kind === 'pools') return { ok: true, value: dealt.value };
  const created = createDraft({
    seed: input.seed,
    seats,
    packs: dealt.value.packs,
    step: dealt.value.step,
    schedule: dealt.value.schedule,
    timer: input.settings.timerSeconds ? { secondsPerPick: input.settings.timerSeconds } : null,
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
      return fail(
        `Supreme draft takes ${SUPREME_PICKS} cards of each pack: packs need at least ${SUPREME_PICKS} cards.`,
      );
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
  if (!format) return fail(`This cube has no draft format named "${settings.formatName}".`);
  const r = generateCustomPacks(cards, { seats, packs: format.packs }, searchSlotCompiler(input.lookup), rng);
  // Each pack plays its own steps in order (Minneapolis: one card, then two at a time), then one pick
  // per pass once they run out: how the format's editor describes them and the simulator plays them.
  const schedule = format.packs.map((p) => p.steps ?? []);
  const step = { picks: 1, burns: 0 };
  return r.ok ? { ok: true, value: { kind: 'packs', packs: r.value, step, schedule } } : r;
}
