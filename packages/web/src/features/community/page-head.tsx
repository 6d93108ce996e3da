import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';

const TABS = [
  ['/community/featured', 'Featured'],
  ['/community/browse', 'Browse'],
  ['/community/latest', 'Latest'],
  ['/community/trending', 'Trending'],
  ['/community/following', 'Following'],
] as const;

/** Heading and the community sub-navigation shared by the community pages. */
export function CommunityHead({
  title,
  blurb,
  children,
}: {
  title: string;
  blurb: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <nav aria-label="Community" className="flex flex-wrap gap-1">
        {TABS.map(([to, label]) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              cn(
                'rounded-md px-3 py-1.5 text-sm',
                isActive ? 'bg-brand text-white' : 'text-zinc-800 hover:bg-zinc-100',
              )
            }
          >
            {label}
          </NavLink>
        ))}
      </nav>
      <div>
        <h1 className="text-2xl font-semibold">{title}</h1>
        <p className="mt-1 text-zinc-600">{blurb}</p>
      </div>
      {children}
    </div>
  );
}
