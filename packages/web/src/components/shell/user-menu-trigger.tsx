import { lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/session';
import { triggerClass, UserMenuFace } from './user-menu-face';

// The dropdown (Radix Menu with Floating UI) loads on the first open, keeping it out of the shell chunk.
const UserMenu = lazy(() => import('./user-menu'));

interface Props {
  user: SessionUser;
  unread: number;
  collapsed: boolean;
}

/** The sidebar footer's user menu; a plain button until first used, then the real dropdown. */
export function UserMenuTrigger({ user, unread, collapsed }: Props) {
  const [loaded, setLoaded] = useState(false);
  const label = collapsed ? `Account menu for ${user.username}` : undefined;
  const fallback = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={label}
      className={cn(triggerClass, collapsed && 'justify-center p-0')}
      onClick={() => setLoaded(true)}
      onKeyDown={(e) => {
        if (e.key === 'ArrowDown') setLoaded(true);
      }}
    >
      <UserMenuFace user={user} collapsed={collapsed} />
    </button>
  );
  if (!loaded) return fallback;
  return (
    <Suspense fallback={fallback}>
      <UserMenu user={user} unread={unread} collapsed={collapsed} label={label} />
    </Suspense>
  );
}
