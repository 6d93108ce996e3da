import type { EventResponse } from '@cubewright/core/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { FormMessage } from '../../components/ui/field';
import { api } from '../../lib/api';
import { eventPath, eventQuery } from './records-api';

/**
 * The host imports results from a CSV file (the columns of the matches download): rows of paired rounds
 * enter results, rows of the next rounds pair them. A bad row comes back as the server's message naming it.
 */
export function ResultsImport({ cubeId, eventId }: { cubeId: string; eventId: string }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  async function upload(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setError(null);
    setDone(false);
    try {
      const res = await api<EventResponse>(`${eventPath(cubeId, eventId)}/results.csv`, {
        body: { text: await file.text() },
      });
      queryClient.setQueryData(eventQuery(cubeId, eventId).queryKey, res);
      setDone(true);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      input.value = '';
    }
  }
  return (
    <div className="grid gap-1 text-sm">
      <label className="w-fit">
        <span className="text-brand hover:underline">Import results (CSV)</span>{' '}
        <input type="file" accept=".csv,text/csv" className="sr-only" onChange={(e) => void upload(e)} />
      </label>
      {done && <p role="status">Results imported.</p>}
      <FormMessage error={error} />
    </div>
  );
}
