import { formatBadgeCount } from '@cubewright/core/display';
import { Bell, Heart, Info, LogOut, Map as MapIcon, Settings, Shield } from 'lucide-react';
import { useNavigate } from 'react-router';
import { api } from '../../lib/api';
import { cn } from '../../lib/cn';
import type { SessionUser } from '../../lib/session';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { Avatar, UserIdentity } from './user-avatar';
import { triggerClass, UserMenuFace } from './user-menu-face';

/** The sidebar footer's menu for a signed-in user (spec section 2). */
export default function UserMenu({
  user,
  unread,
  collapsed,
  label,
}: {
  user: SessionUser;
  unread: number;
  collapsed: boolean;
  label?: string;
}) {
  const navigate = useNavigate();
  const logOut = async () => {
    try {
      await api('/api/auth/sign-out', { method: 'POST', body: {} });
      // A full load of /login: it lands there exactly (updating the cached session first let the guard of
      // an auth page win the race with `?redirect=`), and drops every cached query and live socket.
      window.location.assign('/login');
    } catch (err) {
      // The spec: a failed log-out is only logged, with no message to the user.
      console.warn('Log out failed', err);
    }
  };
  const unreadText = formatBadgeCount(unread);
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger className={cn(triggerClass, collapsed && 'justify-center p-0')} aria-label={label}>
        <UserMenuFace user={user} collapsed={collapsed} />
      </DropdownMenuTrigger>
      <DropdownMenuContent side={collapsed ? 'right' : 'top'} align="end">
        <DropdownMenuLabel className="flex items-center gap-2">
          <Avatar user={user} />
          <UserIdentity user={user} />
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/about#supporter')}>
          <Heart className="size-4" aria-hidden="true" /> Become a Supporter
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/account/settings')}>
          <Settings className="size-4" aria-hidden="true" /> Account Settings
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/notifications')}>
          <Bell className="size-4" aria-hidden="true" /> Notifications
          {unreadText && (
            <span
              className="ml-auto size-2 rounded-full bg-red-600"
              role="img"
              aria-label={`${unreadText} unread`}
            />
          )}
        </DropdownMenuItem>
        {(user.isAdmin || user.isModerator) && (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <Shield className="size-4" aria-hidden="true" /> Admin
          </DropdownMenuItem>
        )}
        <DropdownMenuItem onSelect={() => navigate('/about')}>
          <Info className="size-4" aria-hidden="true" /> About
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/roadmap')}>
          <MapIcon className="size-4" aria-hidden="true" /> Roadmap
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={logOut}>
          <LogOut className="size-4" aria-hidden="true" /> Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
