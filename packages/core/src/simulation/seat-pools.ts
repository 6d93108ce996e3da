// Every seat's pool for the simulator: the bots' shared tallies and scorer (bots/seat-tallies.ts),
// plus the entries picked, which the deck builder reads. Reset per draft instead of reallocated.
import { SeatTallies } from '../bots/seat-tallies';
import type { CompiledCube } from './compiled-cube';

export class SeatPools extends SeatTallies {
  readonly pool: Int32Array;

  constructor(
    cube: CompiledCube,
    seats: number,
    readonly maxPool: number,
  ) {
    super(cube, seats);
    this.pool = new Int32Array(seats * maxPool);
  }

  /** Adds entry `e` to seat `s`'s pool. */
  override add(s: number, e: number): void {
    this.pool[s * this.maxPool + this.size[s]!] = e;
    super.add(s, e);
  }
}
