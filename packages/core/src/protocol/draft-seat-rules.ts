// Who may do what to a running draft's seats, as the session page shows it: apart from the lobby's
// schemas (draft-lobby.ts) so that the page loads no zod for it (ADR 0078). No zod here.
import type { DraftSummary } from './drafts';

/**
 * Who may hand an away player's seat to a bot: the host; and, while the host is away from the table
 * too, any player sitting at it, so a table whose host left is not stuck waiting on another away seat.
 */
export function mayReplaceWithBot(draft: Pick<DraftSummary, 'host' | 'seats'>, userId: string): boolean {
  if (draft.host.id === userId) return true;
  const hostHere = draft.seats.some((s) => s.userId === draft.host.id && s.kind === 'human' && s.present);
  return !hostHere && draft.seats.some((s) => s.userId === userId && s.kind === 'human' && s.present);
}
