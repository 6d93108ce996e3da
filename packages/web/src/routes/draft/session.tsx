import { mayReplaceWithBot } from '@cubewright/core/protocol';
import { Loader2 } from 'lucide-react';
import { type KeyboardEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { BoosterWatch } from '../../features/draft/booster-watch';
import { useCardMap } from '../../features/draft/draft-api';
import { cardName, DraftCardFace } from '../../features/draft/draft-card';
import { replaceWithBot, takeSeatBack } from '../../features/draft/lobby-api';
import { pressCard, usePickConfirm } from '../../features/draft/pick-confirm';
import { SeatBackNotice } from '../../features/draft/seat-calls';
import { SessionPending, SessionShell, useSessionFrame } from '../../features/draft/session-shell';
import { type DraftSeat, useDraftSeat } from '../../features/draft/use-draft-seat';
import { cn } from '../../lib/cn';

function Countdown({ deadline }: { deadline: number }) {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, []);
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  return (
    <span
      role="timer"
      aria-label="Time left for this pick"
      className={left <= 5 ? 'font-semibold text-red-700' : ''}
    >
      {left}s
    </span>
  );
}

/**
 * A turn-based mode's table (its eleven screens, Rotisserie's search and virtual list) loads once the
 * seat's first view says the draft is one, behind the spinner the page shows until then: a booster
 * seat never loads it (ADR 0078).
 */
const TableSession = lazy(() =>
  import('../../features/draft/table/table-session').then((m) => ({ default: m.TableSession })),
);

/**
 * /draft/session/:id: a booster draft's pack screen, or the table of a turn-based mode (Winston, Grid,
 * ...): one live seat for every mode (use-draft-seat.ts), whose view says which.
 */
export default function DraftSession() {
  const { id = '' } = useParams();
  // ?watch=1: a spectator's screen of the same table, read-only (ADR 0073); ?invite= the host's link's
  // token, carried from the lobby, which lets in a spectator who cannot view the cube.
  const [search] = useSearchParams();
  const watch = search.get('watch') === '1';
  const live = useDraftSeat(id, watch, search.get('invite'));
  if (live.seen?.stream === 'table')
    return (
      <Suspense fallback={<SessionPending draftId={id} error={live.error} status={live.status} />}>
        <TableSession draftId={id} live={live} table={live.seen.view} />
      </Suspense>
    );
  if (live.seen?.stream === 'watch') return <BoosterWatch draftId={id} live={live} view={live.seen.view} />;
  if (watch) return <SessionPending draftId={id} error={live.error} status={live.status} />;
  return <BoosterSession id={id} live={live} />;
}

