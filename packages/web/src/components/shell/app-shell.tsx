import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/auth-errors';
import { isCubePath } from '../../lib/breadcrumbs';
import { cn } from '../../lib/cn';
import { documentTitle, matchRoute } from '../../lib/route-table';
import { useSession } from '../../lib/session';
import { FullScreenSpinner, Spinner } from '../ui/spinner';
import { CardDataBanner } from './card-data-banner';
import { CubeCrumbProvider, useCubeCrumb } from './cube-crumb';
import { Header } from './header';
import { AppSidebar } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-context';

/** Applies the route guard of spec section 2 around the page. */
function Guarded() {
  const { data: session } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const route = matchRoute(location.pathname);
  const user = session?.user ?? null;
  if (route.access === 'auth' && !user) {
    const back = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(back)}`} replace />;
  }
  if (route.access === 'guest' && user) {
    return <Navigate to={safeRedirect(params.get('redirect')) ?? '/dashboard'} replace />;
  }
  return (
    <Suspense
      fallback={
        <div className="flex justify-center p-10" role="status" aria-label="Loading">
          <Spinner />
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}

function Layout() {
  const { pathname } = useLocation();
  const route = matchRoute(pathname);
  const { cube, setCube } = useCubeCrumb();
  const { collapseTemporarily } = useSidebar();

  // Cube crumb names are cleared when leaving cube pages.
  useEffect(() => {
    if (!isCubePath(pathname)) setCube(null);
  }, [pathname, setCube]);
  // The draft session needs the whole width: collapse the sidebar (without remembering it).
  useEffect(() => {
    if (route.fullBleed) collapseTemporarily();
  }, [route.fullBleed, collapseTemporarily]);

  const title =
    route.kind.type === 'cube' && route.kind.sub === 'view' && cube?.name ? cube.name : route.title;
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <div className="flex min-h-svh bg-zinc-50 text-zinc-900">
      <AppSidebar />
      <div className="flex min-w-0 flex-1 flex-col bg-white">
        <Header />
        <main id="main" className={cn('flex-1', !route.fullBleed && 'p-4 md:p-6')}>
          <CardDataBanner />
          <Guarded />
        </main>
      </div>
    </div>
  );
}

/** The app shell: spinner while the session loads, then sidebar, header with breadcrumbs, and the page. */
export function AppShell() {
  const { isLoading } = useSession();
  if (isLoading) return <FullScreenSpinner />;
  return (
    <SidebarProvider>
      <CubeCrumbProvider>
        <Layout />
      </CubeCrumbProvider>
    </SidebarProvider>
  );
}
