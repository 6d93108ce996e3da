import type { EventDetail } from '@cubewright/core/protocol';
import { DropButton } from './drop-button';
import { percent } from './records-api';

/** The standings with the published tie-breakers, best first; players who dropped stay in them. */
export function StandingsTable({ cubeId, event }: { cubeId: string; event: EventDetail }) {
  const player = new Map(event.players.map((p) => [p.id, p]));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" aria-label="Standings">
        <thead className="text-left text-zinc-600">
          <tr>
            <th className="py-1 pr-3">Rank</th>
            <th className="py-1 pr-3">Player</th>
            <th className="py-1 pr-3">Points</th>
            <th className="py-1 pr-3">W-L-D</th>
            <th className="py-1 pr-3" title="Opponents' match-win percentage">
              OMW
            </th>
            <th className="py-1 pr-3" title="Game-win percentage">
              GW
            </th>
            <th className="py-1 pr-3" title="Opponents' game-win percentage">
              OGW
            </th>
            {event.canEdit && <th className="py-1 pr-3 sr-only">Drop</th>}
          </tr>
        </thead>
        <tbody>
          {event.standings.map((s) => {
            const p = player.get(s.player);
            return (
              <tr key={s.player} className="border-t border-zinc-100">
                <td className="py-1 pr-3">{s.rank}</td>
                <td className="py-1 pr-3">
                  {p?.name}
                  {p?.droppedAfter != null && (
                    <span className="ml-2 text-xs text-zinc-500">dropped after round {p.droppedAfter}</span>
                  )}
                </td>
                <td className="py-1 pr-3" data-testid="points">
                  {s.matchPoints}
                </td>
                <td className="py-1 pr-3">
                  {s.wins}-{s.losses}-{s.draws}
                </td>
                <td className="py-1 pr-3">{percent(s.opponentsMatchWinPct)}</td>
                <td className="py-1 pr-3">{percent(s.gameWinPct)}</td>
                <td className="py-1 pr-3">{percent(s.opponentsGameWinPct)}</td>
                {event.canEdit && (
                  <td className="py-1 pr-3">
                    {p && <DropButton cubeId={cubeId} event={event} player={p} />}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
