import type { EventDetail, EventPlayer, EventResponse } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { api } from '../../lib/api';
import { eventPath, eventQuery } from './records-api';

/** The host drops a player (not paired in later rounds, kept in the standings) or brings them back. */
export function DropButton({
  cubeId,
  event,
  player,
}: {
  cubeId: string;
  event: EventDetail;
  player: EventPlayer;
}) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const dropped = player.droppedAfter !== null;
  async function toggle() {
    setError(null);
    try {
      const res = await api<EventResponse>(
        `${eventPath(cubeId, event.id)}/players/${encodeURIComponent(player.id)}/drop`,
        { method: 'PUT', body: { dropped: !dropped } },
      );
      queryClient.setQueryData(eventQuery(cubeId, event.id).queryKey, res);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void toggle()}>
        {dropped ? `Bring back ${player.name}` : `Drop ${player.name}`}
      </Button>
      <FormMessage error={error} />
    </>
  );
}
