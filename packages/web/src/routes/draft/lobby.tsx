import { TURN_MODES } from '@cubewright/core/draft/modes';
import type { DraftResponse, DraftSeatInfo, DraftSettingsDoc } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bot, Copy, Eye, Shuffle, User } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { draftKey, getDraft } from '../../features/draft/draft-api';
import { DraftChat } from '../../features/draft/draft-chat';
import { kickPlayer, setSeatMode, shuffleSeats } from '../../features/draft/lobby-api';
import { LobbySettings } from '../../features/draft/lobby-settings';
import { ModeSummary } from '../../features/draft/mode-info';
import { SpectatorList } from '../../features/draft/spectator-list';
import { clockText } from '../../features/draft/table/turn-clock';
import { useDraftRoom } from '../../features/draft/use-draft-room';
import { ApiRequestError, api } from '../../lib/api';

/**
 * ", 90s per pick", ", 24h 00m per turn" (a turn-based mode's clock may run for hours), or ", no pick
 * timer". A mode whose seats pick at once (Glimpse) times each pick, as booster draft does.
 */
function timerText(s: DraftSettingsDoc): string {
  const mode = s.formatKind === 'mode' ? TURN_MODES.find((m) => m.id === s.mode) : undefined;
  const per = mode && !mode.pickTimer ? 'turn' : 'pick';
  if (!s.timerSeconds) return `, no ${per} timer`;
  return `, ${s.timerSeconds < 3600 ? `${s.timerSeconds}s` : clockText(s.timerSeconds)} per ${per}`;
}

/** Who or what fills a seat, as the lobby shows it. */
function seatLabel(s: DraftSeatInfo): string {
  if (s.username) return s.username;
  return s.kind === 'bot' ? 'Bot' : 'Open seat';
}

/**
 * /draft/lobby/:id: the invite link, the seats with presence, join/leave, the host's controls (settings,
 * bot or open seats, removing players, random seating, Start) and the chat.
 */
