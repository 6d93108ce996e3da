import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isCubePath } from '../../lib/breadcrumbs';
import { cn } from '../../lib/cn';
import { guardRedirect } from '../../lib/guard';
import { documentTitle, matchRoute } from '../../lib/route-table';
import { useSession } from '../../lib/session';
import { FullScreenSpinner, Spinner } from '../ui/spinner';
import { CardDataBanner } from './card-data-banner';
import { CubeCrumbProvider, useCubeCrumb } from './cube-crumb';
import { Header } from './header';
import { PageErrorBoundary } from './page-error-boundary';
import { AppSidebar } from './sidebar';
import { SidebarProvider, useSidebar } from './sidebar-context';

/** The page, or the guard's redirect (spec section 2). */
function Guarded({ redirect }: { redirect: string | null }) {
  const { pathname } = useLocation();
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <PageErrorBoundary pathname={pathname}>
      <Suspense
        fallback={
          <div className="flex justify-center p-10" role="status" aria-label="Loading">
            <Spinner />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </PageErrorBoundary>
  );
}

function Layout() {
  const { pathname, search } = useLocation();
  const { data: session } = useSession();
  const route = matchRoute(pathname);
  const redirect = guardRedirect(route.access, !!session?.user, pathname, search);
  const { cube, setCube } = useCubeCrumb();
  const { collapseTemporarily } = useSidebar();

  // Cube crumb names are cleared when leaving cube pages.
  useEffect(() => {
    if (!isCubePath(pathname)) setCube(null);
  }, [pathname, setCube]);
  // A live socket authenticates once, at connect: after sign-in, sign-out or an account switch it must
  // reconnect so the server sees the new session.
  const userId = session?.user?.id ?? null;
  const seenUser = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    // Loaded on demand: the realtime client (and the protocol schemas it imports) stays out of the shell.
    if (seenUser.current !== undefined && seenUser.current !== userId) {
      void import('../../lib/realtime').then((m) => m.resetRealtime());
    }
    seenUser.current = userId;
  }, [userId]);
  // The draft session needs the whole width: collapse the sidebar (without remembering it).
  useEffect(() => {
    if (route.fullBleed) collapseTemporarily();
  }, [route.fullBleed, collapseTemporarily]);

  // When the guard redirects, the title is already the destination's (set before the URL changes).
  const shown = redirect ? matchRoute(redirect.split('?')[0]!) : route;
  // A cube's own page is titled by its name; its sub-pages (the sample pack) by their title and the name.
  const named = shown.kind.type === 'cube' && shown.kind.sub === 'view' && cube?.name;
  const title = named ? (shown.title === 'Cube Details' ? named : `${shown.title}: ${named}`) : shown.title;
  useLayoutEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

  return (
    <div className="flex min-h-svh bg-zinc-50 text-zinc-900">
      <AppSidebar />
      <div className="flex min-w-0 flex-1 flex-col bg-white">
        <Header />
        <main id="main" className={cn('flex-1', !route.fullBleed && 'p-4 md:p-6')}>
          <CardDataBanner />
          <Guarded redirect={redirect} />
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
