import { Heart } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { useLike } from './api';

/** Like / Unlike for a cube page with the like count; guests are sent to /login and come back. */
export function LikeButton({ cubeId }: { cubeId: string }) {
  const { data: session } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { status, toggle } = useLike(cubeId);
  const liked = status.data?.liked ?? false;
  const onClick = () => {
    if (!session?.user) {
      navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`);
      return;
    }
    toggle.mutate(liked);
  };
  return (
    <div className="flex items-center gap-1">
      <Button variant="outline" size="sm" onClick={onClick} disabled={toggle.isPending} aria-pressed={liked}>
        <Heart className={cn('size-4', liked && 'fill-red-600 text-red-600')} aria-hidden="true" />
        {liked ? 'Liked' : 'Like'}
        {status.data && (
          <span className="ml-1 text-xs opacity-80" data-testid="like-count">
            {status.data.likeCount}
          </span>
        )}
      </Button>
      {toggle.isError && (
        <span role="alert" className="text-xs text-red-800">
          {toggle.error.message}
        </span>
      )}
    </div>
  );
}
