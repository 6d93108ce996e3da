import { ChevronsUpDown } from 'lucide-react';
import type { SessionUser } from '../../lib/session';
import { Avatar, UserIdentity } from './user-avatar';

// What the user menu's button shows, apart from the trigger (which loads the menu lazily) so that the
// menu and its trigger both use it without importing each other.

export const triggerClass =
  'flex w-full items-center gap-2 rounded-md p-1.5 text-left outline-none hover:bg-zinc-200/70 focus-visible:outline-2 focus-visible:outline-brand';

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
