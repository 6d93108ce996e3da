import { Button } from '../../../components/ui/button';
import { type ModeScreenProps, seatName } from './mode-screen-props';
import type { ModeView } from './table-api';
import { CardGroup, countOf } from './table-cards';

// Team sealed: the team's opened packs lie in one pool only its members see. Every member still
// choosing may claim a card into their own pool or return one at any time (no turns), then press
// Done; the draft ends when everyone is done. Cards are buttons, so Tab/arrows and Enter claim them.

type TeamSealedView = ModeView<'team-sealed'>;

const stillChoosing = (view: TeamSealedView) =>
  view.seats.map((_, s) => s).filter((s) => !view.table.done[s]);

/** The banner's headline in place of "whose turn": what this seat does now, or whom it waits for. */
export function teamSealedHeadline(view: TeamSealedView): string {
  if (view.status === 'done') return 'The draft is over.';
  if (view.status !== 'drafting') return 'Waiting for the draft to start…';
  if (view.mayMove) return "Choose your share of your team's pool";
  if (view.seat === null)
    return `Waiting for ${stillChoosing(view)
      .map((s) => view.seats[s]!.name)
      .join(', ')}`;
  const waiting = stillChoosing(view).map((s) => view.seats[s]!.name);
  return `You are done; waiting for ${waiting.join(', ')}`;
}

/** The banner's line: the team, the pool's size, and who is still choosing. */
export function teamSealedDetail(view: TeamSealedView): string {
  const t = view.table;
  const open = stillChoosing(view).map((s) => seatName(view, s));
  // A spectator belongs to no team and sees no team's pool (ADR 0073).
  if (t.team === null)
    return `${countOf(t.teams.length, 'team')}.${open.length ? ` Still choosing: ${open.join(', ')}.` : ''}`;
  const team = t.teams[t.team]!.map((s) => seatName(view, s));
  return (
    `Team ${t.team + 1} (${team.join(', ')}) shares ${countOf(t.teamPool.length, 'card')} unclaimed.` +
    (open.length ? ` Still choosing: ${open.join(', ')}.` : '')
  );
}

export function TeamSealedScreen({ view, canMove, move, lookup }: ModeScreenProps<TeamSealedView>) {
  const { teamPool } = view.table;
  const mine = view.mayMove;
  return (
    <section aria-label="Team sealed table" className="grid content-start gap-3">
      {mine && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-700">
          Click a card to claim it; click one of yours to give it back. When your share is set:
          <Button size="sm" disabled={!canMove} onClick={() => move({ done: true })}>
            Done choosing
          </Button>
        </p>
      )}
      <section aria-label="Team pool" className="grid gap-2">
        <h2 className="text-sm font-semibold">Team pool ({teamPool.length})</h2>
        <CardGroup
          cards={teamPool}
          label="Claim"
          active={mine}
          disabled={!canMove}
          onChoose={(c) => move({ claim: c.id })}
          lookup={lookup}
          name="Team pool cards"
          testId="team-pool"
        />
      </section>
      <section aria-label="My pool" className="grid gap-2">
        <h2 className="text-sm font-semibold">My pool ({view.pool.length})</h2>
        <CardGroup
          cards={view.pool}
          label="Return"
          active={mine}
          disabled={!canMove}
          onChoose={(c) => move({ return: c.id })}
          lookup={lookup}
          name="My pool cards"
          testId="my-pool"
        />
      </section>
    </section>
  );
}
