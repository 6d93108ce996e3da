import { formatBadgeCount } from '@cubewright/core/display';
import {
  Bell,
  Boxes,
  Compass,
  FileUp,
  LayoutDashboard,
  LogIn,
  Plus,
  Shuffle,
  Star,
  Users,
  WandSparkles,
} from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useMyCubes } from '../../lib/my-cubes';
import { useSession } from '../../lib/session';
import { ExpandableItem } from './my-cubes-menu';
import { useSidebar } from './sidebar-context';
import { RailTooltip, SidebarGroup, SidebarLink } from './sidebar-item';
import { UserMenuTrigger } from './user-menu-trigger';

// Phones get the sheet; desktops never download the Dialog code it needs.
const MobileSheet = lazy(() => import('./mobile-sheet'));

function Brand({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex h-12 items-center gap-2 rounded-md px-1 outline-none focus-visible:outline-2 focus-visible:outline-brand"
    >
      <span
        className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand text-white"
        aria-hidden="true"
      >
        <Boxes className="size-4" />
      </span>
      <span className={cn('flex items-center gap-2', collapsed && 'sr-only')}>
        <span className="font-semibold text-zinc-900">Cubewright</span>
        <span className="rounded-full bg-zinc-200 px-1.5 text-[11px] font-semibold text-zinc-800">Alpha</span>
      </span>
    </Link>
  );
}

/** Everything inside the sidebar, shared by the desktop rail and the mobile sheet. */
function SidebarBody({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { data: session } = useSession();
  const user = session?.user ?? null;
  const cubes = useMyCubes(user?.id);
  const unread = session?.unreadCount ?? 0;
  const badge = formatBadgeCount(unread);
  const common = { collapsed, onNavigate };
  const cubeItems = [
    ...(cubes.data?.cubes ?? []).map((c) => ({ title: c.name, url: `/cubes/${encodeURIComponent(c.id)}` })),
    { title: '+ Create a cube', url: '/cubes/create' },
  ];
  return (
    <>
      <div className="border-b border-zinc-200 px-2 py-1">
        <Brand {...common} />
      </div>
      <nav aria-label="Main" className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
        <SidebarGroup label="Community" collapsed={collapsed}>
          <SidebarLink title="Featured Cubes" url="/community/featured" icon={Star} {...common} />
          <SidebarLink title="Following" url="/community/following" icon={Users} {...common} />
          <SidebarLink title="Browse All Cubes" url="/community/browse" icon={Compass} {...common} />
        </SidebarGroup>
        <SidebarGroup label="Personal" collapsed={collapsed}>
          {user ? (
            <>
              <SidebarLink title="Dashboard" url="/dashboard" icon={LayoutDashboard} {...common} />
              <SidebarLink
                title="Notifications"
                url="/notifications"
                icon={Bell}
                badge={badge}
                badgeLabel="unread: "
                {...common}
              />
              <ExpandableItem
                title="My Cubes"
                url="/my-cubes"
                icon={Boxes}
                items={cubeItems}
                emptyText={cubes.isLoading ? 'Loading...' : undefined}
                {...common}
              />
              <ExpandableItem
                title="My Custom Cards"
                url="/custom-cards"
                icon={WandSparkles}
                items={[
                  { title: 'All custom cards', url: '/custom-cards' },
                  { title: '+ Create a custom cards', url: '/custom-cards/create' },
                ]}
                {...common}
              />
            </>
          ) : (
            <SidebarLink title="Create Cube" url="/login" icon={Plus} {...common} />
          )}
        </SidebarGroup>
        <SidebarGroup label="Tools" collapsed={collapsed}>
          <SidebarLink title="Import Cube" url="/tools/import-cube" icon={FileUp} {...common} />
          <SidebarLink title="Draft Simulation" url="/draft/multi" icon={Shuffle} {...common} />
        </SidebarGroup>
      </nav>
      <div className="border-t border-zinc-200 p-2">
        {user ? (
          <UserMenuTrigger user={user} unread={unread} collapsed={collapsed} />
        ) : (
          <RailTooltip title="Sign In" collapsed={collapsed}>
            <Link
              to="/login"
              onClick={onNavigate}
              className={cn(
                'flex h-9 w-full items-center justify-center gap-2 rounded-md bg-brand text-sm font-medium text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
              )}
            >
              <LogIn className="size-4" aria-hidden="true" />
              <span className={cn(collapsed && 'sr-only')}>Sign In</span>
            </Link>
          </RailTooltip>
        )}
      </div>
    </>
  );
}

/** The collapsible sidebar of spec section 2: a 16rem column or 3rem rail; a sheet on mobile. */
export function AppSidebar() {
  const { state, isMobile, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Suspense fallback={null}>
        {openMobile && (
          <MobileSheet open={openMobile} onOpenChange={setOpenMobile}>
            <SidebarBody collapsed={false} onNavigate={() => setOpenMobile(false)} />
          </MobileSheet>
        )}
      </Suspense>
    );
  }
  const collapsed = state === 'collapsed';
  return (
    <div
      data-testid="sidebar"
      data-state={state}
      className={cn(
        'sticky top-0 flex h-svh shrink-0 flex-col border-r border-zinc-200 bg-zinc-50 transition-[width] duration-200',
        collapsed ? 'w-(--sidebar-width-icon)' : 'w-(--sidebar-width)',
      )}
    >
      <SidebarBody collapsed={collapsed} />
    </div>
  );
}
