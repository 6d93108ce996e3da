import type { CubeDetail, CubeWithCardsResponse } from '@cubewright/core/protocol';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { NavLink, useLocation, useParams } from 'react-router';
import { useCubeCrumb } from '../../components/shell/cube-crumb';
import { NotBuiltYet } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { EDITOR_CHUNK, VIEW_TAB_CHUNKS } from '../../features/cube-view/cube-chunks';
import { CubeHeader } from '../../features/cube-view/cube-header';
import { prefetchCubeScreen } from '../../features/cube-view/cube-prefetch';
import { cardsQueryOf, cubeSummaryQuery, needsCards } from '../../features/cube-view/cube-queries';
import { useLiveCube } from '../../features/cube-view/live/use-live-cube';
import { CubeLoadError } from '../../features/cube-view/load-error';
import { ProposalsTabLabel } from '../../features/proposals/proposals-tab-label';
import { lazyChunk } from '../../lib/chunk';
import { cn } from '../../lib/cn';
import { revealApp } from '../../lib/list-snapshot';
import { CUBE_SETTINGS_TABS, CUBE_TABS } from '../../lib/route-table';
import { useSession } from '../../lib/session';
import NotFoundPage from '../not-found';

const VIEW_TABS: Record<string, ComponentType<{ cube: CubeDetail }>> = Object.fromEntries(
  Object.entries(VIEW_TAB_CHUNKS).map(([tab, load]) => [tab, lazyChunk(load)]),
);

// The list editor and each settings tab are chunks of their own too (features/cube-edit).
const CubeEditor = lazyChunk(EDITOR_CHUNK);
const ProposeEditor = lazy(() => import('../../features/proposals/propose-editor'));
const SETTINGS_TABS: Record<string, ComponentType<{ cube: CubeDetail }>> = {
  general: lazy(() => import('../../features/cube-edit/settings/general-tab')),
  boards: lazy(() => import('../../features/cube-edit/settings/boards-tab')),
  jumpstart: lazy(() => import('../../features/cube-edit/settings/jumpstart-tab')),
  drafts: lazy(() => import('../../features/cube-edit/settings/drafts-tab')),
  collaborators: lazy(() => import('../../features/cube-edit/settings/collaborators-tab')),
  advanced: lazy(() => import('../../features/cube-edit/settings/advanced-tab')),
  danger: lazy(() => import('../../features/cube-edit/settings/danger-tab')),
};

const TAB_LABELS: Record<string, string> = {
  list: 'List',
  whitepaper: 'White Paper',
  blog: 'Blog',
  versions: 'Versions',
  activity: 'Activity',
  analytics: 'Analytics',
  records: 'Records',
  proposals: 'Proposals',
  general: 'General',
  boards: 'Boards',
  jumpstart: 'Jumpstart',
  drafts: 'Drafts',
  collaborators: 'Collaborators',
  advanced: 'Advanced',
  danger: 'Danger Zone',
};

