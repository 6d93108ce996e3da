import type { Printing } from '@cubewright/core/cards';
import {
  allBoards,
  CARD_STATUSES,
  type CardStatus,
  type CubeBoard,
  FINISHES,
  type Finish,
} from '@cubewright/core/cube';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Input, Label, selectClass } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { CardMetricsSummary } from '../../card-metrics/card-metrics-summary';
import { FINISH_LABELS, parseTags, STATUS_LABELS } from '../change-text';
import { fetchPrintings, printingLabel } from '../edit-api';
import type { EditableFields, StagedEntry } from '../staging';
import { OverrideFields, overrideForm, readOverrides } from './override-fields';

export interface EntryEdit {
  printing: { id: string | null; label: string } | null;
  /** The board to move the entry to (its own board: no move). */
  board: string;
  fields: Partial<EditableFields>;
}

function PrintingPicker({
  cardId,
  value,
  onChange,
}: {
  cardId: string;
  value: string;
  onChange: (id: string, printing: Printing | undefined) => void;
}) {
  const id = useId();
  const query = useQuery({
    queryKey: ['cards', cardId, 'printings'],
    queryFn: () => fetchPrintings(cardId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (query.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-700">
        <Spinner className="size-4" /> Loading printings…
      </p>
    );
  }
  const printings = query.data ?? [];
  if (printings.length === 0) {
    // No printing data for this card (or the server has none): a printing id can still be typed.
    return (
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Printing id (Scryfall)</Label>
        <Input id={id} value={value} onChange={(e) => onChange(e.target.value.trim(), undefined)} />
        <p className="text-xs text-zinc-600">
          No printings are known for this card; leave empty for the default.
        </p>
      </div>
    );
  }
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Printing</Label>
      <select
        id={id}
        className={selectClass}
        value={value}
        onChange={(e) =>
          onChange(
            e.target.value,
            printings.find((p) => p.id === e.target.value),
          )
        }
      >
        <option value="">Default printing</option>
        {printings.map((p) => (
          <option key={p.id} value={p.id}>
            {printingLabel(p)}
            {p.releasedAt ? ` (${p.releasedAt.slice(0, 4)})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Edits one entry (its card metrics in the cube shown above): printing, finish, status, tags, notes and overrides; Apply stages the changes. */
export function EntryDialog({
  cubeId,
  entry,
  boards,
  onClose,
  onApply,
}: {
  cubeId: string;
  entry: StagedEntry;
  boards: readonly CubeBoard[];
  onClose: () => void;
  onApply: (edit: EntryEdit) => void;
}) {
  const [printingId, setPrintingId] = useState(entry.printingId ?? '');
  const [printingText, setPrintingText] = useState<string | null>(null);
  const [finish, setFinish] = useState<Finish>(entry.finish);
  const [board, setBoard] = useState(entry.board);
  const [status, setStatus] = useState<CardStatus>(entry.status);
  const [tags, setTags] = useState(entry.tags.join(', '));
  const [notes, setNotes] = useState(entry.notes);
  const [overrides, setOverrides] = useState(() => overrideForm(entry));
  const [error, setError] = useState<string | null>(null);
  const ids = {
    finish: useId(),
    board: useId(),
    status: useId(),
    tags: useId(),
    notes: useId(),
    error: useId(),
  };

  const apply = () => {
    const read = readOverrides(overrides);
    if ('error' in read) {
      setError(read.error);
      return;
    }
    const nextPrinting = printingId || null;
    onApply({
      board,
      printing:
        nextPrinting === entry.printingId
          ? null
          : {
              id: nextPrinting,
              label: nextPrinting ? (printingText ?? nextPrinting) : 'the default printing',
            },
      fields: { finish, status, tags: parseTags(tags), notes, ...read.fields },
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        <DialogTitle>Edit {entry.name}</DialogTitle>
        <DialogDescription>
          Changes are staged; they are saved with the rest when you press Save.
        </DialogDescription>
        <CardMetricsSummary cubeId={cubeId} cardId={entry.cardId} />
        <form
          className="grid gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
        >
          <PrintingPicker
            cardId={entry.cardId}
            value={printingId}
            onChange={(id, p) => {
              setPrintingId(id);
              setPrintingText(p ? printingLabel(p) : null);
            }}
          />
          <div className="grid gap-1.5">
            <Label htmlFor={ids.board}>Board</Label>
            <select
              id={ids.board}
              className={selectClass}
              value={board}
              onChange={(e) => setBoard(e.target.value)}
            >
              {allBoards(boards).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor={ids.finish}>Finish</Label>
              <select
                id={ids.finish}
                className={selectClass}
                value={finish}
                onChange={(e) => setFinish(e.target.value as Finish)}
              >
                {FINISHES.map((f) => (
                  <option key={f} value={f}>
                    {FINISH_LABELS[f]}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.status}>Status</Label>
              <select
                id={ids.status}
                className={selectClass}
                value={status}
                onChange={(e) => setStatus(e.target.value as CardStatus)}
              >
                {CARD_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.tags}>Tags</Label>
            <Input
              id={ids.tags}
              value={tags}
              onChange={(e) => setTags(e.target.value)}
              placeholder="removal, aggro"
            />
            <p className="text-xs text-zinc-600">Separate tags with commas.</p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.notes}>Notes</Label>
            <textarea
              id={ids.notes}
              rows={3}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              className="w-full rounded-md border border-zinc-300 p-2 text-sm focus-visible:outline-2 focus-visible:outline-brand"
            />
          </div>
          <OverrideFields
            form={overrides}
            describedBy={error ? ids.error : undefined}
            onChange={(key, value) => {
              setOverrides((o) => ({ ...o, [key]: value }));
              setError(null);
            }}
          />
          {error && (
            <p id={ids.error} role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Apply</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
