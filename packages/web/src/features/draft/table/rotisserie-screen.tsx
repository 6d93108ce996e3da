import { compileQuery } from '@cubewright/core/filter';
import { useDeferredValue, useMemo, useState } from 'react';
import { FilterBox } from '../../cube-view/list/filter-box';
import { type ModeScreenProps, seatName } from './mode-screen-props';
import { RotisserieList } from './rotisserie-list';
import type { ModeView } from './table-api';
import { countOf } from './table-cards';
import { TurnDeadline } from './turn-deadline';

// Rotisserie: the whole cube face up, one pick at a time in snake order, often over days. The cards
// are filtered with the search syntax the cube list uses (core/filter, the cube list's FilterBox), so
// "t:creature c:g mv<=3" narrows a 360-card table to what a player looks for, on their turn or while
// they wait. The cards are a grouped, virtualised list (rotisserie-list.tsx), not tiles.

type RotisserieView = ModeView<'rotisserie'>;

/** The banner's line: the cards left, the snake order of the next picks and when the viewer's comes. */
export function rotisserieDetail(view: RotisserieView): string {
  const t = view.table;
  const next = t.upNext.slice(1).map((s) => seatName(view, s));
  const mine = view.seat === null ? -1 : t.upNext.indexOf(view.seat);
  return (
    `${countOf(t.cards.length, 'card')} face up, ${t.picksPerSeat} picks each.` +
    (next.length ? ` Next in snake order: ${next.join(', then ')}.` : '') +
    (mine > 0 ? ` Your pick comes in ${countOf(mine, 'pick')}.` : '')
  );
}

export function RotisserieScreen({ view, canMove, move, lookup }: ModeScreenProps<RotisserieView>) {
  const table = view.table.cards;
  const [filter, setFilter] = useState('');
  const query = useDeferredValue(filter);
  const compiled = useMemo(() => compileQuery(query), [query]);
  // A card whose details have not arrived yet cannot be matched; it shows once they do.
  const shown =
    compiled.ok && query.trim()
      ? table.filter((c) => {
          const data = lookup(c.cardId);
          return data !== undefined && compiled.predicate(data);
        })
      : table;
  const mine = view.mayMove;
  const mover = view.turn === null ? undefined : view.seats[view.turn];
  return (
    <section aria-label="Rotisserie table" className="grid content-start gap-3">
      {view.deadline !== null && mover && (
        <TurnDeadline deadline={view.deadline} whose={mine ? 'Your' : `${mover.name}'s`} />
      )}
      <FilterBox
        value={filter}
        onChange={setFilter}
        error={compiled.ok ? null : compiled.error}
        shown={shown.length}
        total={table.length}
      />
      <RotisserieList
        cards={shown}
        lookup={lookup}
        active={mine}
        disabled={!canMove}
        onPick={(cardId) => move({ cardId })}
      />
    </section>
  );
}
