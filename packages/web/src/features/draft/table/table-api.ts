import type { TurnModeId } from '@cubewright/core/draft/modes';
import type { TurnViewResponse } from '@cubewright/core/protocol';

// The types of a turn-based mode's table (core/protocol/drafts.ts, draft-modes.ts); it travels as the
// seat's view in use-draft-seat.ts.

/** A seat's view of a turn-based draft, of any mode. */
export type TableView = TurnViewResponse['view'];
/** The view of one mode, with that mode's `table`. */
export type ModeView<M extends TurnModeId> = Extract<TableView, { mode: M }>;

/** Every card id a table shows (cards are `{ id, cardId }` wherever they sit), to fetch their data. */
export function cardIdsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) cardIdsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.cardId === 'string' && typeof o.id === 'string') out.push(o.cardId);
    else for (const v of Object.values(o)) cardIdsIn(v, out);
  }
  return out;
}
