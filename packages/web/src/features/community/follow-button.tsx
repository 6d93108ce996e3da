import { Bell, BellOff, UserCheck, UserPlus } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { useFollow } from './api';

/**
 * Follow / Unfollow for a cube page, with the follower count and the per-follow notifications
 * toggle. Guests are sent to /login and come back here afterwards.
 */
export function FollowButton({ cubeId }: { cubeId: string }) {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, change } = useFollow(cubeId);
  const s = status.data;
  const following = s?.following ?? false;
  const onFollow = () => {
    if (!session?.user) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    change.mutate({ method: following ? 'DELETE' : 'PUT' });
  };
  return (
    <div className="flex items-center gap-1">
      <Button
        variant={following ? 'outline' : 'default'}
        size="sm"
        onClick={onFollow}
        disabled={change.isPending}
        aria-pressed={following}
      >
        {following ? (
          <UserCheck className="size-4" aria-hidden="true" />
        ) : (
          <UserPlus className="size-4" aria-hidden="true" />
        )}
        {following ? 'Following' : 'Follow'}
        {s && <span className="ml-1 text-xs opacity-80">{s.followerCount}</span>}
      </Button>
      {following && (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => change.mutate({ method: 'PATCH', notificationsEnabled: !s?.notificationsEnabled })}
          aria-label={
            s?.notificationsEnabled
              ? 'Turn off notifications for this cube'
              : 'Turn on notifications for this cube'
          }
          title={s?.notificationsEnabled ? 'Notifications on' : 'Notifications off'}
        >
          {s?.notificationsEnabled ? (
            <Bell className="size-4" aria-hidden="true" />
          ) : (
            <BellOff className="size-4" aria-hidden="true" />
          )}
        </Button>
      )}
      {change.isError && (
        <span role="alert" className="text-xs text-red-800">
          {change.error.message}
        </span>
      )}
    </div>
  );
}
