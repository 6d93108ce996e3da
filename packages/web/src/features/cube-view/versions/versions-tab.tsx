import { summarizeCounts } from '@cubewright/core/cube';
import { formatRelativeTime } from '@cubewright/core/display';
import type {
  CompareResponse,
  CubeDetail,
  SaveResponse,
  VersionListResponse,
} from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { api } from '../../../lib/api';
import { notify } from '../../../lib/toast';
import { cubeKey } from '../live/use-live-cube';
import { LoadError } from '../load-error';
import { useCubeCards } from '../use-cube-cards';
import { CompareForm } from './compare-form';
import { DiffView } from './diff-view';
import { VersionDetail } from './version-detail';

// The revert dialog (Radix Dialog, ~13 KB gzip) loads when a Revert is pressed, not with the tab.
const RevertDialog = lazy(() => import('./revert-dialog'));

/** The versions tab: history, a version's list and diff, comparing two versions, reverting. */
export default function VersionsTab({ cube }: { cube: CubeDetail }) {
  const path = `/api/cubes/${encodeURIComponent(cube.id)}`;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const [reverting, setReverting] = useState<number | null>(null);
  const [compare, setCompare] = useState<{ from: number; to: number } | null>(null);
  const versions = useQuery({
    queryKey: [...cubeKey(cube.id), 'versions'],
    queryFn: () => api<VersionListResponse>(`${path}/versions?limit=200`),
  });
  const compared = useQuery({
    queryKey: [...cubeKey(cube.id), 'compare', compare?.from, compare?.to],
    queryFn: () => api<CompareResponse>(`${path}/compare?from=${compare!.from}&to=${compare!.to}`),
    enabled: compare !== null,
  });
  const printings = useCubeCards(cube.id).data?.printings;
  const revert = useMutation({
    mutationFn: (n: number) => api<SaveResponse>(`${path}/versions/${n}/revert`, { body: {} }),
    onSuccess: async (saved, n) => {
      setReverting(null);
      await queryClient.invalidateQueries({ queryKey: cubeKey(cube.id) });
      void notify('success', `Reverted to version ${n}: saved as version ${saved.version.number}`);
    },
  });

  if (versions.isLoading) {
    return (
      <div role="status" className="flex items-center gap-2 p-6 text-zinc-700">
        <Spinner /> Loading versions...
      </div>
    );
  }
  if (!versions.data)
    return <LoadError what="the versions" error={versions.error} retry={() => void versions.refetch()} />;
  const list = versions.data.versions;
  const latest = list[0]?.number ?? cube.version;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="versions-heading" className="grid gap-2">
        <h2 id="versions-heading" className="text-lg font-semibold">
          Versions ({list.length})
        </h2>
        <ol className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 bg-white">
          {list.map((v) => (
            <li key={v.number} className="grid gap-2 p-3" aria-label={`Version ${v.number}`}>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-semibold">Version {v.number}</span>
                {v.number === latest && <span className="text-xs text-green-800">current</span>}
                <span className="text-sm text-zinc-700">{v.author?.username ?? 'deleted user'}</span>
                <time
                  dateTime={v.createdAt}
                  title={new Date(v.createdAt).toLocaleString()}
                  className="text-sm text-zinc-600"
                >
                  {formatRelativeTime(v.createdAt)}
                </time>
                <span className="text-sm text-zinc-900">{v.summary}</span>
                {summarizeCounts(v.counts) !== v.summary && (
                  <span className="font-mono text-xs text-zinc-600">{summarizeCounts(v.counts)}</span>
                )}
                <span className="ml-auto flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-expanded={open === v.number}
                    onClick={() => setOpen(open === v.number ? null : v.number)}
                  >
                    {open === v.number ? 'Hide' : 'View'}
                  </Button>
                  {cube.permissions.canEdit && v.number !== latest && (
                    <Button variant="outline" size="sm" onClick={() => setReverting(v.number)}>
                      Revert
                    </Button>
                  )}
                </span>
              </div>
              {open === v.number && <VersionDetail cubeId={cube.id} n={v.number} boards={cube.boards} />}
            </li>
          ))}
        </ol>
      </section>
      {list.length > 1 && (
        <section aria-labelledby="compare-heading" className="grid gap-3">
          <h2 id="compare-heading" className="text-lg font-semibold">
            Compare versions
          </h2>
          <CompareForm versions={list.map((v) => v.number)} onCompare={setCompare} />
          {compare &&
            (compared.isLoading ? (
              <div role="status" className="flex items-center gap-2 text-zinc-700">
                <Spinner /> Comparing...
              </div>
            ) : compared.data ? (
              <div className="grid gap-2">
                <p className="text-sm text-zinc-700">
                  From version {compared.data.from} to version {compared.data.to}
                </p>
                <DiffView diff={compared.data.diff} printings={printings} boards={cube.boards} />
              </div>
            ) : (
              <LoadError what="the comparison" error={compared.error} />
            ))}
        </section>
      )}
      {reverting !== null && (
        <Suspense fallback={null}>
          <RevertDialog
            version={reverting}
            pending={revert.isPending}
            error={revert.error?.message ?? null}
            onConfirm={(n) => revert.mutate(n)}
            onCancel={() => {
              setReverting(null);
              revert.reset();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
