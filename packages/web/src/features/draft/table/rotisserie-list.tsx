import type { Card as CardData } from '@cubewright/core/cards';
import { DEFAULT_CARD_FIELDS } from '@cubewright/core/cube';
import type { DraftCard } from '@cubewright/core/draft';
import type { FilterEntry } from '@cubewright/core/filter';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import { ManaCost } from '../../../components/card/mana-symbol';
import { initialRegionRect } from '../../../lib/region-rect';
import { CardName, CardPreviewProvider } from '../../cube-view/card-preview';
import { HeaderRow } from '../../cube-view/list/group-header-row';
import { flattenGroups, groupItems, type Row } from '../../cube-view/list/grouping';
import { type ListItem, stubCard } from '../../cube-view/list/list-item';
import { VirtualRegion } from '../../cube-view/list/virtual-region';
import { pressCard, usePickConfirm } from '../pick-confirm';

// Rotisserie's face-up cube as a compact list a player scans, like the cube list's table view: grouped
// by colour, then type, each card one row (name with a hover preview, mana cost, type line, and a Pick
// button on the viewer's turn). It is virtualised, so a 540-card pool draws a screenful of rows and a
// pick re-renders only those (issue 28: full tiles froze the page for a second on every pick).

const ROW_HEIGHT = { group: 36, sub: 28, card: 34 } as const;

/** A list item for a face-up draft card; `entry.id` is the draft card's id (what a pick names). */
export function rotisserieItem(card: DraftCard, data: CardData | undefined): ListItem {
  const name = data?.name ?? card.cardId.replace(/^name:/, '');
  const entry = {
    ...DEFAULT_CARD_FIELDS,
    id: card.id,
    cardId: card.cardId,
    name,
    imageUrl: card.imageUrl ?? null,
  } as FilterEntry;
  return {
    entry,
    card: data ?? stubCard(card.cardId, name),
    printing: null,
    imageUri: card.imageUrl ?? null,
  };
}

/**
 * Items for the cards, reusing the last render's item of a card whose data is unchanged: a pick
 * removes one card, and the other 539 keep their objects (and their rows their props).
 */
function useItems(cards: readonly DraftCard[], lookup: (cardId: string) => CardData | undefined) {
  const cache = useRef(new Map<string, { data: CardData | undefined; item: ListItem }>());
  const datas = cards.map((c) => lookup(c.cardId));
  // The memo key: the cards and whether each one's data has arrived.
  const key = `${cards.length}:${cards.map((c, i) => (datas[i] ? c.id : `-${c.id}`)).join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for cards and their data
  return useMemo(() => {
    const next = new Map<string, { data: CardData | undefined; item: ListItem }>();
    const items = cards.map((c, i) => {
      const old = cache.current.get(c.id);
      const item = old && old.data === datas[i] ? old.item : rotisserieItem(c, datas[i]);
      next.set(c.id, { data: datas[i], item });
      return item;
    });
    cache.current = next;
    return items;
  }, [key]);
}

function CardRow({
  row,
  pick,
}: {
  row: Extract<Row, { kind: 'card' }>;
  pick: { disabled: boolean; selected: string | null; onPress: (id: string) => void } | null;
}) {
  const { card, entry, imageUri } = row.item;
  return (
    <div
      className="grid h-full grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-2 border-b border-zinc-100 px-3 text-sm sm:grid-cols-[minmax(0,2fr)_6rem_minmax(0,2fr)_auto]"
      data-testid={pick ? 'table-card-row' : 'table-tile'}
    >
      <CardName card={card} imageUri={imageUri} className="max-w-full justify-self-start text-zinc-900" />
      <span className="min-w-0 overflow-hidden">
        <ManaCost cost={card.manaCost} className="flex-nowrap" />
      </span>
      <span className="hidden truncate text-zinc-700 sm:block">{card.typeLine || 'Unknown card'}</span>
      {pick ? (
        <button
          type="button"
          data-testid="table-card"
          aria-label={`${pick.selected === entry.id ? 'Confirm pick' : 'Pick'} ${entry.name}`}
          aria-pressed={pick.selected === entry.id || undefined}
          disabled={pick.disabled}
          onClick={() => pick.onPress(entry.id)}
          className="rounded-md bg-brand px-2.5 py-1 text-xs font-semibold text-white focus-visible:outline-3 focus-visible:outline-brand disabled:opacity-60 aria-pressed:ring-4 aria-pressed:ring-brand/40"
        >
          {pick.selected === entry.id ? 'Confirm' : 'Pick'}
        </button>
      ) : (
        <span />
      )}
    </div>
  );
}

/** The face-up cards as a grouped, virtualised list; each row has a Pick button while `active`. */
export function RotisserieList({
  cards,
  lookup,
  active,
  disabled,
  onPick,
}: {
  cards: readonly DraftCard[];
  lookup: (cardId: string) => CardData | undefined;
  active: boolean;
  disabled: boolean;
  /** Called with the draft card's id. */
  onPick: (id: string) => void;
}) {
  const items = useItems(cards, lookup);
  const rows = useMemo(() => flattenGroups(groupItems(items, 'color', 'type', 'name')), [items]);
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => ROW_HEIGHT[rows[i]!.kind],
    getItemKey: (i) => rows[i]!.key,
    overscan: 10,
    initialRect: initialRegionRect((h) => h * 0.7 - 2),
  });
  // On a touch screen (or by choice) the first tap selects and a second confirms (pick-confirm.ts).
  const { confirm } = usePickConfirm();
  const [selected, setSelected] = useState<string | null>(null);
  const onPress = (id: string) => {
    const next = pressCard(selected, id, confirm);
    setSelected(next.selected);
    if (next.pick) onPick(next.pick);
  };
  const pick = active ? { disabled, selected, onPress } : null;
  if (cards.length === 0) return <p className="text-sm text-zinc-600">No cards match the filter.</p>;
  return (
    <CardPreviewProvider>
      <div data-testid="rotisserie-cards" data-cards={cards.length}>
        <VirtualRegion
          scroller={scroller}
          virtualizer={virtualizer}
          label="Cards face up"
          className="max-h-[70vh]"
          renderRow={(index) => {
            const row = rows[index]!;
            return row.kind === 'card' ? <CardRow row={row} pick={pick} /> : <HeaderRow row={row} />;
          }}
        />
      </div>
    </CardPreviewProvider>
  );
}
