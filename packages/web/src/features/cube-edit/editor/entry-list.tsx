import { allBoards, type Board, type CubeBoard } from '@cubewright/core/cube';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDownToLine, ArrowUpToLine, Pencil, Trash2 } from 'lucide-react';
import { memo, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { ManaCost } from '../../../components/card/mana-symbol';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { compareNames } from '../../../lib/compare-names';
import { initialRegionRect } from '../../../lib/region-rect';
import { FINISH_LABELS, STATUS_LABELS } from '../change-text';
import type { StagedEntry } from '../staging';

/** What a row shows besides the entry: the card's cost and type, and the printing's label. */
export interface CardInfo {
  manaCost: string;
  typeLine: string;
}

export interface EntryActions {
  move: (entry: StagedEntry, board: Board) => void;
  remove: (entry: StagedEntry) => void;
  edit: (entry: StagedEntry) => void;
}

/** Whether a row would look the same: a save hands back new but equal entries for every card. */
function sameRow(a: RowProps, b: RowProps) {
  const x = a.entry;
  const y = b.entry;
  return (
    a.info?.manaCost === b.info?.manaCost &&
    a.info?.typeLine === b.info?.typeLine &&
    a.printing === b.printing &&
    a.actions === b.actions &&
    (x === y ||
      (x.id === y.id &&
        x.name === y.name &&
        x.board === y.board &&
        x.cardId === y.cardId &&
        x.printingId === y.printingId &&
        x.finish === y.finish &&
        x.status === y.status &&
        x.notes === y.notes &&
        x.imageUrl === y.imageUrl &&
        x.manaValue === y.manaValue &&
        x.typeLine === y.typeLine &&
        x.rarity === y.rarity &&
        x.isNew === y.isNew &&
        x.touched.length === y.touched.length &&
        x.tags.join('\n') === y.tags.join('\n')))
  );
}

interface RowProps {
  entry: StagedEntry;
  info: CardInfo | undefined;
  printing: string | undefined;
  actions: EntryActions;
}

/** What the row says of the entry's overrides (the type line override replaces the card's in the row). */
function overrideNotes(entry: StagedEntry): string[] {
  const notes: string[] = [];
  if (entry.manaValue !== null) notes.push(`mana value ${entry.manaValue}`);
  if (entry.rarity) notes.push(entry.rarity);
  if (entry.imageUrl) notes.push('own image');
  return notes;
}

const Row = memo(function Row({ entry, info, printing, actions }: RowProps) {
  const other: Board = entry.board === 'main' ? 'maybe' : 'main';
  const details = [
    printing,
    entry.finish !== 'nonfoil' ? FINISH_LABELS[entry.finish] : null,
    entry.status !== 'owned' ? STATUS_LABELS[entry.status] : null,
    entry.tags.length ? entry.tags.join(', ') : null,
    entry.notes ? 'has notes' : null,
    ...overrideNotes(entry),
  ].filter(Boolean);
  return (
    <div
      className={cn(
        'flex items-center gap-3 border-b border-zinc-100 px-2 py-1.5 text-sm',
        entry.isNew && 'bg-green-50',
        !entry.isNew && entry.touched.length > 0 && 'bg-amber-50',
      )}
      data-entry={entry.id}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-zinc-900">{entry.name}</span>
          {info?.manaCost && <ManaCost cost={info.manaCost} />}
          {entry.isNew && <Badge variant="secondary">new</Badge>}
        </div>
        <div className="truncate text-xs text-zinc-600">
          {[entry.typeLine ?? info?.typeLine, ...details].filter(Boolean).join(' · ')}
        </div>
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Move ${entry.name} to the ${other === 'maybe' ? 'maybeboard' : 'main board'}`}
          title={other === 'maybe' ? 'Move to the maybeboard' : 'Move to the main board'}
          onClick={() => actions.move(entry, other)}
        >
          {other === 'maybe' ? <ArrowDownToLine className="size-4" /> : <ArrowUpToLine className="size-4" />}
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8"
          aria-label={`Edit ${entry.name}`}
          title="Printing, finish, status, tags, notes, overrides"
          onClick={() => actions.edit(entry)}
        >
          <Pencil className="size-4" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          className="size-8 text-red-700"
          aria-label={`Remove ${entry.name}`}
          title="Remove"
          onClick={() => actions.remove(entry)}
        >
          <Trash2 className="size-4" />
        </Button>
      </div>
    </div>
  );
}, sameRow);

/** A line of the editor's virtual list: a board's heading, its "No cards." line, or an entry. */
type Line =
  | { kind: 'head'; key: string; title: string; count: number }
  | { kind: 'empty'; key: string }
  | { kind: 'entry'; key: string; entry: StagedEntry };

const LINE_HEIGHT = { head: 37, empty: 44, entry: 50 } as const;

function linesOf(boards: [string, StagedEntry[]][]): Line[] {
  const lines: Line[] = [];
  for (const [title, entries] of boards) {
    lines.push({ kind: 'head', key: `h:${title}`, title, count: entries.length });
    if (entries.length === 0) lines.push({ kind: 'empty', key: `e:${title}` });
    for (const entry of entries) lines.push({ kind: 'entry', key: entry.id, entry });
  }
  return lines;
}

/** The card list being edited, board by board (main, maybe, then the named boards), with a name filter. */
export function EntryList({
  entries,
  boards,
  infos,
  printings,
  actions,
}: {
  entries: StagedEntry[];
  boards: readonly CubeBoard[];
  infos: ReadonlyMap<string, CardInfo>;
  printings: ReadonlyMap<string, string>;
  actions: EntryActions;
}) {
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const filterId = useId();
  const lines = useMemo(() => {
    const shown = deferred ? entries.filter((e) => e.name.toLowerCase().includes(deferred)) : entries;
    const byName = [...shown].sort((a, b) => compareNames(a.name, b.name));
    return linesOf(allBoards(boards).map((b) => [b.name, byName.filter((e) => e.board === b.id)]));
  }, [entries, boards, deferred]);
  // Only the rows in view are drawn: a row is a dozen elements and three icons, and drawing all of a
  // 720-card cube's rows kept the editor blank for seconds (bench:cube-page). Find a card by the filter.
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => LINE_HEIGHT[lines[i]!.kind],
    getItemKey: (i) => lines[i]!.key,
    overscan: 10,
    // max-h-[calc(100vh-15rem)] min-h-80 below, less the 1 px borders.
    initialRect: initialRegionRect((h) => Math.max(320, h - 240) - 2),
  });
  return (
    <div className="grid gap-3">
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={filterId}>Filter the list</Label>
        <Input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder="Card name"
        />
      </div>
      {/* The list scrolls on its own so the add box and the pending changes stay in view. */}
      <section
        ref={scroller}
        aria-label="Cards in this cube"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll region must be keyboard scrollable
        tabIndex={0}
        className="max-h-[calc(100vh-15rem)] min-h-80 overflow-auto rounded-lg border border-zinc-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((v) => {
            const line = lines[v.index]!;
            return (
              <div
                key={v.key}
                data-index={v.index}
                ref={virtualizer.measureElement}
                className="absolute top-0 left-0 w-full"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                {line.kind === 'head' ? (
                  <h2 className="border-b border-zinc-200 bg-zinc-50 px-3 py-2 text-sm font-semibold">
                    {line.title} ({line.count})
                  </h2>
                ) : line.kind === 'empty' ? (
                  <p className="px-3 py-3 text-sm text-zinc-600">No cards.</p>
                ) : (
                  <Row
                    entry={line.entry}
                    info={infos.get(line.entry.cardId)}
                    printing={
                      line.entry.printingId
                        ? (printings.get(line.entry.printingId) ?? 'chosen printing')
                        : undefined
                    }
                    actions={actions}
                  />
                )}
              </div>
            );
          })}
        </div>
      </section>
    </div>
  );
}