export default function DraftLobby() {
  const { id = '' } = useParams();
  // The invite link's token: the way in when the cube is private (the server checks it).
  const invite = useSearchParams()[0].get('invite');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A seated player hears the lobby change over the socket (useDraftRoom below; the socket also keeps
  // the seat present). A visitor without a seat may not join the room: their page looks again now and then.
  const q = useQuery({
    queryKey: draftKey(id),
    queryFn: () => getDraft(id, invite),
    refetchInterval: (query) => (query.state.data?.mySeat == null ? 5000 : false),
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const status = q.data?.draft.status;
  const seated = q.data?.mySeat !== null && q.data?.mySeat !== undefined;
  // Seated players hear lobby changes and chat lines live.
  useDraftRoom(id, seated);

  useEffect(() => {
    if (!seated) return;
    if (status === 'running') navigate(`/draft/session/${id}`, { replace: true });
    if (status === 'complete') navigate(`/draft/complete/${id}`, { replace: true });
  }, [status, seated, id, navigate]);

  /** Runs one lobby call and shows its answer (or its error). */
  async function run(call: () => Promise<DraftResponse>) {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(draftKey(id), await call());
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  const act = (path: 'join' | 'leave' | 'start') =>
    run(() =>
      api<DraftResponse>(`/api/drafts/${id}/${path}`, {
        method: 'POST',
        body: path === 'join' && invite ? { invite } : {},
      }),
    );

  if (q.isLoading) return <Spinner className="mx-auto size-8" />;
  if (q.isError || !q.data) {
    const missing = q.error instanceof ApiRequestError && q.error.status === 404;
    return (
      <FormMessage
        error={
          missing
            ? 'Draft not found. If it is a draft of a private cube, ask the host for the invite link.'
            : q.error instanceof Error
              ? q.error.message
              : 'Could not load the draft'
        }
      />
    );
  }
  const { draft, mySeat, inviteToken } = q.data;
  const isHost = draft.host.id === draft.seats.find((s) => s.seat === mySeat)?.userId;
  const inviteLink = `${window.location.origin}/draft/lobby/${draft.id}?invite=${inviteToken}`;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Draft Lobby</h1>
        <p className="mt-1 text-zinc-600">
          {draft.settings.formatName} of <strong>{draft.cubeName}</strong>, hosted by {draft.host.username}
          {timerText(draft.settings)}.
        </p>
        <ModeSummary settings={draft.settings} />
      </div>
      <Panel>
        <PanelTitle>Invite players</PanelTitle>
        <div className="mt-3 flex gap-2">
          <input
            readOnly
            aria-label="Invite link"
            value={inviteLink}
            className="h-9 flex-1 rounded-md border border-zinc-300 bg-zinc-50 px-3 text-sm"
          />
          <Button
            variant="outline"
            type="button"
            onClick={() => void navigator.clipboard?.writeText(inviteLink)}
          >
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
              className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-200 px-3 py-2 text-sm"
            >
              {s.kind === 'bot' && !s.userId ? (
                <Bot className="size-4 text-zinc-500" aria-hidden="true" />
              ) : (
                <User className={s.userId ? 'size-4' : 'size-4 text-zinc-400'} aria-hidden="true" />
              )}
              <span className="font-medium">Seat {s.seat + 1}</span>
              <span className={s.userId ? '' : 'text-zinc-500'}>{seatLabel(s)}</span>
              {s.seat === mySeat && <Badge>You</Badge>}
              {s.userId === draft.host.id && <Badge>Host</Badge>}
              {s.userId && (
                <Badge variant={s.present ? 'secondary' : 'outline'}>
                  {s.present ? 'connected' : 'away'}
                </Badge>
              )}
              {isHost && status === 'lobby' && !s.userId && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto"
                  disabled={busy}
                  aria-label={
                    s.kind === 'bot'
                      ? `Remove the bot from seat ${s.seat + 1}`
                      : `Add a bot to seat ${s.seat + 1}`
                  }
                  onClick={() => void run(() => setSeatMode(id, { seat: s.seat, bot: s.kind !== 'bot' }))}
                >
                  {s.kind === 'bot' ? 'Remove bot' : 'Add bot'}
                </Button>
              )}
              {isHost && status === 'lobby' && s.userId && s.userId !== draft.host.id && (
                <Button
                  size="sm"
                  variant="ghost"
                  className="ml-auto text-red-700"
                  disabled={busy}
                  aria-label={`Remove ${s.username} from the draft`}
                  onClick={() => void run(() => kickPlayer(id, s.userId!))}
                >
                  Kick
                </Button>
              )}
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
            <>
              <Button onClick={() => void act('start')} disabled={busy}>
                Start the draft
              </Button>
              <Button variant="outline" onClick={() => void run(() => shuffleSeats(id))} disabled={busy}>
                <Shuffle className="size-4" aria-hidden="true" /> Randomise seating
              </Button>
            </>
          )}
          {!isHost && status === 'lobby' && mySeat !== null && (
            <p className="text-sm text-zinc-600">Waiting for the host to start…</p>
          )}
          {mySeat === null && status !== 'lobby' && (
            <p className="text-sm text-zinc-600">This draft has already started.</p>
          )}
          {q.data.mayWatch && status !== 'lobby' && (
            <Button asChild variant="outline">
              <Link
                to={`/draft/session/${encodeURIComponent(id)}?watch=1${invite ? `&invite=${encodeURIComponent(invite)}` : ''}`}
              >
                <Eye className="size-4" aria-hidden="true" /> Watch
              </Link>
            </Button>
          )}
        </div>
        <div className="mt-4">
          <SpectatorList draft={draft} isHost={isHost} busy={busy} run={(call) => void run(call)} />
        </div>
      </Panel>
      {isHost && status === 'lobby' && (
        <Panel>
          <PanelTitle>Settings</PanelTitle>
          <div className="mt-3">
            <LobbySettings
              key={JSON.stringify(draft.settings)}
              draftId={draft.id}
              cubeId={draft.cubeId}
              settings={draft.settings}
              onSaved={(r) => queryClient.setQueryData(draftKey(id), r)}
            />
          </div>
        </Panel>
      )}
      {(seated || isHost) && (
        <Panel>
          <PanelTitle>Chat</PanelTitle>
          <div className="mt-3">
            <DraftChat draftId={draft.id} />
          </div>
        </Panel>
      )}
    </div>
  );
}