function TabNav({
  base,
  tabs,
  current,
  label,
  cubeId,
}: {
  cubeId: string;
  base: string;
  tabs: readonly string[];
  current: string;
  label: string;
}) {
  return (
    <nav aria-label={label} className="border-b border-zinc-200">
      <ul className="-mb-px flex gap-1 overflow-x-auto">
        {tabs.map((tab, i) => (
          <li key={tab}>
            <NavLink
              to={i === 0 ? base : `${base}/${tab}`}
              aria-current={tab === current ? 'page' : undefined}
              className={cn(
                'inline-block border-b-2 px-3 py-2 text-sm whitespace-nowrap',
                tab === current
                  ? 'border-brand font-medium text-zinc-900'
                  : 'border-transparent text-zinc-600 hover:text-zinc-900',
              )}
            >
              {tab === 'proposals' ? <ProposalsTabLabel cubeId={cubeId} /> : TAB_LABELS[tab]}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The cube screens (view tabs, settings tabs, list editor) until their features land. */
export default function CubePage({
  section,
  tab: fixedTab,
  mode,
}: {
  section: 'view' | 'settings' | 'edit';
  /** The list editor in proposal mode (/cubes/:id/propose). */
  mode?: 'propose';
  /** A tab the route names itself (/cubes/:id/records/:eventId is the records tab). */
  tab?: string;
}) {
  const params = useParams();
  const id = params.id ?? '';
  const tab = fixedTab ?? params.tab;
  const { setCube } = useCubeCrumb();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  // The picture of the list's last visit (lib/list-snapshot.ts) is of this page only.
  useEffect(() => revealApp, []);
  // The tab's code and data load beside the cube's summary, not after it.
  useEffect(() => {
    void prefetchCubeScreen(queryClient, pathname);
  }, [queryClient, pathname]);
  // The list and the editor fetch the whole cube anyway: its answer carries the summary too, and a
  // second request for the summary alone made the server load the cube twice before the first card.
  // Either one shows the header while the other loads (a tab switch never blanks the page).
  const withCards = needsCards(section, tab);
  const full = useQuery<CubeWithCardsResponse>({ ...cardsQueryOf(section)(id), enabled: withCards });
  const summary = useQuery({ ...cubeSummaryQuery(id), enabled: !withCards });
  const query = withCards ? full : summary;
  const cube = query.data?.cube ?? (withCards ? summary : full).data?.cube;
  useLiveCube(id, useSession().data?.user?.id ?? null);
  useEffect(() => {
    if (cube) setCube({ id, name: cube.name, mine: cube.permissions.role !== null });
  }, [cube, id, setCube]);

  const tabs = section === 'settings' ? CUBE_SETTINGS_TABS : CUBE_TABS;
  const current = tab ?? tabs[0]!;
  if (section !== 'edit' && !(tabs as readonly string[]).includes(current)) return <NotFoundPage />;

  if (!cube && query.isLoading) {
    return (
      <div className="flex justify-center p-10" role="status" aria-label="Loading the cube">
        <Spinner />
      </div>
    );
  }
  if (query.isError || !cube) return <CubeLoadError error={query.error} />;
  const base = `/cubes/${encodeURIComponent(id)}`;
  const heading =
    section === 'settings'
      ? 'Settings'
      : section === 'edit'
        ? mode === 'propose'
          ? 'Suggest Changes'
          : 'Edit List'
        : TAB_LABELS[current]!;
  return (
    // One column that may shrink below its content (minmax(0,1fr)): otherwise the widest child, such as
    // the tab strip on a phone, sets the column's width and the whole page scrolls sideways.
    <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      {section === 'view' ? (
        <CubeHeader cube={cube} />
      ) : (
        <div>
          <h1 className="text-2xl font-semibold">{cube.name}</h1>
          <p className="text-sm text-zinc-600">
            by {cube.owner.username} · {cube.cardCount} cards · {cube.visibility}
          </p>
          {cube.description && <p className="mt-2 max-w-3xl text-zinc-700">{cube.description}</p>}
        </div>
      )}
      {section !== 'edit' && (
        <TabNav
          base={section === 'settings' ? `${base}/settings` : base}
          tabs={tabs}
          current={current}
          cubeId={id}
          label={section === 'settings' ? 'Settings sections' : 'Cube sections'}
        />
      )}
      {section === 'view' && VIEW_TABS[current] ? (
        <ViewTab key={current} Tab={VIEW_TABS[current]!} cube={cube} />
      ) : section === 'edit' ? (
        <ViewTab Tab={mode === 'propose' ? ProposeEditor : CubeEditor} cube={cube} />
      ) : section === 'settings' && SETTINGS_TABS[current] ? (
        <ViewTab key={current} Tab={SETTINGS_TABS[current]!} cube={cube} />
      ) : (
        <NotBuiltYet title={heading} />
      )}
    </div>
  );
}

function ViewTab({ Tab, cube }: { Tab: ComponentType<{ cube: CubeDetail }>; cube: CubeDetail }) {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-6" role="status" aria-label="Loading">
          <Spinner />
        </div>
      }
    >
      <Tab cube={cube} />
    </Suspense>
  );
}
