import type { LucideIcon } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '../../lib/cn';

const RailTooltipImpl = lazy(() => import('./rail-tooltip'));

export const itemClass =
  'flex h-8 w-full items-center gap-2 rounded-md px-2 text-sm text-zinc-800 outline-none hover:bg-zinc-200/70 focus-visible:outline-2 focus-visible:outline-brand data-[active=true]:bg-zinc-200 data-[active=true]:font-medium data-[active=true]:text-zinc-950';

/** Shows the item's title as a tooltip only on the collapsed icon rail. */
export function RailTooltip({
  title,
  collapsed,
  children,
}: {
  title: string;
  collapsed: boolean;
  children: ReactNode;
}) {
  if (!collapsed) return children;
  return (
    <Suspense fallback={children}>
      <RailTooltipImpl title={title}>{children}</RailTooltipImpl>
    </Suspense>
  );
}

interface SidebarLinkProps {
  title: string;
  url: string;
  icon: LucideIcon;
  collapsed: boolean;
  /** Badge text (the unread count), shown at the right, or as a dot on the rail. */
  badge?: string | null;
  badgeLabel?: string;
  onNavigate?: () => void;
}

/** One sidebar menu item (spec section 3: title, url, isActive, icon, badge). */
export function SidebarLink({
  title,
  url,
  icon: Icon,
  collapsed,
  badge,
  badgeLabel,
  onNavigate,
}: SidebarLinkProps) {
  const { pathname } = useLocation();
  // Signed out, Create Cube leads to /login; it is a shortcut, not the page being shown.
  const active = pathname === url && url !== '/login';
  return (
    <li className="relative">
      <RailTooltip title={title} collapsed={collapsed}>
        <Link
          to={url}
          data-active={active}
          aria-current={active ? 'page' : undefined}
          className={itemClass}
          onClick={onNavigate}
        >
          <Icon className="size-4 shrink-0" aria-hidden="true" />
          <span className={cn('truncate', collapsed && 'sr-only')}>{title}</span>
          {badge && (
            <span
              className={cn(
                'ml-auto rounded-full bg-brand px-1.5 text-xs leading-5 font-semibold text-white',
                collapsed && 'absolute top-0.5 left-5 size-2 overflow-hidden p-0 text-[0px]',
              )}
            >
              <span className="sr-only">{badgeLabel ?? ''}</span>
              {badge}
            </span>
          )}
        </Link>
      </RailTooltip>
    </li>
  );
}

export function SidebarGroup({
  label,
  collapsed,
  children,
}: {
  label: string;
  collapsed: boolean;
  children: ReactNode;
}) {
  return (
    <div className="px-2 py-2">
      <h2 className={cn('px-2 pb-1 text-xs font-medium text-zinc-600', collapsed && 'sr-only')}>{label}</h2>
      <ul className="grid gap-0.5">{children}</ul>
    </div>
  );
}
