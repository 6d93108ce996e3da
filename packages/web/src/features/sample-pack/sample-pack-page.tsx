import { type SampleFormat, samplePack } from '@cubewright/core/draft';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Dices } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCubeCrumb } from '../../components/shell/cube-crumb';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cubeCardsKey, fetchCubeCards } from '../cube-edit/edit-api';
import { CubeLoadError } from '../cube-view/load-error';
import { useCubeDraftFormats } from '../draft/draft-api';
import { PackView } from './sample-pack-view';
import { randomSeed } from './seed';
import { useUrlSeed } from './use-url-seed';

function Loading({ label }: { label: string }) {
  return (
    <div className="flex justify-center p-10" role="status" aria-label={label}>
      <Spinner />
    </div>
  );
}

function Problem({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div
      role="alert"
      className="mx-auto max-w-lg rounded-lg border border-amber-300 bg-amber-50 p-6 text-center"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="mt-1 text-zinc-800">{children}</p>
    </div>
  );
}

/** /cubes/:id/sample?seed=&format=: one seeded pack of the cube, with the bots' pick order. */
export default function SamplePackPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const seed = useUrlSeed();
  const formatName = params.get('format') ?? '';
  const { setCube } = useCubeCrumb();
  const selectId = useId();
  const base = `/cubes/${encodeURIComponent(id)}`;

  // The cube's list under the key its list tab and editor use: coming from the cube page it shows at once.
  const cubeQuery = useQuery({ queryKey: cubeCardsKey(id), queryFn: () => fetchCubeCards(id), retry: false });
  const formatsQuery = useCubeDraftFormats(id);
  const data = cubeQuery.data;
  const cube = data?.cube;
  useEffect(() => {
    if (cube) setCube({ id, name: cube.name, mine: cube.permissions.role !== null });
  }, [cube, id, setCube]);

  const formats = formatsQuery.data?.formats;
  const custom = formats?.custom.find((f) => f.name.toLowerCase() === formatName.toLowerCase());
  const format: SampleFormat | undefined = formatName === '' ? formats?.default : custom;

  const result = useMemo(() => {
    if (!data || !format || seed === null) return null;
    return samplePack({ cards: data.cards, lookup: (cardId) => data.cardData[cardId] }, format, seed);
  }, [data, format, seed]);

  const names = useMemo(() => new Map((data?.cards ?? []).map((c) => [c.id, c.name])), [data]);
  const printingOf = useMemo(() => {
    const byEntry = new Map((data?.cards ?? []).map((c) => [c.id, c.printingId]));
    return (entryId: string) => {
      const printingId = byEntry.get(entryId);
      return printingId ? data?.printings[printingId] : undefined;
    };
  }, [data]);

  const update = (changes: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(changes)) {
        if (v === null || v === '') next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  if (cubeQuery.isLoading || formatsQuery.isLoading) return <Loading label="Loading the cube" />;
  if (cubeQuery.isError || formatsQuery.isError || !cube || !formats) {
    const error = cubeQuery.error ?? formatsQuery.error;
    return <CubeLoadError error={error} detail={error?.message} />;
  }

  const d = formats.default;
  return (
    <div className="mx-auto grid max-w-6xl gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to={base} className="inline-flex items-center gap-1 text-sm text-brand-dark underline">
            <ArrowLeft className="size-3" aria-hidden="true" /> {cube.name}
          </Link>
          <h1 className="text-2xl font-semibold">Sample pack: {cube.name}</h1>
          <p className="text-sm text-zinc-700">
            Seed{' '}
            <span data-testid="sample-seed" className="font-mono font-medium">
              {seed ?? '…'}
            </span>{' '}
            · the link to this page reopens this exact pack. Ranks show the order a bot would pick it in.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <label htmlFor={selectId} className="text-xs font-medium text-zinc-700">
              Format
            </label>
            <select
              id={selectId}
              value={custom ? custom.name : ''}
              onChange={(e) => update({ format: e.target.value })}
              className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
            >
              <option value="">
                Booster draft ({d.packsPerPlayer} packs of {d.cardsPerPack})
              </option>
              {formats.custom.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
          <Button onClick={() => update({ seed: String(randomSeed(seed)) })}>
            <Dices className="size-4" aria-hidden="true" /> New pack
          </Button>
        </div>
      </div>
      {formatName !== '' && !custom ? (
        <Problem title="No such format">This cube has no draft format named “{formatName}”.</Problem>
      ) : !result ? (
        <Loading label="Dealing the pack" />
      ) : !result.ok ? (
        <Problem title="This pack cannot be dealt">{result.error}</Problem>
      ) : (
        <PackView
          pack={result.value.pack}
          ranks={result.value.ranks}
          names={names}
          cardData={data!.cardData}
          printingOf={printingOf}
        />
      )}
    </div>
  );
}
