// Jumpstart: each player receives two distinct packets from the cube's named packets.
import { type Rng, shuffled } from '../random';
import { fail, ok, type Result } from './result';
import type { DraftCard } from './types';

export interface JumpstartPacket {
  name: string;
  cards: DraftCard[];
}

export interface JumpstartDeal {
  packets: [string, string];
  cards: DraftCard[];
}

/** Deals two packets per player without replacement (packets are physical), or why it cannot. */
export function dealJumpstart(
  packets: readonly JumpstartPacket[],
  players: number,
  rng: Rng,
): Result<JumpstartDeal[]> {
  if (!Number.isInteger(players) || players < 1 || players > 16)
    return fail(`Players must be a whole number from 1 to 16, got ${players}.`);
  if (packets.length < players * 2)
    return fail(`${players} players need ${players * 2} jumpstart packets; this cube has ${packets.length}.`);
  const order = shuffled(packets, rng);
  const out: JumpstartDeal[] = [];
  for (let p = 0; p < players; p++) {
    const a = order[2 * p]!;
    const b = order[2 * p + 1]!;
    out.push({ packets: [a.name, b.name], cards: [...a.cards, ...b.cards] });
  }
  return ok(out);
}
