import { PROPOSALS_WELCOME, type ProposalSettings, type ProposalsWelcome } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormMessage } from '../../components/ui/field';
import { Label, selectClass } from '../../components/ui/input';
import { api } from '../../lib/api';
import { failureText } from '../cube-edit/edit-api';
import { proposalsKey } from './proposals-api';

const LABELS: Record<ProposalsWelcome, string> = {
  anyone: 'Anyone who can see the cube',
  followers: 'Followers only',
  off: 'Nobody (proposals off)',
};

/** The owner's choice of who may suggest changes to their cube. */
export function WelcomeSetting({ cubeId }: { cubeId: string }) {
  const id = useId();
  const url = `/api/cubes/${encodeURIComponent(cubeId)}/proposal-settings`;
  const queryClient = useQueryClient();
  const key = [...proposalsKey(cubeId), 'settings'];
  const settings = useQuery({ queryKey: key, queryFn: () => api<ProposalSettings>(url) });
  const [error, setError] = useState<string | null>(null);
  const choose = async (welcome: ProposalsWelcome) => {
    setError(null);
    try {
      queryClient.setQueryData(key, await api<ProposalSettings>(url, { method: 'PUT', body: { welcome } }));
      void queryClient.invalidateQueries({ queryKey: proposalsKey(cubeId) });
    } catch (err) {
      setError(failureText(err));
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Who may suggest changes</Label>
      <select
        id={id}
        className={selectClass}
        value={settings.data?.welcome ?? 'anyone'}
        disabled={!settings.data}
        onChange={(e) => choose(e.target.value as ProposalsWelcome)}
      >
        {PROPOSALS_WELCOME.map((w) => (
          <option key={w} value={w}>
            {LABELS[w]}
          </option>
        ))}
      </select>
      <FormMessage error={error} />
    </div>
  );
}
