import { initials } from '@cubewright/core/display';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/session';

/** Initials of up to 2 letters, or "?"; the photo when there is one and it loads. */
export function Avatar({ user, className }: { user: SessionUser; className?: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      className={cn(
        'relative flex size-8 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-brand text-xs font-semibold text-white',
        className,
      )}
      aria-hidden="true"
    >
      {user.photoURL && !broken ? (
        <img src={user.photoURL} alt="" className="size-full object-cover" onError={() => setBroken(true)} />
      ) : (
        initials(user.username, user.email)
      )}
    </span>
  );
}

export function UserIdentity({ user }: { user: SessionUser }) {
  return (
    <span className="grid min-w-0 flex-1 text-left leading-tight">
      <span className="truncate text-sm font-semibold text-zinc-900">{user.username}</span>
      <span className="truncate text-xs text-zinc-600">{user.email}</span>
    </span>
  );
}
