import { useQueryClient } from '@tanstack/react-query';
import { Bot } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { draftKey } from './draft-api';

/**
 * Seat calls made from a running draft's session (the host replaces an away player with a bot, a
 * player takes their seat back): one at a time, the lobby read again after, the error kept to show.
 * The seat views themselves follow live.
 */
export function useSeatCalls(draftId: string) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await call();
      await queryClient.refetchQueries({ queryKey: draftKey(draftId) });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run };
}

/** Told to a player whose seat a bot plays, or who left the table, with the way back. */
export function SeatBackNotice({
  bot,
  waiting,
  busy,
  onTakeBack,
}: {
  bot: boolean;
  /** What waits for them while away ("your packs are waiting", "your turns wait for you"). */
  waiting: string;
  busy: boolean;
  onTakeBack: () => void;
}) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-2 rounded-md border border-sky-300 bg-sky-50 px-3 py-2 text-sm text-sky-900"
    >
      <Bot className="size-4" aria-hidden="true" />
      {bot ? 'A bot is drafting for you.' : `You left the table; ${waiting}.`}
      <Button size="sm" disabled={busy} onClick={onTakeBack}>
        Take my seat back
      </Button>
    </div>
  );
}
