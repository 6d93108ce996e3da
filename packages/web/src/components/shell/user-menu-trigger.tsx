import { ChevronsUpDown } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/session';
import { Avatar, UserIdentity } from './user-avatar';

// The dropdown (Radix Menu with Floating UI) loads on the first open, keeping it out of the shell chunk.
const UserMenu = lazy(() => import('./user-menu'));

export const triggerClass =
  'flex w-full items-center gap-2 rounded-md p-1.5 text-left outline-none hover:bg-zinc-200/70 focus-visible:outline-2 focus-visible:outline-brand';

interface Props {
  user: SessionUser;
  unread: number;
  collapsed: boolean;
}

/** The face of the user menu: avatar, username and e-mail (only the avatar on the rail). */
export function UserMenuFace({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  return (
    <>
      <Avatar user={user} />
      {!collapsed && (
        <>
          <UserIdentity user={user} />
          <ChevronsUpDown className="size-4 text-zinc-600" aria-hidden="true" />
        </>
      )}
    </>
  );
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
