import { compileQuery } from '@cubewright/core/filter';
import { useDeferredValue, useMemo, useState } from 'react';
import { FilterBox } from '../../cube-view/list/filter-box';
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
import { TurnDeadline } from './turn-deadline';

// Rotisserie: the whole cube face up, one pick at a time in snake order, often over days. The cards
// are filtered with the search syntax the cube list uses (core/filter), so "t:creature c:g mv<=3"
// narrows a 360-card table to what a player is looking for, on their turn or while they wait.

/** The next picks of the snake in words: "Ann (you), Bob, Bob, Ann (you)", and when the viewer's comes. */
function SnakeOrder({ view }: ModeScreenProps<'rotisserie'>) {
  const next = view.table.upNext;
  if (next.length === 0) return null;
  const mine = next.indexOf(view.seat);
  return (
    <div className="text-sm text-zinc-700" data-testid="snake-order">
      <p>
        Snake order, next picks:{' '}
        <span className="font-medium">{next.map((s) => seatName(view, s)).join(' → ')}</span>
      </p>
      {mine > 0 && (
        <p>
          Your next pick comes after {mine} more {mine === 1 ? 'pick' : 'picks'}.
        </p>
      )}
    </div>
  );
}

export function RotisserieScreen(props: ModeScreenProps<'rotisserie'>) {
  const { view, send, pending } = props;
  const { cards: table, picksPerSeat } = view.table;
  const cards = useCardMap(useMemo(() => table.map((c) => c.cardId), [table]));
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter);
  const shown = useMemo(() => {
    const compiled = compileQuery(query);
    if (!compiled.ok) return { cards: table, error: compiled.error };
    if (!query.trim()) return { cards: table, error: null };
    // A card whose details have not arrived yet cannot be matched; it shows once they do.
    return {
      cards: table.filter((c) => {
        const data = cards.get(c.cardId);
        return data !== undefined && compiled.predicate(data);
      }),
      error: null,
    };
  }, [table, cards, query]);
  const mine = myTurn(view);
  const mover = view.turn !== null ? view.seats[view.turn] : undefined;
  return (
    <div className="grid content-start gap-3">
      <h1 className="text-xl font-semibold">
        Rotisserie: {table.length} cards face up, {picksPerSeat} picks each
      </h1>
      <TurnLine view={view} yours="pick any card" theirs="pick" />
      {view.deadline !== null && view.turn !== null && (
        <TurnDeadline
          deadline={view.deadline}
          whose={view.turn === view.seat ? 'Your' : `${mover?.name ?? 'Their'}'s`}
        />
      )}
      <SnakeOrder {...props} />
      <SeatList view={view} />
      <FilterBox
        value={filter}
        onChange={setFilter}
        error={shown.error}
        shown={shown.cards.length}
        total={table.length}
      />
      <fieldset
        aria-label="Cards face up"
        onKeyDown={arrowKeys}
        className={cardGridClass}
        data-testid="rotisserie-cards"
      >
        {shown.cards.map((c) =>
          mine ? (
            <CardButton
              key={c.id}
              card={c}
              data={cards.get(c.cardId)}
              label="Pick"
              disabled={pending}
              onClick={() => send({ cardId: c.id })}
            />
          ) : (
            <CardTile key={c.id} card={c} data={cards.get(c.cardId)} />
          ),
        )}
      </fieldset>
    </div>
  );
}