/** A booster draft's session: the seat's current pack, the timer, the pool, and what waits where. */
function BoosterSession({ id, live }: { id: string; live: DraftSeat }) {
  const frame = useSessionFrame(id, live.status);
  const { lobby, seats } = frame;
  const view = live.seen?.stream === 'packs' ? live.seen.view : null;
  const ids = useMemo(
    () => [...(view?.pack ?? []), ...(view?.pool ?? [])].map((c) => c.cardId),
    [view?.pack, view?.pool],
  );
  const cards = useCardMap(ids);
  const lookup = (cardId: string) => cards.get(cardId);
  // A pick made from the keyboard (focus in the pack) puts the focus on the next pack's first card,
  // so a keyboard user goes on picking; the picked pack's key tells the next pack from the old one.
  const packRef = useRef<HTMLFieldSetElement>(null);
  const refocusAfter = useRef<string | null>(null);
  const packKey = (view?.pack ?? []).map((c) => c.id).join(' ');
  useEffect(() => {
    if (refocusAfter.current === null || live.pending || !packKey || packKey === refocusAfter.current) return;
    refocusAfter.current = null;
    packRef.current?.querySelector<HTMLElement>('[data-testid="pack-card"]')?.focus();
  }, [packKey, live.pending]);
  const pick = (cardId: string) => {
    if (packRef.current?.contains(document.activeElement)) refocusAfter.current = packKey;
    live.act({ cardId });
  };
  // On a touch screen (or by the player's choice) a tap selects a card and a second tap or the Pick
  // button picks it (pick-confirm.ts); a new pack clears the selection.
  const { confirm, always, setAlways } = usePickConfirm();
  const [selected, setSelected] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pack (its key) clears the selection
  useEffect(() => setSelected(null), [packKey]);
  const press = (cardId: string) => {
    const next = pressCard(selected, cardId, confirm);
    setSelected(next.selected);
    if (next.pick) pick(next.pick);
  };

  if (!view) return <SessionPending draftId={id} error={live.error} status={live.status} />;
  const pack = view.pack ?? [];
  const myId = lobby.data?.draft.seats[view.seat]?.userId;
  const mayReplace = !!lobby.data && !!myId && mayReplaceWithBot(lobby.data.draft, myId);
  const me = view.seats[view.seat];
  const chosen = pack.find((c) => c.id === selected);
  const onKey = (e: KeyboardEvent) => {
    if (!pack.length) return;
    const buttons = [...e.currentTarget.querySelectorAll('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (e.key === 'ArrowRight') buttons[Math.min(buttons.length - 1, at + 1)]?.focus();
    else if (e.key === 'ArrowLeft') buttons[Math.max(0, at - 1)]?.focus();
    else if (/^[1-9]$/.test(e.key) && Number(e.key) <= pack.length) pick(pack[Number(e.key) - 1]!.id);
    else return;
    e.preventDefault();
  };
  return (
    <SessionShell
      draftId={id}
      connected={live.connected}
      offline="your picks are kept and will be sent."
      frame={frame}
      pool={view.pool}
      lookup={lookup}
      aside={
        live.status === 'complete' && (
          <Button asChild>
            <Link to={`/draft/complete/${id}`}>Build your deck</Link>
          </Button>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h1 className="text-xl font-semibold">
          Pack {view.packNumber + 1} of {view.rounds}, pick {view.pickNumber + 1}
        </h1>
        {view.deadline && pack.length > 0 && <Countdown deadline={view.deadline} />}
        {live.pending && (
          <span className="flex items-center gap-1 text-sm text-zinc-600">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Sending your pick…
          </span>
        )}
      </div>
      <FormMessage error={live.error} />
      {me && (me.kind === 'bot' || !me.present) && live.status === 'running' && (
        <SeatBackNotice
          bot={me.kind === 'bot'}
          waiting="your packs are waiting"
          busy={seats.busy}
          onTakeBack={() => void seats.run(() => takeSeatBack(id))}
        />
      )}
      {pack.length === 0 ? (
        <div
          role="status"
          className="flex items-center gap-2 rounded-md border border-zinc-200 bg-white p-6 text-zinc-700"
        >
          <Spinner /> Waiting for the next pack…
        </div>
      ) : (
        // Arrow keys move between the cards and 1-9 pick, within the pack.
        <fieldset ref={packRef} aria-label="Current pack" onKeyDown={onKey} className="min-w-0">
          <div className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2">
            {pack.map((c, i) => (
              <button
                key={c.id}
                type="button"
                data-testid="pack-card"
                aria-label={`Pick ${cardName(c, lookup(c.cardId))}`}
                disabled={live.pending}
                title={i < 9 ? `Press ${i + 1} to pick` : undefined}
                aria-pressed={confirm ? selected === c.id : undefined}
                onClick={() => press(c.id)}
                className={cn(
                  'rounded-md transition hover:-translate-y-1 hover:shadow-lg focus-visible:outline-3 focus-visible:outline-brand disabled:opacity-60',
                  selected === c.id && 'ring-4 ring-brand ring-offset-2',
                )}
              >
                <DraftCardFace card={c} data={lookup(c.cardId)} />
              </button>
            ))}
          </div>
        </fieldset>
      )}
      {pack.length > 0 && (
        // Sticky: on a phone the confirm button stays in reach below a long pack.
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-3 bg-white/90 py-2">
          {chosen && (
            <Button data-testid="confirm-pick" disabled={live.pending} onClick={() => press(chosen.id)}>
              Confirm pick: {cardName(chosen, lookup(chosen.cardId))}
            </Button>
          )}
          <label className="flex items-center gap-2 text-sm text-zinc-700">
            <input type="checkbox" checked={always} onChange={(e) => setAlways(e.target.checked)} />
            Confirm each pick (select, then pick)
          </label>
        </div>
      )}
      <ul className="flex flex-wrap gap-2 text-xs text-zinc-600" aria-label="Packs waiting at each seat">
        {view.seats.map((s, i) => {
          const info = lobby.data?.draft.seats[i];
          const away = s.kind === 'human' && (!s.present || info?.present === false);
          return (
            <li key={s.name} className={i === view.seat ? 'font-semibold text-zinc-900' : ''}>
              {s.name}
              {away ? ' (away)' : ''}: {s.packsWaiting}
              {mayReplace && away && i !== view.seat && live.status === 'running' && (
                <Button
                  size="sm"
                  variant="link"
                  className="ml-1 h-auto text-xs"
                  disabled={seats.busy}
                  aria-label={`Replace ${s.name} with a bot`}
                  onClick={() => void seats.run(() => replaceWithBot(id, i))}
                >
                  Replace with bot
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <FormMessage error={seats.error} />
    </SessionShell>
  );
}
