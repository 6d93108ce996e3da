import {
  allBoards,
  applyCardDiff,
  type Board,
  type CubeCard,
  DiffMismatchError,
} from '@cubewright/core/cube';
import type {
  CardSummary,
  ConflictDetails,
  CubeDetail,
  CubeWithCardsResponse,
  SavedChange,
} from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ClipboardPaste, ListRestart } from 'lucide-react';
import { lazy, Suspense, startTransition, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useChunks } from '../../../lib/chunk';
import { notify } from '../../../lib/toast';
import { cubeCardsQuery } from '../../cube-view/cube-queries';
import { ProposalForm } from '../../proposals/proposal-form';
import { useCopyDifference } from '../../proposals/use-copy-difference';
import { boardWords } from '../change-text';
import { cubeCardsKey, failureText, fetchCubeCards, printingLabel, saveChanges } from '../edit-api';
import {
  EMPTY_STAGING,
  keepApplicable,
  type StagedEntry,
  type Staging,
  stageAdd,
  stagedList,
  stageEdit,
  stageMove,
  stagePrinting,
  stageRemove,
  toCardOps,
  undoChange,
} from '../staging';
import { AddBox } from './add-box';
import { ConflictPanel } from './conflict-panel';
import type { EntryEdit } from './entry-dialog';
import type { CardInfo, EntryActions } from './entry-list';
import { ENTRY_LIST_CHUNK } from './entry-list-chunk';
import { PendingDiff } from './pending-diff';
import { stagedNotice } from './staged-notice';
import { SuggestionsPanel } from './suggestions-panel';
import { useUnsavedWarning } from './use-unsaved-warning';

/**
 * The list after a save whose answer carries the change, not the list: the change applied to the list
 * the batch was based on, unless the server merged it with changes saved meanwhile (or it does not fit),
 * when the list is read again.
 */
async function listAfterSave(cubeId: string, based: CubeCard[], saved: SavedChange): Promise<CubeCard[]> {
  if (!saved.merged) {
    try {
      return applyCardDiff(based, saved.diff);
    } catch (err) {
      if (!(err instanceof DiffMismatchError)) throw err;
    }
  }
  return (await fetchCubeCards(cubeId)).cards;
}

interface BaseList {
  cards: CubeCard[];
  version: number;
}

function infosOf(data: CubeWithCardsResponse): Map<string, CardInfo> {
  return new Map(
    Object.values(data.cardData).map((c) => [c.id, { manaCost: c.manaCost, typeLine: c.typeLine }]),
  );
}
function printingLabelsOf(data: CubeWithCardsResponse): Map<string, string> {
  return new Map(Object.values(data.printings).map((p) => [p.id, printingLabel(p)]));
}

// The dialogs (Radix's dialog, the entry's override checks with zod, the list readers) load when first
// opened, not with the editor: the editor's first paint is the list (ADR 0078). A dialog once opened
// stays mounted, so what was typed in it is still there when it is opened again.
const loadPasteDialog = () => import('./paste-dialog');
const loadListDialog = () => import('../../proposals/propose-from-list-dialog');
const PasteDialog = lazy(() => loadPasteDialog().then((m) => ({ default: m.PasteDialog })));
const ProposeFromListDialog = lazy(() =>
  loadListDialog().then((m) => ({ default: m.ProposeFromListDialog })),
);
const EntryDialog = lazy(() => import('./entry-dialog').then((m) => ({ default: m.EntryDialog })));

/** A dialog's state: never opened (its code not loaded), open, or closed after a first opening. */
type DialogUse = 'unused' | 'open' | 'closed';
const openChange = (set: (use: DialogUse) => void) => (open: boolean) => set(open ? 'open' : 'closed');

/**
 * `/cubes/{id}/edit`: stage changes to the card list and save them as one version. In 'propose' mode
 * (`/cubes/{id}/propose`, anyone signed in who sees the cube) the same staging is sent as a proposal.
 */
