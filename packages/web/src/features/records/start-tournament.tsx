import type { EventResponse } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { api } from '../../lib/api';
import { cubeSummaryQuery } from '../cube-view/cube-queries';
import { eventsPath, eventUrl } from './records-api';

/** "Start a tournament" on a finished draft, for the cube's owner and editors: its players and decks. */
export function StartTournament({ cubeId, draftId }: { cubeId: string; draftId: string }) {
  const cube = useQuery(cubeSummaryQuery(cubeId));
  const navigate = useNavigate();
  const [bots, setBots] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!cube.data?.cube.permissions.canEdit) return null;
  async function start() {
    setError(null);
    try {
      const res = await api<EventResponse>(`${eventsPath(cubeId)}/from-draft`, {
        body: { draftId, includeBots: bots },
      });
      await navigate(eventUrl(cubeId, res.event.id));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => void start()}>
        Start a tournament
      </Button>
      <label className="flex items-center gap-1 text-sm">
        <input type="checkbox" checked={bots} onChange={(e) => setBots(e.target.checked)} />
        Bots play too
      </label>
      <FormMessage error={error} />
    </div>
  );
}
