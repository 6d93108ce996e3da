// Test and bench helper (not exported from index.ts): the eight pools of one booster draft of a cube,
// drafted by the bots, or by new players whose every pick is a coin toss between the bot's card and
// a random one (they end with pools spread over every colour, the case deck suggestions trip on).
import type { Card } from '../cards/types';
import type { CubeCard } from '../cube/types';
import { generateBoosterPacks } from '../draft/packs';
import { draftReducer } from '../draft/reducer';
import { createDraft } from '../draft/setup';
import type { DraftCard } from '../draft/types';
import { createRng, type Rng } from '../random';
import { createBotPicker } from './picker';

export type Drafters = 'bots' | 'new players';

/** The pools of an 8-seat, 3 x 15 draft of `entries` with seed `seed`. */
export function draftedPools(
  entries: readonly CubeCard[],
  cards: (id: string) => Card | undefined,
  seed: string,
  drafters: Drafters,
): DraftCard[][] {
  const bot = createBotPicker({ cards });
  const coin = createRng(`${seed}/coin`);
  const autoPick =
    drafters === 'bots'
      ? bot
      : (pack: readonly DraftCard[], pool: readonly DraftCard[], rng: Rng) =>
          coin.next() < 0.5 ? coin.int(pack.length) : bot(pack, pool, rng);
  const packs = generateBoosterPacks([...entries], {}, createRng(seed));
  if (!packs.ok) throw new Error(packs.error);
  const seats = Array.from({ length: 8 }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'bot' as const }));
  const draft = createDraft({ seed, seats, packs: packs.value });
  if (!draft.ok) throw new Error(draft.error);
  const { state } = draftReducer(draft.value, { type: 'start', now: 0 }, { autoPick });
  if (state.status !== 'done') throw new Error(`draft ${seed} did not finish`);
  return state.seats.map((s) => s.pool);
}
