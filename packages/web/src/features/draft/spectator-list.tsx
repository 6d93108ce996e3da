import type { DraftResponse, DraftSummary } from '@cubewright/core/protocol';
import { Eye } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { removeSpectator } from './lobby-api';

/**
 * Who is watching without a seat (ADR 0073), for everyone at the table; the host may remove one, who
 * then stops hearing the draft and may not watch it again. `run` is the page's lobby call runner.
 */
export function SpectatorList({
  draft,
  isHost,
  busy,
  run,
}: {
  draft: DraftSummary;
  isHost: boolean;
  busy: boolean;
  run: (call: () => Promise<DraftResponse>) => void;
}) {
  if (!draft.settings.spectators) return null;
  return (
    <section aria-label="Spectators" className="grid gap-1 text-sm">
      <h2 className="flex items-center gap-1 font-medium">
        <Eye className="size-4" aria-hidden="true" /> Spectators ({draft.spectators.length})
      </h2>
      {draft.spectators.length === 0 ? (
        <p className="text-zinc-600">No one is watching.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {draft.spectators.map((s) => (
            <li
              key={s.userId}
              className="flex items-center gap-1 rounded-full border border-zinc-200 px-2 py-0.5"
            >
              {s.username}
              {isHost && (
                <Button
                  size="sm"
                  variant="link"
                  className="h-auto p-0 text-xs text-red-700"
                  disabled={busy}
                  aria-label={`Remove ${s.username} from the spectators`}
                  onClick={() => run(() => removeSpectator(draft.id, s.userId))}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
