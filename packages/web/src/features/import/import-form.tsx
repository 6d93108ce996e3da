import type { ImportBody, ImportNewBody, ImportResponse, MyCubesResponse } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Label } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError, api } from '../../lib/api';
import { BoardChoice, type BoardTarget } from './board-choice';
import { cardsToImport, defaultChoices, type LineChoice, overridesFrom } from './choices';
import { NEW_CUBE_TARGET, NewCubeFields, type NewCubeTarget, newCubeFieldsOf } from './new-cube-fields';
import { PreviewPanel } from './preview-panel';
import { ReplaceSummary, replaceAllowed } from './replace-summary';
import { type ImportSource, SourceInput } from './source-input';

type Target =
  | NewCubeTarget
  | { kind: 'existing'; cubeId: string; mode: 'add' | 'replace'; board: BoardTarget };

const messageOf = (err: unknown) =>
  err instanceof ApiRequestError ? err.message : 'Something went wrong. Please try again.';

/** Choose a target and a list, preview the dry run, settle unresolved lines, then import and open the cube. */
export function ImportForm() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: ['cubes', 'mine'],
    queryFn: () => api<MyCubesResponse>('/api/cubes/mine'),
  });
  const editable = (mine.data?.cubes ?? []).filter((c) => c.role === 'owner' || c.role === 'editor');
  const [target, setTarget] = useState<Target>(NEW_CUBE_TARGET);
  const [source, setSource] = useState<ImportSource>({ text: '', format: 'auto' });
  const [preview, setPreview] = useState<ImportResponse | null>(null);
  const [choices, setChoices] = useState<Record<number, LineChoice>>({});
  const [busy, setBusy] = useState<'preview' | 'import' | null>(null);
  const [replaceConfirmed, setReplaceConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const common = () => ({
    text: source.text,
    ...(source.fileName ? { fileName: source.fileName } : {}),
    ...(source.format === 'auto' ? {} : { format: source.format }),
  });
  const send = (extra: Partial<ImportBody & ImportNewBody>) =>
    target.kind === 'new'
      ? api<ImportResponse>('/api/cubes/import-new', {
          body: { ...common(), ...extra, ...newCubeFieldsOf(target) },
        })
      : api<ImportResponse>(`/api/cubes/${encodeURIComponent(target.cubeId)}/import`, {
          body: {
            ...common(),
            ...extra,
            mode: target.mode,
            ...(target.board ? { board: target.board } : {}),
          },
        });

  const changeSource = (s: ImportSource) => {
    setSource(s);
    setPreview(null);
  };
  const changeTarget = (t: Target) => {
    setTarget(t);
    setPreview(null);
  };

  const runPreview = async (format?: ImportSource['format']) => {
    setError(null);
    setBusy('preview');
    try {
      const result = await send({ preview: true, ...(format && format !== 'auto' ? { format } : {}) });
      setPreview(result);
      setChoices(defaultChoices(result));
      setReplaceConfirmed(false);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!preview) return;
    setError(null);
    setBusy('import');
    try {
      const result = await send({ overrides: overridesFrom(preview, choices) });
      await queryClient.invalidateQueries({ queryKey: ['cubes'] });
      navigate(`/cubes/${encodeURIComponent(result.cubeId!)}`);
    } catch (err) {
      setError(messageOf(err));
      setBusy(null);
    }
  };

  const toImport = preview ? cardsToImport(preview, choices) : 0;
  const allowed = replaceAllowed(preview?.replace, replaceConfirmed);
  const ready = source.text.trim() !== '' && (target.kind === 'new' || target.cubeId !== '');
  return (
    <div className="grid gap-6">
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg font-semibold">Import into</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-target`}
            checked={target.kind === 'new'}
            onChange={() => changeTarget(NEW_CUBE_TARGET)}
          />
          A new cube
        </label>
        {target.kind === 'new' && <NewCubeFields id={id} value={target} onChange={setTarget} />}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={`${id}-target`}
            checked={target.kind === 'existing'}
            disabled={editable.length === 0}
            onChange={() =>
              changeTarget({ kind: 'existing', cubeId: editable[0]?.id ?? '', mode: 'add', board: '' })
            }
          />
          One of my cubes{' '}
          {editable.length === 0 && <span className="text-zinc-600">(you have none yet)</span>}
        </label>
        {target.kind === 'existing' && (
          <div className="grid gap-2 pl-6">
            <Label htmlFor={`${id}-cube`}>Cube</Label>
            <select
              id={`${id}-cube`}
              className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
              value={target.cubeId}
              onChange={(e) => changeTarget({ ...target, cubeId: e.target.value, board: '' })}
            >
              {editable.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({c.cardCount} cards)
                </option>
              ))}
            </select>
            <div className="flex gap-4 text-sm" role="radiogroup" aria-label="Add or replace">
              {(['add', 'replace'] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`${id}-mode`}
                    checked={target.mode === mode}
                    onChange={() => changeTarget({ ...target, mode })}
                  />
                  {mode === 'add' ? 'Add to its cards' : 'Replace its cards'}
                </label>
              ))}
            </div>
            <BoardChoice
              id={id}
              boards={editable.find((c) => c.id === target.cubeId)?.boards ?? []}
              value={target.board}
              onChange={(board) => changeTarget({ ...target, board })}
            />
          </div>
        )}
      </fieldset>

      <SourceInput value={source} onChange={changeSource} />
      <FormMessage error={error} />
      {preview?.replace && (
        <ReplaceSummary
          counts={preview.replace}
          confirmed={replaceConfirmed}
          onConfirm={setReplaceConfirmed}
        />
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" disabled={!ready || busy !== null} onClick={() => runPreview()}>
          {busy === 'preview' && <Spinner />} Preview
        </Button>
        <Button disabled={!preview || busy !== null || toImport === 0 || !allowed} onClick={runImport}>
          {busy === 'import' && <Spinner />} Import {preview ? `${toImport} cards` : ''}
        </Button>
      </div>
      {busy === 'import' && (
        <div className="grid gap-1" role="status">
          <progress className="w-full" aria-label={`Importing ${toImport} cards`} />
          <p className="text-sm text-zinc-700">Importing {toImport} cards…</p>
        </div>
      )}
      {preview && (
        <PreviewPanel
          preview={preview}
          choices={choices}
          onChoose={(line, choice) => setChoices((c) => ({ ...c, [line]: choice }))}
          onFormat={(format) => {
            setSource({ ...source, format });
            void runPreview(format);
          }}
        />
      )}
    </div>
  );
}
