import type { DraftResponse } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, Copy, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { draftKey, getDraft } from '../../features/draft/draft-api';
import { api } from '../../lib/api';

/** /draft/lobby/:id: the seats, the invite link, join/leave, and the host's Start. */
export default function DraftLobby() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The lobby is small; polling keeps everyone's seat list fresh without a subscription per visitor.
  const q = useQuery({ queryKey: draftKey(id), queryFn: () => getDraft(id), refetchInterval: 2000 });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = q.data?.draft.status;
  const seated = q.data?.mySeat !== null && q.data?.mySeat !== undefined;

  useEffect(() => {
    if (!seated) return;
    if (status === 'running') navigate(`/draft/session/${id}`, { replace: true });
    if (status === 'complete') navigate(`/draft/complete/${id}`, { replace: true });
  }, [status, seated, id, navigate]);

  async function act(path: 'join' | 'leave' | 'start') {
    setBusy(true);
    setError(null);
    try {
      const r = await api<DraftResponse>(`/api/drafts/${id}/${path}`, { method: 'POST', body: {} });
      queryClient.setQueryData(draftKey(id), r);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  if (q.isLoading) return <Spinner className="mx-auto size-8" />;
  if (q.isError || !q.data)
    return <FormMessage error={q.error instanceof Error ? q.error.message : 'Could not load the draft'} />;
  const { draft, mySeat } = q.data;
  const isHost = draft.host.id === draft.seats.find((s) => s.seat === mySeat)?.userId;
  const invite = `${window.location.origin}/draft/lobby/${draft.id}`;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Draft Lobby</h1>
        <p className="mt-1 text-zinc-600">
          {draft.settings.formatName} of <strong>{draft.cubeName}</strong>, hosted by {draft.host.username}
          {draft.settings.timerSeconds ? `, ${draft.settings.timerSeconds}s per pick` : ', no pick timer'}.
        </p>
      </div>
      <Panel>
        <PanelTitle>Invite players</PanelTitle>
        <div className="mt-3 flex gap-2">
          <input
            readOnly
            aria-label="Invite link"
            value={invite}
            className="h-9 flex-1 rounded-md border border-zinc-300 bg-zinc-50 px-3 text-sm"
          />
          <Button variant="outline" type="button" onClick={() => void navigator.clipboard?.writeText(invite)}>
            <Copy className="size-4" aria-hidden="true" /> Copy
          </Button>
        </div>
      </Panel>
      <Panel>
        <PanelTitle>Seats</PanelTitle>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Seats">
          {draft.seats.map((s) => (
            <li
              key={s.seat}
              className="flex items-center gap-2 rounded-md border border-zinc-200 px-3 py-2 text-sm"
            >
              {s.userId ? (
                <User className="size-4" aria-hidden="true" />
              ) : (
                <Bot className="size-4 text-zinc-500" aria-hidden="true" />
              )}
              <span className="font-medium">Seat {s.seat + 1}</span>
              <span className={s.userId ? '' : 'text-zinc-500'}>
                {s.username ?? (draft.settings.bots ? 'Bot (open seat)' : 'Open seat')}
              </span>
              {s.seat === mySeat && <Badge>You</Badge>}
              {s.userId === draft.host.id && <Badge>Host</Badge>}
            </li>
          ))}
        </ul>
        <FormMessage error={error} />
        <div className="mt-4 flex flex-wrap gap-2">
          {mySeat === null && status === 'lobby' && (
            <Button onClick={() => void act('join')} disabled={busy}>
              Join the draft
            </Button>
          )}
          {mySeat !== null && !isHost && status === 'lobby' && (
            <Button variant="outline" onClick={() => void act('leave')} disabled={busy}>
              Leave
            </Button>
          )}
          {isHost && status === 'lobby' && (
            <Button onClick={() => void act('start')} disabled={busy}>
              {busy ? 'Starting…' : 'Start the draft'}
            </Button>
          )}
          {!isHost && status === 'lobby' && mySeat !== null && (
            <p className="text-sm text-zinc-600">Waiting for the host to start…</p>
          )}
          {mySeat === null && status !== 'lobby' && (
            <p className="text-sm text-zinc-600">This draft has already started.</p>
          )}
        </div>
      </Panel>
    </div>
  );
}
