import { lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { AppShell } from './components/shell/app-shell';
import { CUBE_PAGE_CHUNK } from './features/cube-view/cube-page-chunk';
import { lazyChunk } from './lib/chunk';
import { useSession } from './lib/session';

// Every screen is its own chunk, so the shell stays small (target: under 150 KB gzip per first page).
const Login = lazy(() => import('./routes/login'));
const ResetPassword = lazy(() => import('./routes/reset-password'));
const Dashboard = lazy(() => import('./routes/dashboard'));
const MyCubes = lazy(() => import('./routes/my-cubes'));
const AccountSettings = lazy(() => import('./routes/account/settings'));
// Rendered without suspending when main.tsx has loaded it first (lib/chunk.ts).
const CubePage = lazyChunk(CUBE_PAGE_CHUNK);
const SamplePack = lazy(() => import('./features/sample-pack/sample-pack-page'));
const P1P1Page = lazy(() => import('./features/p1p1/p1p1-page'));
const PlaytestPage = lazy(() => import('./features/playtest/playtest-page'));
const CreateCube = lazy(() => import('./routes/cubes/create'));
const DraftSetup = lazy(() => import('./routes/draft/setup'));
const DraftLobby = lazy(() => import('./routes/draft/lobby'));
const DraftSession = lazy(() => import('./routes/draft/session'));
const DraftComplete = lazy(() => import('./routes/draft/complete'));
const ImportCube = lazy(() => import('./routes/tools/import-cube'));
const InfoPage = lazy(() => import('./routes/info/info-page'));
const SharedEvent = lazy(() => import('./features/records/shared-event-page'));
const NotFound = lazy(() => import('./routes/not-found'));
const Notifications = lazy(() => import('./routes/notifications'));
const Admin = lazy(() => import('./routes/admin'));
const Featured = lazy(() => import('./routes/community/featured'));
const Latest = lazy(() => import('./routes/community/latest'));
const Trending = lazy(() => import('./routes/community/trending'));
const Following = lazy(() => import('./routes/community/following'));
const Browse = lazy(() => import('./routes/community/browse'));
const Search = lazy(() => import('./routes/search/search-page'));
const SearchHelp = lazy(() => import('./routes/search/help-page'));
const CardPage = lazy(() => import('./routes/cards/card-page'));
const TopCards = lazy(() => import('./routes/cards/top-cards'));
const CustomCards = lazy(() => import('./routes/custom-cards/index'));
const CreateCustomCard = lazy(() => import('./routes/custom-cards/create'));
const EditCustomCard = lazy(() => import('./routes/custom-cards/edit'));

function RootRedirect() {
  const { data } = useSession();
  return <Navigate to={data?.user ? '/dashboard' : '/community/featured'} replace />;
}

const routes: RouteObject[] = [
  { index: true, element: <RootRedirect /> },
  { path: 'login', element: <Login /> },
  { path: 'reset-password', element: <ResetPassword /> },
  { path: 'dashboard', element: <Dashboard /> },
  { path: 'my-cubes', element: <MyCubes /> },
  { path: 'cubes/create', element: <CreateCube /> },
  { path: 'cubes/:id/settings/:tab?', element: <CubePage section="settings" /> },
  { path: 'cubes/:id/edit', element: <CubePage section="edit" /> },
  { path: 'cubes/:id/propose', element: <CubePage section="edit" mode="propose" /> },
  { path: 'cubes/:id/proposals/:proposalId', element: <CubePage section="view" tab="proposals" /> },
  { path: 'cubes/:id/sample', element: <SamplePack /> },
  { path: 'cubes/:id/p1p1', element: <P1P1Page /> },
  { path: 'cubes/:id/playtest', element: <PlaytestPage /> },
  { path: 'cubes/:id/records/:eventId', element: <CubePage section="view" tab="records" /> },
  { path: 'cubes/:id/blog/:postId', element: <CubePage section="view" tab="blog" /> },
  { path: 'cubes/:id/:tab?', element: <CubePage section="view" /> },
  { path: 'events/:token', element: <SharedEvent /> },
  { path: 'tools/import-cube', element: <ImportCube /> },
  { path: 'draft/multi', element: <DraftSetup /> },
  { path: 'draft/lobby/:id', element: <DraftLobby /> },
  { path: 'draft/session/:id', element: <DraftSession /> },
  { path: 'draft/complete/:id', element: <DraftComplete /> },
  { path: 'notifications', element: <Notifications /> },
  { path: 'admin', element: <Admin /> },
  { path: 'account/settings', element: <AccountSettings /> },
  { path: 'community/featured', element: <Featured /> },
  { path: 'community/latest', element: <Latest /> },
  { path: 'community/trending', element: <Trending /> },
  { path: 'community/following', element: <Following /> },
  { path: 'community/browse', element: <Browse /> },
  { path: 'search', element: <Search /> },
  { path: 'search/help', element: <SearchHelp /> },
  { path: 'cards/top', element: <TopCards /> },
  { path: 'cards/:cardId', element: <CardPage /> },
  { path: 'custom-cards', element: <CustomCards /> },
  { path: 'custom-cards/create', element: <CreateCustomCard /> },
  { path: 'custom-cards/:id/edit', element: <EditCustomCard /> },
  { path: 'about', element: <InfoPage page="about" /> },
  { path: 'roadmap', element: <InfoPage page="roadmap" /> },
  { path: 'terms', element: <InfoPage page="terms" /> },
  { path: 'privacy', element: <InfoPage page="privacy" /> },
  { path: '*', element: <NotFound /> },
];

const table: RouteObject[] = [{ path: '/', element: <AppShell />, children: routes }];

/** The page of the current URL, in the shell (App.tsx puts it under the router: lib/app-history.ts). */
export function AppRoutes() {
  return useRoutes(table);
}
