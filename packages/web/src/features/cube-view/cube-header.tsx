import type { CubeDetail } from '@cubewright/core/protocol';
import { Eye, EyeOff, Globe, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../components/ui/badge';
import { FollowButton } from '../community/follow-button';
import { LikeButton } from '../community/like-button';
import { CopiedFrom } from './copied-from';
import { CubeActionButtons, CubeActionMenu } from './cube-actions';
import { useLiveStatus } from './live/live-status';

const VISIBILITY = {
  public: { label: 'Public', icon: Globe },
  unlisted: { label: 'Unlisted', icon: Link2 },
  private: { label: 'Private', icon: EyeOff },
} as const;

function Cover({ url, name }: { url: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    // Not on a phone: there the screen is for the card list (the cover still heads the cube's card in lists).
    <div className="hidden h-32 w-48 shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-zinc-700 to-zinc-900 sm:block">
      {!failed && (
        <img
          src={url}
          alt={`Cover of ${name}`}
          className="size-full object-cover"
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}

/** The cube page header: cover, name, owner, counts, visibility, follow placeholder, edit links. */
export function CubeHeader({ cube }: { cube: CubeDetail }) {
  const vis = VISIBILITY[cube.visibility];
  const live = useLiveStatus(cube.id);
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <Cover url={cube.coverImageUrl} name={cube.name} />
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold break-words text-zinc-900">{cube.name}</h1>
          <Badge variant="outline" className="gap-1">
            <vis.icon className="size-3" aria-hidden="true" /> {vis.label}
          </Badge>
          {cube.isFeatured && <Badge>Featured</Badge>}
          {live === 'live' && (
            <span
              className="inline-flex items-center gap-1 text-xs text-green-800"
              title="Changes others save appear here without reloading"
              data-testid="live-status"
            >
              <span className="size-2 rounded-full bg-green-600" aria-hidden="true" /> Live
            </span>
          )}
        </div>
        <p className="text-sm text-zinc-700">
          by <span className="font-medium">{cube.owner.username}</span> ·{' '}
          <span data-testid="main-count">{cube.cardCount}</span> cards in the main board ·{' '}
          <span data-testid="maybe-count">{cube.maybeCount}</span> on the maybeboard · target size {cube.size}
        </p>
        <CopiedFrom cube={cube} />
        {cube.hidden && (
          <p
            role="status"
            className="mt-1 max-w-3xl rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            Hidden from community lists by a moderator: {cube.hidden.reason}
          </p>
        )}
        {cube.description && (
          <p className="mt-1 max-w-3xl whitespace-pre-line text-zinc-700">{cube.description}</p>
        )}
        {cube.tags.length > 0 && (
          <ul className="mt-1 flex flex-wrap gap-1" aria-label="Tags">
            {cube.tags.map((t) => (
              <li key={t}>
                <Badge variant="secondary">{t}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:flex-col sm:items-stretch">
        <FollowButton cubeId={cube.id} />
        <LikeButton cubeId={cube.id} />
        <CubeActionMenu cube={cube} />
        <CubeActionButtons cube={cube} />
        {cube.visibility !== 'public' && !cube.permissions.canEdit && (
          <span className="inline-flex items-center gap-1 text-xs text-zinc-600">
            <Eye className="size-3" aria-hidden="true" /> You can view this cube
          </span>
        )}
      </div>
    </header>
  );
}
