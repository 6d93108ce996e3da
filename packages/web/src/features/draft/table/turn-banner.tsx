import type { TableView } from './table-api';
import { TurnClock } from './turn-clock';

/**
 * Whose turn it is, always in view: "Your turn" or who the table waits for (and whether that seat is a
 * bot or away), with the mode's own line (which pile is looked at, who picks next).
 */
export function TurnBanner({
  view,
  detail,
  headline: given,
}: {
  view: TableView;
  detail?: string;
  /** The mode's own headline (team sealed: no turns, so no "Your turn"). */
  headline?: string;
}) {
  const mover = view.turn === null ? null : view.seats[view.turn];
  let headline: string;
  if (given) headline = given;
  else if (view.status === 'done') headline = 'The draft is over.';
  else if (view.turn === null || !mover) headline = 'Waiting for the draft to start…';
  else if (view.mayMove) headline = 'Your turn';
  else {
    const how = mover.kind === 'bot' ? ' (a bot)' : mover.present ? '' : ' (away: their turn waits)';
    headline = `Waiting for ${mover.name}${how}`;
  }
  const mine = given ? false : view.mayMove;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="turn-banner"
      className={`grid gap-0.5 rounded-md border px-3 py-2 ${
        mine ? 'border-brand bg-brand/10 text-zinc-900' : 'border-zinc-200 bg-white text-zinc-700'
      }`}
    >
      <p className="flex flex-wrap items-baseline gap-x-3 font-semibold">
        <span>{headline}</span>
        {view.deadline && view.status === 'drafting' && (
          <span className="text-sm font-normal">
            <TurnClock deadline={view.deadline} />
          </span>
        )}
      </p>
      {detail && <p className="text-sm">{detail}</p>}
    </div>
  );
}
