import type { Board } from '@cubewright/core/cube';
import { ArrowDownToLine, ArrowUpToLine, Pencil, Trash2 } from 'lucide-react';
import { memo, useDeferredValue, useId, useMemo, useState } from 'react';
import { ManaCost } from '../../../components/card/mana-symbol';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { useRevealed } from '../../../lib/use-revealed';
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

const Row = memo(function Row({ entry, info, printing, actions }: RowProps) {
  const other: Board = entry.board === 'main' ? 'maybe' : 'main';
  const details = [
    printing,
    entry.finish !== 'nonfoil' ? FINISH_LABELS[entry.finish] : null,
    entry.status !== 'owned' ? STATUS_LABELS[entry.status] : null,
    entry.tags.length ? entry.tags.join(', ') : null,
    entry.notes ? 'has notes' : null,
  ].filter(Boolean);
  return (
    <li
      className={cn(
        'flex items-center gap-3 border-b border-zinc-100 px-2 py-1.5 text-sm last:border-0',
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
          {[info?.typeLine, ...details].filter(Boolean).join(' · ')}
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
          title="Printing, finish, status, tags, notes"
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
    </li>
  );
}, sameRow);

function BoardList({
  title,
  entries,
  shown,
  infos,
  printings,
  actions,
}: {
  title: string;
  entries: StagedEntry[];
  /** How many rows to draw yet (useRevealed). */
  shown: number;
  infos: ReadonlyMap<string, CardInfo>;
  printings: ReadonlyMap<string, string>;
  actions: EntryActions;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-zinc-200 bg-white">
      <h2 id={headingId} className="border-b border-zinc-200 px-3 py-2 text-sm font-semibold">
        {title} ({entries.length})
      </h2>
      {entries.length === 0 ? (
        <p className="px-3 py-4 text-sm text-zinc-600">No cards.</p>
      ) : (
        <ul>
          {entries.slice(0, shown).map((e) => (
            <Row
              key={e.id}
              entry={e}
              info={infos.get(e.cardId)}
              printing={e.printingId ? (printings.get(e.printingId) ?? 'chosen printing') : undefined}
              actions={actions}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The card list being edited, main board then maybeboard, with a name filter. */
export function EntryList({
  entries,
  infos,
  printings,
  actions,
}: {
  entries: StagedEntry[];
  infos: ReadonlyMap<string, CardInfo>;
  printings: ReadonlyMap<string, string>;
  actions: EntryActions;
}) {
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim().toLowerCase());
  const filterId = useId();
  const { main, maybe } = useMemo(() => {
    const shown = deferred ? entries.filter((e) => e.name.toLowerCase().includes(deferred)) : entries;
    const byName = [...shown].sort((a, b) => a.name.localeCompare(b.name));
    return {
      main: byName.filter((e) => e.board === 'main'),
      maybe: byName.filter((e) => e.board === 'maybe'),
    };
  }, [entries, deferred]);
  // Two screenfuls at once, the rest right after the first paint.
  const drawn = useRevealed(main.length + maybe.length, 40);
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
        aria-label="Cards in this cube"
        className="grid max-h-[calc(100vh-15rem)] min-h-80 gap-3 overflow-auto rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
      >
        <BoardList
          title="Main board"
          entries={main}
          shown={drawn}
          infos={infos}
          printings={printings}
          actions={actions}
        />
        <BoardList
          title="Maybeboard"
          entries={maybe}
          shown={Math.max(0, drawn - main.length)}
          infos={infos}
          printings={printings}
          actions={actions}
        />
      </section>
    </div>
  );
}