export default function CubeEditor({ cube, mode = 'edit' }: { cube: CubeDetail; mode?: 'edit' | 'propose' }) {
  const cubeId = cube.id;
  const queryClient = useQueryClient();
  const query = useQuery(cubeCardsQuery(cubeId));
  const listReady = useChunks([ENTRY_LIST_CHUNK]);
  const [base, setBase] = useState<BaseList | null>(null);
  const [staging, setStaging] = useState<Staging>(EMPTY_STAGING);
  const [infos, setInfos] = useState<Map<string, CardInfo>>(new Map());
  const [printings, setPrintings] = useState<Map<string, string>>(new Map());
  const [editing, setEditing] = useState<StagedEntry | null>(null);
  const [paste, setPaste] = useState<DialogUse>('unused');
  const [fromList, setFromList] = useState<DialogUse>('unused');
  const [addBoard, setAddBoard] = useState<Board>('main');
  const [summary, setSummary] = useState('');
  const [changelog, setChangelog] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ message: string; details: ConflictDetails } | null>(null);
  const [reloading, setReloading] = useState(false);
  const boardId = useId();
  const dirty = staging.changes.length > 0;
  // The named boards as the editor's list last read them (the cube prop until it has).
  const boards = query.data?.cube.boards ?? cube.boards;

  const adopt = useCallback((data: CubeWithCardsResponse) => {
    setBase({ cards: data.cards, version: data.cube.version });
    setInfos((m) => new Map([...m, ...infosOf(data)]));
    setPrintings((m) => new Map([...m, ...printingLabelsOf(data)]));
  }, []);

  // The list being edited follows the server while nothing is staged; with staged changes it stays
  // put and the save merges with what others saved meanwhile.
  useEffect(() => {
    if (query.data && (!base || (!dirty && query.data.cube.version !== base.version))) adopt(query.data);
  }, [query.data, base, dirty, adopt]);

  const entries = useMemo(() => (base ? stagedList(base.cards, staging) : []), [base, staging]);
  const mainIds = useMemo(
    () => new Set(entries.filter((e) => e.board === 'main').map((e) => e.cardId)),
    [entries],
  );
  const leaveDialog = useUnsavedWarning(dirty && !saving, staging.changes.length);
  // A submitted proposal opens once the staging is cleared, so the unsaved-changes guard lets it go.
  const [submittedTo, setSubmittedTo] = useState<string | null>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (submittedTo && !dirty) navigate(submittedTo);
  }, [submittedTo, dirty, navigate]);

  const actions: EntryActions = useMemo(
    () => ({
      move: (entry, board) => setStaging((s) => stageMove(s, base?.cards ?? [], entry.id, entry.name, board)),
      remove: (entry) => setStaging((s) => stageRemove(s, entry.id, entry.name)),
      edit: (entry) => setEditing(entry),
    }),
    [base],
  );

  const undo = useCallback((seq: number) => setStaging((s) => undoChange(s, seq)), []);

  const [params] = useSearchParams();
  const stageCopy = useCallback(
    (next: Staging, copy: CubeWithCardsResponse, counts: { cuts: number; adds: number }) => {
      setInfos((m) => new Map([...m, ...infosOf(copy)]));
      setStaging(next);
      setNotice(
        `Staged what your copy “${copy.cube.name}” changed: ${counts.adds} to add, ${counts.cuts} to cut. Give your reasons and submit.`,
      );
    },
    [],
  );
  const fromCopy = useCopyDifference(
    mode === 'propose' ? params.get('from') : null,
    base?.cards ?? null,
    stageCopy,
  );

  if (mode === 'edit' && !cube.permissions.canEdit) {
    return <FormMessage error="You do not have permission to edit this cube" />;
  }
  if (query.isError) return <FormMessage error={failureText(query.error)} />;
  const EntryList = ENTRY_LIST_CHUNK.loaded?.EntryList;
  if (listReady && !EntryList)
    return <FormMessage error="The card list could not be loaded. Reload the page to try again." />;
  if (!base || !EntryList) {
    return (
      <p role="status" className="flex items-center gap-2 text-zinc-700">
        <Spinner /> Loading the card list…
      </p>
    );
  }

  const addCards = (cards: { id: string; name: string; manaCost: string; typeLine: string }[]) => {
    setInfos((m) => {
      const next = new Map(m);
      for (const c of cards) next.set(c.id, { manaCost: c.manaCost, typeLine: c.typeLine });
      return next;
    });
    setStaging((s) =>
      stageAdd(
        s,
        cards.map((c) => ({ cardId: c.id, name: c.name })),
        addBoard,
      ),
    );
  };
  const onAutocomplete = (card: CardSummary) => {
    addCards([card]);
    setNotice(stagedNotice({ cardId: card.id, name: card.name }, boardWords(addBoard, boards), entries));
  };

  const applyEdit = (entry: StagedEntry, edit: EntryEdit) => {
    const printing = edit.printing;
    if (printing?.id) setPrintings((m) => new Map(m).set(printing.id!, printing.label));
    setStaging((s) => {
      let next = s;
      if (printing) next = stagePrinting(next, base.cards, entry.id, entry.name, printing.id, printing.label);
      if (edit.board !== entry.board) next = stageMove(next, base.cards, entry.id, entry.name, edit.board);
      return stageEdit(next, base.cards, entry.id, entry.name, edit.fields);
    });
    setEditing(null);
  };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const outcome = await saveChanges(cubeId, {
        baseVersion: base.version,
        ops: toCardOps(staging),
        summary: summary.trim() || undefined,
        ...(changelog ? { changelog: true } : {}),
      });
      if (!outcome.ok) {
        setConflict({ message: outcome.message, details: outcome.conflict });
        return;
      }
      const { save: saved } = outcome;
      const cards = await listAfterSave(cubeId, base.cards, saved);
      // The confirmation paints first; the list catches up with the saved version in a transition
      // (a 720-card list re-rendered before the notice showed it a second after the server's answer).
      setNotice(`Saved version ${saved.version.number}.`);
      setConflict(null);
      startTransition(() => {
        setBase({ cards, version: saved.version.number });
        setStaging(EMPTY_STAGING);
        setSummary('');
        setChangelog(false);
      });
      void notify(
        'success',
        `Saved version ${saved.version.number}${saved.merged ? ', merged with changes saved meanwhile' : ''}`,
      );
      void queryClient.invalidateQueries({ queryKey: ['cubes', cubeId] });
      void queryClient.invalidateQueries({ queryKey: ['cubes', 'mine'] });
    } catch (err) {
      setError(failureText(err));
    } finally {
      setSaving(false);
    }
  };

  const reloadAndReapply = async (keepMine: ReadonlySet<string>) => {
    if (!conflict) return;
    setReloading(true);
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: cubeCardsKey(cubeId),
        queryFn: () => fetchCubeCards(cubeId),
      });
      const theirs = new Set(conflict.details.conflicts.map((c) => c.id).filter((id) => !keepMine.has(id)));
      const { staging: kept, dropped } = keepApplicable(staging, fresh.cards, theirs);
      adopt(fresh);
      setStaging(kept);
      setConflict(null);
      setNotice(
        `Reloaded version ${fresh.cube.version}. ${kept.changes.length} change${kept.changes.length === 1 ? '' : 's'} re-applied${dropped.length ? `, ${dropped.length} dropped` : ''}: review and save again.`,
      );
    } catch (err) {
      setError(failureText(err));
    } finally {
      setReloading(false);
    }
  };

  const newer = query.data && query.data.cube.version > base.version ? query.data.cube.version : null;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="grid gap-4">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <AddBox onAdd={onAutocomplete} cubeId={cubeId} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={boardId}>Add to</Label>
            <select
              id={boardId}
              value={addBoard}
              onChange={(e) => setAddBoard(e.target.value as Board)}
              className="h-10 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            >
              {allBoards(boards).map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="outline"
            aria-haspopup="dialog"
            onPointerEnter={() => void loadPasteDialog().catch(() => {})}
            onClick={() => setPaste('open')}
          >
            <ClipboardPaste className="size-4" aria-hidden="true" />
            Paste a list
          </Button>
          {paste !== 'unused' && (
            <Suspense fallback={null}>
              <PasteDialog
                open={paste === 'open'}
                onOpenChange={openChange(setPaste)}
                onAdd={(list) =>
                  addCards(list.flatMap(({ card, count }) => Array.from({ length: count }, () => card)))
                }
              />
            </Suspense>
          )}
          {mode === 'propose' && (
            <Button
              variant="outline"
              aria-haspopup="dialog"
              onPointerEnter={() => void loadListDialog().catch(() => {})}
              onClick={() => setFromList('open')}
            >
              <ListRestart className="size-4" aria-hidden="true" />
              Start from a list
            </Button>
          )}
          {mode === 'propose' && fromList !== 'unused' && (
            <Suspense fallback={null}>
              <ProposeFromListDialog
                open={fromList === 'open'}
                onOpenChange={openChange(setFromList)}
                baseCards={base.cards}
                boards={boards}
                staged={staging.changes.length}
                onStage={(next, cards) => {
                  setInfos((m) => {
                    const infos = new Map(m);
                    for (const c of cards) infos.set(c.id, { manaCost: c.manaCost, typeLine: c.typeLine });
                    return infos;
                  });
                  setStaging(next);
                  setNotice(`Staged the difference with your list: ${next.changes.length} changes.`);
                }}
              />
            </Suspense>
          )}
        </div>
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-zinc-700">
          {notice}
        </p>
        <EntryList entries={entries} boards={boards} infos={infos} printings={printings} actions={actions} />
      </div>
      <div className="grid gap-3 lg:sticky lg:top-4">
        {newer && (
          <p className="rounded-md border border-sky-200 bg-sky-50 p-2 text-sm text-sky-900">
            Version {newer} was saved by someone else while you were editing. Your changes will be merged with
            it when you save.
          </p>
        )}
        {conflict && (
          <ConflictPanel
            message={conflict.message}
            details={conflict.details}
            onReload={reloadAndReapply}
            reloading={reloading}
          />
        )}
        <FormMessage error={error ?? (fromCopy.error ? failureText(fromCopy.error) : null)} />
        {mode === 'propose' ? (
          <ProposalForm
            initialTitle={fromCopy.copyName ? `Changes from my copy “${fromCopy.copyName}”` : ''}
            cubeId={cubeId}
            baseVersion={base.version}
            baseCards={base.cards}
            ops={toCardOps(staging)}
            boards={boards}
            onDiscard={() => setStaging(EMPTY_STAGING)}
            onSubmitted={(path) => {
              setStaging(EMPTY_STAGING);
              setSubmittedTo(path);
            }}
          />
        ) : (
          <PendingDiff
            changes={staging.changes}
            boards={boards}
            summary={summary}
            onSummary={setSummary}
            changelog={changelog}
            onChangelog={setChangelog}
            onUndo={undo}
            onDiscard={() => setStaging(EMPTY_STAGING)}
            onSave={save}
            saving={saving}
          />
        )}
        {/* Suggestions read the cube as its editors do (the server refuses others). */}
        {mode === 'edit' && (
          <SuggestionsPanel
            cubeId={cubeId}
            staged={mainIds}
            onAdd={(card) => {
              setInfos((m) => new Map(m).set(card.cardId, { manaCost: '', typeLine: card.typeLine }));
              setStaging((s) => stageAdd(s, [{ cardId: card.cardId, name: card.name }], 'main'));
              setNotice(stagedNotice(card, 'the main board', entries));
            }}
            onCut={(card) => {
              const entry = entries.find((e) => e.board === 'main' && e.cardId === card.cardId);
              if (!entry) return;
              setStaging((s) => stageRemove(s, entry.id, entry.name));
              setNotice(`${card.name} staged for removal.`);
            }}
          />
        )}
        <p className="text-sm text-zinc-600">
          Based on version {base.version}.{' '}
          <Link className="text-brand-dark underline" to={`/cubes/${encodeURIComponent(cubeId)}`}>
            Back to the cube
          </Link>
        </p>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EntryDialog
            cubeId={cubeId}
            entry={editing}
            boards={boards}
            onClose={() => setEditing(null)}
            onApply={(edit) => applyEdit(editing, edit)}
          />
        </Suspense>
      )}
      {leaveDialog}
    </div>
  );
}
