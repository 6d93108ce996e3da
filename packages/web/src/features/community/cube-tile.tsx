import type { CommunityCube } from '@cubewright/core/protocol';
import { Heart, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const COLOR_NAMES: Record<string, string> = { W: 'White', U: 'Blue', B: 'Black', R: 'Red', G: 'Green' };
const COLOR_DOT: Record<string, string> = {
  W: 'bg-amber-100 border-amber-300',
  U: 'bg-sky-500 border-sky-600',
  B: 'bg-zinc-800 border-zinc-900',
  R: 'bg-red-600 border-red-700',
  G: 'bg-green-600 border-green-700',
};

/** A community tile: cover, name, owner, size, colours, follower and like counts; `extra` goes below. */
export function CubeTile({ cube, extra }: { cube: CommunityCube; extra?: ReactNode }) {
  const colors = cube.metadata.colors ?? [];
  return (
    <li className="overflow-hidden rounded-lg border border-zinc-200 bg-white shadow-sm">
      <Link
        to={`/cubes/${encodeURIComponent(cube.id)}`}
        className="block focus-visible:outline-2 focus-visible:outline-brand"
      >
        <div className="aspect-[16/7] bg-zinc-200">
          <img src={cube.coverImageUrl} alt="" loading="lazy" className="size-full object-cover" />
        </div>
        <div className="grid gap-1 p-3">
          <span className="truncate font-medium text-zinc-900">{cube.name}</span>
          <span className="text-xs text-zinc-600">by {cube.owner.username}</span>
          <span className="flex flex-wrap items-center gap-3 text-xs text-zinc-700">
            <span>
              {cube.cardCount} / {cube.size} cards
            </span>
            <span className="flex items-center gap-1" title="Followers">
              <Users className="size-3.5" aria-hidden="true" />
              {cube.followerCount} {cube.followerCount === 1 ? 'follower' : 'followers'}
            </span>
            <span className="flex items-center gap-1" title="Likes">
              <Heart className="size-3.5" aria-hidden="true" />
              {cube.likeCount} {cube.likeCount === 1 ? 'like' : 'likes'}
            </span>
            <span className="flex items-center gap-0.5">
              <span className="sr-only">
                Colours: {colors.map((c) => COLOR_NAMES[c]).join(', ') || 'none'}
              </span>
              {colors.map((c) => (
                <span key={c} className={`size-3 rounded-full border ${COLOR_DOT[c]}`} aria-hidden="true" />
              ))}
            </span>
          </span>
        </div>
      </Link>
      {extra && <div className="border-t border-zinc-100 px-3 py-2 text-xs text-zinc-700">{extra}</div>}
    </li>
  );
}
