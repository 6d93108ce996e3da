import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { type ModeScreenProps, seatName } from './mode-screen-props';
import type { ModeView } from './table-api';
import { arrowKeys, CardButton, CardTile, cardGridClass, countOf } from './table-cards';

// Solomon (2 players): the splitter divides eight face-up cards into two piles, the other seat takes
// a pile and the splitter keeps the other. Splitting is a toggle per card (pressed: pile 1), then one
// button sends the split, so it works the same by click, tap and keyboard.

type SolomonView = ModeView<'solomon'>;

/** The banner's line: the pack, who splits it, and what the seat to move does now. */
export function solomonDetail(view: SolomonView): string {
  const t = view.table;
  const splitter = seatName(view, t.splitter);
  const chooser = seatName(view, 1 - t.splitter);
  const now = t.piles === null ? `${splitter} splits it into two piles` : `${chooser} takes a pile`;
  return `Pack ${t.packNumber + 1} of ${t.packs}: ${now}; the splitter keeps the other pile.`;
}

function Pile({
  n,
  cards,
  view,
  canMove,
  move,
  lookup,
}: { n: 0 | 1; cards: SolomonView['table']['pack'] } & ModeScreenProps<SolomonView>) {
  const mine = view.mayMove;
  return (
    <section
      aria-label={`Pile ${n + 1}: ${countOf(cards.length, 'card')}`}
      className="grid content-start gap-2 rounded-md border border-zinc-200 bg-white p-2"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">
          Pile {n + 1} ({cards.length})
        </h2>
        {mine && (
          <Button size="sm" disabled={!canMove} onClick={() => move({ choose: n })}>
            Take pile {n + 1}
          </Button>
        )}
      </div>
      {cards.length === 0 && <p className="text-sm text-zinc-600">Empty</p>}
      <div className={cardGridClass}>
        {cards.map((c) => (
          <CardTile key={c.id} card={c} data={lookup(c.cardId)} />
        ))}
      </div>
    </section>
  );
}

export function SolomonScreen(props: ModeScreenProps<SolomonView>) {
  const { view, canMove, move, lookup } = props;
  const { pack, piles } = view.table;
  const [first, setFirst] = useState<Set<string>>(new Set());
  // A new pack starts with nothing in pile 1.
  const packKey = pack.map((c) => c.id).join(' ');
  const [seenKey, setSeenKey] = useState(packKey);
  if (seenKey !== packKey) {
    setSeenKey(packKey);
    setFirst(new Set());
  }
  const mine = view.mayMove;
  const toggle = (id: string) =>
    setFirst((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (piles)
    return (
      <section aria-label="Solomon table" className="grid gap-3 md:grid-cols-2">
        <Pile n={0} cards={piles[0]} {...props} />
        <Pile n={1} cards={piles[1]} {...props} />
      </section>
    );
  if (!mine)
    return (
      <section aria-label="Solomon table: the pack" className={cardGridClass}>
        {pack.map((c) => (
          <CardTile key={c.id} card={c} data={lookup(c.cardId)} />
        ))}
      </section>
    );
  const inFirst = pack.filter((c) => first.has(c.id)).length;
  return (
    <section aria-label="Solomon table: split the pack" className="grid gap-3">
      <p className="text-sm text-zinc-700" id="solomon-split-help">
        Press the cards of pile 1; the rest make pile 2. Pile 1: {inFirst}, pile 2: {pack.length - inFirst}.
      </p>
      <fieldset
        aria-label="The pack: choose pile 1"
        aria-describedby="solomon-split-help"
        onKeyDown={arrowKeys}
        className="min-w-0"
      >
        <div className={cardGridClass}>
          {pack.map((c) => (
            <CardButton
              key={c.id}
              card={c}
              data={lookup(c.cardId)}
              label={first.has(c.id) ? 'In pile 1:' : 'In pile 2:'}
              pressed={first.has(c.id)}
              disabled={!canMove}
              onClick={() => toggle(c.id)}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <Button
          disabled={!canMove}
          onClick={() => move({ split: pack.filter((c) => first.has(c.id)).map((c) => c.id) })}
        >
          Split: {inFirst} and {pack.length - inFirst}
        </Button>
      </div>
    </section>
  );
}
