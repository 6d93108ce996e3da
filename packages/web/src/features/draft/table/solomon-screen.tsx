import { useMemo, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useCardMap } from '../draft-api';
import {
  arrowKeys,
  CardButton,
  CardTile,
  cardGridClass,
  type ModeScreenProps,
  myTurn,
  SeatList,
  seatName,
  TurnLine,
} from './mode-screen-parts';

// Solomon (2 players): the splitter divides eight face-up cards into two piles, the other seat takes
// a pile and the splitter keeps the other. Splitting is a toggle per card (pressed: pile 1), then one
// button sends the split, so it works the same by click, tap and keyboard.

export function SolomonScreen({ view, send, pending }: ModeScreenProps<'solomon'>) {
  const { pack, piles, packNumber, packs, splitter } = view.table;
  const all = useMemo(() => [...pack, ...(piles ?? []).flat()], [pack, piles]);
  const cards = useCardMap(useMemo(() => all.map((c) => c.cardId), [all]));
  const [first, setFirst] = useState<Set<string>>(new Set());
  // A new pack starts with nothing in pile 1 (keyed on the pack's cards, not on the pack number alone).
  const packKey = pack.map((c) => c.id).join(' ');
  const [seenKey, setSeenKey] = useState(packKey);
  if (seenKey !== packKey) {
    setSeenKey(packKey);
    setFirst(new Set());
  }
  const mine = myTurn(view);
  const splitting = piles === null;
  const toggle = (id: string) =>
    setFirst((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const chooser = 1 - splitter;
  return (
    <div className="grid content-start gap-3">
      <h1 className="text-xl font-semibold">
        Solomon: pack {packNumber + 1} of {packs}
      </h1>
      <p className="text-sm text-zinc-700">
        {seatName(view, splitter)} splits this pack; {seatName(view, chooser)} chooses a pile.
      </p>
      <TurnLine
        view={view}
        yours={splitting ? 'split the pack into two piles' : 'take pile 1 or pile 2'}
        theirs={splitting ? 'split the pack into two piles' : 'choose a pile'}
      />
      <SeatList view={view} />
      {splitting && mine && (
        <>
          <p className="text-sm text-zinc-700" id="solomon-split-help">
            Choose the cards of pile 1 (pressed); the rest make pile 2. Pile 1: {first.size}, pile 2:{' '}
            {pack.length - first.size}.
          </p>
          <fieldset
            aria-label="The pack: choose pile 1"
            aria-describedby="solomon-split-help"
            onKeyDown={arrowKeys}
            className={cardGridClass}
          >
            {pack.map((c) => (
              <CardButton
                key={c.id}
                card={c}
                data={cards.get(c.cardId)}
                label={first.has(c.id) ? 'In pile 1:' : 'In pile 2:'}
                pressed={first.has(c.id)}
                disabled={pending}
                onClick={() => toggle(c.id)}
              />
            ))}
          </fieldset>
          <div>
            <Button disabled={pending} onClick={() => send({ split: [...first] })}>
              Split: {first.size} and {pack.length - first.size}
            </Button>
          </div>
        </>
      )}
      {splitting && !mine && (
        <section aria-label="The pack" className={cardGridClass}>
          {pack.map((c) => (
            <CardTile key={c.id} card={c} data={cards.get(c.cardId)} />
          ))}
        </section>
      )}
      {piles && (
        <div className="grid gap-3 md:grid-cols-2">
          {piles.map((pile, i) => (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: the two piles
              key={i}
              aria-label={`Pile ${i + 1}: ${pile.length} ${pile.length === 1 ? 'card' : 'cards'}`}
              className="grid content-start gap-2 rounded-md border border-zinc-200 bg-white p-2"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="font-semibold">
                  Pile {i + 1} ({pile.length})
                </h2>
                {mine && (
                  <Button size="sm" disabled={pending} onClick={() => send({ choose: i })}>
                    Take pile {i + 1}
                  </Button>
                )}
              </div>
              {pile.length === 0 && <p className="text-sm text-zinc-600">Empty</p>}
              <div className={cardGridClass}>
                {pile.map((c) => (
                  <CardTile key={c.id} card={c} data={cards.get(c.cardId)} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
