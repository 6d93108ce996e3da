import type { Card } from '@cubewright/core/cards';
import {
  allBoards,
  type Board,
  type CubeBoard,
  type CubeCard,
  PROPOSAL_CHANGES_MAX,
} from '@cubewright/core/cube';
import { type ChangeEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { failureText, resolveNames } from '../cube-edit/edit-api';
import { distinctNames, parsePastedList } from '../cube-edit/paste-list';
import type { Staging } from '../cube-edit/staging';
import { readFileText } from '../import/read-file';
import { type ListCard, stageListDifference } from './staging-from-list';

interface Missing {
  line: number;
  name: string;
  suggestions: string[];
}

/** What the list would change, once every line is known, before it replaces the staged changes. */
interface Difference {
  staging: Staging;
  cuts: number;
  adds: number;
  kept: number;
  cards: Card[];
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * "Start from a list" in proposal mode: paste or open the list the cube should be, compare it with a
 * board (or the whole cube), and stage the difference as the proposal's changes. A line that names no
 * known card stops the comparison, since counting it as absent would propose cutting the card.
 */
export function ProposeFromListDialog({
  baseCards,
  boards,
  staged,
  onStage,
  open,
  onOpenChange: setOpen,
}: {
  baseCards: readonly CubeCard[];
  boards: readonly CubeBoard[];
  /** Changes already staged, which the list's difference replaces. */
  staged: number;
  onStage: (staging: Staging, cards: Card[]) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState('');
  const [scope, setScope] = useState<Board>('main');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState<Missing[]>([]);
  const [difference, setDifference] = useState<Difference | null>(null);
  const textId = useId();
  const boardId = useId();
  const fileId = useId();

  const edited = (next: string) => {
    setText(next);
    setDifference(null);
  };

  const openFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      edited(await readFileText(file, () => {}));
    } catch (err) {
      setError(failureText(err));
    }
  };

  const compare = async () => {
    const lines = parsePastedList(text);
    if (lines.length === 0) return setError('Paste at least one card name, one per line.');
    setPending(true);
    setError(null);
    setMissing([]);
    try {
      const { results } = await resolveNames(distinctNames(lines));
      const byName = new Map(results.map((r) => [r.input.toLowerCase(), r]));
      const list: ListCard[] = [];
      const cards: Card[] = [];
      const unknown: Missing[] = [];
      for (const line of lines) {
        const r = byName.get(line.name.toLowerCase());
        if (!r?.card) {
          unknown.push({ line: line.line, name: line.name, suggestions: r?.suggestions ?? [] });
          continue;
        }
        cards.push(r.card);
        for (let i = 0; i < line.count; i++)
          list.push({ cardId: r.card.id, name: r.card.name, board: scope });
      }
      if (unknown.length > 0) {
        setMissing(unknown);
        setDifference(null);
        return;
      }
      const diff = stageListDifference(baseCards, list, scope);
      if (diff.cuts + diff.adds === 0)
        return setError('The list and the cube hold the same cards: nothing to propose.');
      if (diff.cuts + diff.adds > PROPOSAL_CHANGES_MAX)
        return setError(
          `This list differs by ${diff.cuts + diff.adds} changes; a proposal can hold at most ${PROPOSAL_CHANGES_MAX}.`,
        );
      setDifference({ ...diff, cards });
    } catch (err) {
      setError(failureText(err));
    } finally {
      setPending(false);
    }
  };

  // A suggestion is written into the list itself, so what is compared is what the person sees.
  const takeSuggestion = (item: Missing, name: string) => {
    const rows = text.split(/\r?\n/);
    rows[item.line - 1] = (rows[item.line - 1] ?? '').replace(item.name, name);
    edited(rows.join('\n'));
    setMissing((list) => list.filter((m) => m !== item));
  };

  const stage = () => {
    if (!difference) return;
    onStage(difference.staging, difference.cards);
    setOpen(false);
    setText('');
    setDifference(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <DialogContent className="max-w-2xl">
        <DialogTitle>Propose from a list</DialogTitle>
        <DialogDescription>
          Paste or open the list you think this cube should be, one card per line. The cards it adds and the
          cards it leaves out become your proposal’s changes; you give reasons before you submit.
        </DialogDescription>
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={boardId}>Compare with</Label>
            <select
              id={boardId}
              value={scope}
              onChange={(e) => {
                setScope(e.target.value as Board);
                setDifference(null);
              }}
              className="h-10 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            >
              {allBoards(boards).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={fileId}>Or open a file</Label>
            <input
              id={fileId}
              type="file"
              accept=".txt,.dek,.csv,text/plain"
              onChange={openFile}
              className="text-sm"
            />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={textId}>The list</Label>
          <textarea
            id={textId}
            rows={10}
            value={text}
            onChange={(e) => edited(e.target.value)}
            className="w-full rounded-md border border-zinc-300 p-2 font-mono text-sm focus-visible:outline-2 focus-visible:outline-brand"
          />
        </div>
        <FormMessage error={error} />
        {missing.length > 0 && (
          <section aria-label="Lines not found" className="grid gap-2 text-sm">
            <p>
              {plural(missing.length, 'line names', 'lines name')} no card we know. Fix{' '}
              {missing.length === 1 ? 'it' : 'them'} first: counting {missing.length === 1 ? 'it' : 'them'} as
              absent would propose cutting the card.
            </p>
            <ul className="grid max-h-48 gap-1.5 overflow-auto">
              {missing.map((m) => (
                <li key={m.line} className="flex flex-wrap items-center gap-1.5 rounded-md bg-amber-50 p-2">
                  <span>
                    Line {m.line}: <span className="font-medium">“{m.name}”</span>
                  </span>
                  {m.suggestions.slice(0, 3).map((s) => (
                    <Button key={s} size="sm" variant="outline" onClick={() => takeSuggestion(m, s)}>
                      {s}
                    </Button>
                  ))}
                </li>
              ))}
            </ul>
          </section>
        )}
        {difference && (
          <p role="status" className="rounded-md border border-sky-200 bg-sky-50 p-2 text-sm text-sky-950">
            {plural(difference.adds, 'card')} to add, {plural(difference.cuts, 'card')} to cut,{' '}
            {difference.kept} the same.
            {staged > 0 && ` These replace the ${plural(staged, 'change')} you have staged.`}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            Close
          </Button>
          {difference ? (
            <Button onClick={stage}>Stage these changes</Button>
          ) : (
            <Button onClick={compare} disabled={pending || !text.trim()}>
              {pending && <Spinner className="size-4 text-white" />}
              {pending ? 'Comparing…' : 'Compare'}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
