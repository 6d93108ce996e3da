import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cardName } from '../draft-card';
import { type ModeScreenProps, seatName } from './mode-screen-props';
import type { ModeView } from './table-api';
import { arrowKeys, CardButton, CardTile, cardGridClass, countOf } from './table-cards';

// Glimpse (ADR 0064): packs pass as in a booster draft; from the pack in front of you, take one card
// and burn two (fewer when the pack is nearly empty), then the rest goes on. Every seat picks at once.
// The first card pressed is the one to take, the next ones are burned; pressing a chosen card again
// lets it go. "Take and burn" sends the move once the right number is chosen.

type GlimpseView = ModeView<'glimpse'>;

/** The banner's headline: what to do with the pack in front of you, or what the table waits for. */
export function glimpseHeadline(view: GlimpseView): string {
  if (view.status === 'done') return 'The draft is over.';
  if (view.status !== 'drafting') return 'Waiting for the draft to start…';
  const { burns } = view.table;
  if (view.mayMove)
    return burns === 0
      ? 'Take the last card of the pack'
      : `Take one card and burn ${burns === 2 ? 'two' : 'one'}`;
  return 'Waiting for a pack to be passed to you';
}

/** The banner's line: the round, where packs go, and where they pile up. */
export function glimpseDetail(view: GlimpseView): string {
  const t = view.table;
  const slow = t.waiting.flatMap((n, s) => (n > 1 ? [`${seatName(view, s)} (${n})`] : []));
  return (
    `Pack ${t.round + 1} of ${t.rounds}, passing ${t.direction === 1 ? 'left' : 'right'}; ${countOf(t.burnedCount, 'card')} burned so far.` +
    (slow.length ? ` Packs waiting at ${slow.join(', ')}.` : '')
  );
}

export function GlimpseScreen({ view, canMove, move, lookup }: ModeScreenProps<GlimpseView>) {
  const { pack, burns } = view.table;
  const [chosen, setChosen] = useState<string[]>([]);
  // Choices of a pack that has gone (the seat moved on to the next one) no longer count.
  const picked = chosen.filter((id) => pack.some((c) => c.id === id));
  const [take, ...burn] = picked;
  const ready = take !== undefined && burn.length === burns;
  const press = (id: string) =>
    setChosen(
      picked.includes(id)
        ? picked.filter((x) => x !== id)
        : picked.length <= burns
          ? [...picked, id]
          : picked,
    );
  const send = () => {
    if (!ready) return;
    move({ cardId: take, burn });
    setChosen([]);
  };
  const named = (id: string) => {
    const c = pack.find((x) => x.id === id)!;
    return cardName(c, lookup(c.cardId));
  };
  const mine = view.mayMove;
  const role = (id: string) => (id === take ? 'take' : burn.includes(id) ? 'burn' : null);
  return (
    <section aria-label="Glimpse table" className="grid content-start gap-3">
      {mine && (
        <div className="flex flex-wrap items-center gap-2">
          <Button disabled={!canMove || !ready} onClick={send} data-testid="glimpse-send">
            {burns === 0 ? 'Take it' : 'Take and burn'}
          </Button>
          <span className="text-sm text-zinc-700" aria-live="polite">
            {take === undefined
              ? 'Choose the card to take.'
              : burn.length < burns
                ? `Take ${named(take)}; now choose ${countOf(burns - burn.length, 'card')} to burn.`
                : `Take ${named(take)}${burn.length ? `, burn ${burn.map(named).join(' and ')}` : ''}.`}
          </span>
        </div>
      )}
      <h2 className="text-sm font-semibold">
        {mine ? `Your pack (${pack.length})` : 'No pack in front of you yet'}
      </h2>
      <fieldset aria-label="Your pack" onKeyDown={arrowKeys} className="min-w-0">
        <div className={cardGridClass}>
          {pack.map((c) => {
            const r = role(c.id);
            const label = r === 'take' ? 'Taking:' : r === 'burn' ? 'Burning:' : take ? 'Burn' : 'Take';
            return mine ? (
              <div key={c.id} className="relative grid" data-role={r ?? undefined}>
                <CardButton
                  card={c}
                  data={lookup(c.cardId)}
                  label={label}
                  pressed={r !== null}
                  disabled={!canMove}
                  onClick={() => press(c.id)}
                />
                {r && (
                  <span
                    className={`pointer-events-none absolute bottom-2 left-2 rounded px-1.5 py-0.5 text-xs font-semibold text-white ${r === 'take' ? 'bg-brand-dark' : 'bg-red-700'}`}
                  >
                    {r === 'take' ? 'Take' : 'Burn'}
                  </span>
                )}
              </div>
            ) : (
              <CardTile key={c.id} card={c} data={lookup(c.cardId)} />
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
