import { draftModeSetUpBy } from './modes/any-draft';
import type { DealInput, DealtTable } from './modes/draft-engine';
import { fail, type Result } from './result';
import type { DraftSeatSetup } from './types';

// Turns a draft's settings and its cube into the table the draft starts from: the entry of the one list
// of modes (any-draft.ts DRAFT_MODES) that deals those settings deals it (ADR 0081 addendum), so a new
// mode never edits this file. The server calls it at create (a dry run with stand-in seats, for a clear
// error early) and at start.

export { entryIdOfDraftCard } from './modes/booster-deal';
export type { DealInput, DealtTable, TableSettings } from './modes/draft-engine';

/** Stand-in seats for a dry run of `n` seats. */
export const trialSeats = (n: number): DraftSeatSetup[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'bot' }));

/** The table for these seats, or why the cube and settings cannot make one (in words for people). */
export function dealTable(input: DealInput, seats: DraftSeatSetup[]): Result<DealtTable> {
  const mode = draftModeSetUpBy(input.settings);
  return mode ? mode.deal(input, seats) : fail('This draft has no mode.');
}
