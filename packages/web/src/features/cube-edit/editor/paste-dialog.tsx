import type { Card } from '@cubewright/core/cards';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/field';
import { Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { failureText, resolveNames } from '../edit-api';
import { distinctNames, type PastedLine, parsePastedList } from '../paste-list';

interface Unresolved {
  line: PastedLine;
  suggestions: string[];
}

/** Adds `count` copies of each card; called once per resolved batch. */
type AddCards = (cards: { card: Card; count: number }[]) => void;

function UnresolvedRow({
  item,
  onAccept,
  onSkip,
}: {
  item: Unresolved;
  onAccept: (name: string) => Promise<void>;
  onSkip: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <li className="grid gap-1.5 rounded-md border border-amber-200 bg-amber-50 p-2 text-sm">
      <span>
        Line {item.line.line}: <span className="font-medium">“{item.line.name}”</span> was not found.
      </span>
      <div className="flex flex-wrap items-center gap-1.5">
        {item.suggestions.length > 0 && <span className="text-zinc-700">Did you mean</span>}
        {item.suggestions.slice(0, 3).map((name) => (
          <Button
            key={name}
            size="sm"
            variant="outline"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await onAccept(name).finally(() => setBusy(false));
            }}
          >
            {name}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={onSkip} aria-label={`Skip “${item.line.name}”`}>
          Skip
        </Button>
      </div>
    </li>
  );
}

/** "Paste a list": one resolve call for every line; resolved lines are staged, the rest listed to fix. */
export function PasteDialog({
  open,
  onOpenChange: setOpen,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: AddCards;
}) {
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [unresolved, setUnresolved] = useState<Unresolved[]>([]);
  const textId = useId();

  const resolve = async () => {
    const lines = parsePastedList(text);
    if (lines.length === 0) return setError('Paste at least one card name, one per line.');
    setPending(true);
    setError(null);
    setDone(null);
    try {
      const { results } = await resolveNames(distinctNames(lines));
      const byName = new Map(results.map((r) => [r.input.toLowerCase(), r]));
      const added: { card: Card; count: number }[] = [];
      const missing: Unresolved[] = [];
      for (const line of lines) {
        const r = byName.get(line.name.toLowerCase());
        if (r?.card) added.push({ card: r.card, count: line.count });
        else missing.push({ line, suggestions: r?.suggestions ?? [] });
      }
      if (added.length) onAdd(added);
      const cards = added.reduce((n, a) => n + a.count, 0);
      setDone(
        `Staged ${cards} card${cards === 1 ? '' : 's'} from ${added.length} line${added.length === 1 ? '' : 's'}.${missing.length ? ` ${missing.length} line${missing.length === 1 ? ' was' : 's were'} not found.` : ''}`,
      );
      setUnresolved(missing);
      setText('');
    } catch (err) {
      setError(failureText(err));
    } finally {
      setPending(false);
    }
  };

  const accept = async (item: Unresolved, name: string) => {
    try {
      const { results } = await resolveNames([name]);
      const card = results[0]?.card;
      if (!card) return setError(`${name} could not be found either.`);
      onAdd([{ card, count: item.line.count }]);
      setUnresolved((list) => list.filter((u) => u !== item));
    } catch (err) {
      setError(failureText(err));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setDone(null);
          setError(null);
        }
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogTitle>Paste a list</DialogTitle>
        <DialogDescription>
          One card per line, like “2 Lightning Bolt” or “1x Counterspell”. Set codes in parentheses are
          ignored: pick printings afterwards. Nothing is saved until you press Save.
        </DialogDescription>
        <div className="grid gap-1.5">
          <Label htmlFor={textId}>Card list</Label>
          <textarea
            id={textId}
            rows={10}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className="w-full rounded-md border border-zinc-300 p-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-brand"
          />
        </div>
        <FormMessage error={error} success={done} />
        {unresolved.length > 0 && (
          <section aria-label="Lines not found" className="grid gap-2">
            <h3 className="text-sm font-semibold">Not found ({unresolved.length})</h3>
            <ul className="grid max-h-64 gap-2 overflow-auto">
              {unresolved.map((item) => (
                <UnresolvedRow
                  key={item.line.line}
                  item={item}
                  onAccept={(name) => accept(item, name)}
                  onSkip={() => setUnresolved((list) => list.filter((u) => u !== item))}
                />
              ))}
            </ul>
          </section>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Close
          </Button>
          <Button onClick={resolve} disabled={pending || !text.trim()}>
            {pending && <Spinner className="size-4 text-white" />}
            {pending ? 'Finding cards…' : 'Add cards'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
