// What a turn-based mode is before anyone plays it: its name, player counts and settings, and the
// checks of a table against them. Apart from define-mode.ts (engines, zod schemas) so that the setup and
// lobby pages, which show only this, load neither (ADR 0078). No zod here.
import { fail, type Result } from '../result';

/** One number a host may change in a mode's settings. */
export interface ModeSetting<K extends string = string> {
  key: K;
  label: string;
  min: number;
  max: number;
  default: number;
}

/** A mode as setup and lobby screens list it. */
export interface ModeInfo<Id extends string = string, K extends string = string> {
  id: Id;
  name: string;
  description: string;
  seats: { min: number; max: number };
  settings: readonly ModeSetting<K>[];
  /**
   * The timer is a pick timer for each seat, not one turn clock. It must say what the rules do
   * (TurnMode.seatClocks); defineMode refuses a mode where the two disagree.
   */
  pickTimer?: boolean;
  /**
   * Whether bots play it in the draft simulator (core/simulation), and how it is offered there:
   * 'cubeFormat', dealt as the cube's default format at that format's seats (the cube's own formats are
   * listed after it); 'ownSeats', by its name at the fewest players it seats. Absent: not simulated.
   */
  simulator?: 'cubeFormat' | 'ownSeats';
  /** Why this many seats cannot sit at the table with these settings, beyond the seat counts; or null. */
  seatsProblem?(seats: number, settings: Readonly<Record<K, number>>): string | null;
}

/** Why `n` players cannot play a mode made for `seats.min` to `seats.max`, or null. */
export function seatCountError(label: string, n: number, seats: { min: number; max: number }): string | null {
  if (n >= seats.min && n <= seats.max) return null;
  return seats.min === seats.max
    ? `${label} is for ${seats.min} players, got ${n}.`
    : `${label} is for ${seats.min} to ${seats.max} players, got ${n}.`;
}

/** The mode's settings with defaults filled in, or a message naming the first bad one. */
export function checkSettings<K extends string>(
  info: ModeInfo<string, K>,
  given: Readonly<Record<string, number>>,
): Result<Record<K, number>> {
  const unknown = Object.keys(given).find((k) => !info.settings.some((s) => s.key === k));
  if (unknown) return fail(`${info.name} draft has no setting "${unknown}".`);
  const out: Partial<Record<K, number>> = {};
  for (const s of info.settings) {
    const v = given[s.key] ?? s.default;
    if (!Number.isInteger(v) || v < s.min || v > s.max)
      return fail(`${s.label} must be a whole number from ${s.min} to ${s.max}.`);
    out[s.key] = v;
  }
  // Every key of info.settings was set just above.
  return { ok: true, value: out as Record<K, number> };
}

/** Why `seats` players cannot sit at the table: the mode's player counts, then its own check. */
export function infoSeatsProblem<K extends string>(
  info: ModeInfo<string, K>,
  seats: number,
  given: Readonly<Record<string, number>>,
): string | null {
  const count = seatCountError(`${info.name} draft`, seats, info.seats);
  if (count || !info.seatsProblem) return count;
  const settings = checkSettings(info, given);
  return settings.ok ? info.seatsProblem(seats, settings.value) : null;
}
