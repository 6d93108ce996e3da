import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbsFor, isCrumbLink } from '../../lib/breadcrumbs';
import { cn } from '../../lib/cn';
import { useCubeCrumb } from './cube-crumb';

/**
 * The header's breadcrumb trail (rules in lib/breadcrumbs.ts), on one line: the header is one line high,
 * so a trail that wrapped spilled under the page on a phone. On a phone only the last two crumbs show
 * (the page and where it belongs); the rest are a tap away in the sidebar. Long names are cut with "...".
 */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { cube } = useCubeCrumb();
  const trail = breadcrumbsFor(pathname, cube);
  const phoneFrom = Math.max(0, trail.length - 2);
  return (
    <nav aria-label="Breadcrumb" className="min-w-0 flex-1">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm text-zinc-600">
        {trail.map((crumb, i) => (
          <Fragment key={`${crumb.label}|${crumb.url}`}>
            {i > 0 && (
              <li
                role="presentation"
                aria-hidden="true"
                className={cn('shrink-0', i <= phoneFrom && 'max-sm:hidden')}
              >
                <ChevronRight className="size-3.5" />
              </li>
            )}
            <li className={cn('inline-flex min-w-0 items-center', i < phoneFrom && 'max-sm:hidden')}>
              {isCrumbLink(crumb, pathname) ? (
                <Link to={crumb.url!} className="truncate hover:text-zinc-900 hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span
                  aria-current={i === trail.length - 1 ? 'page' : undefined}
                  className="truncate font-medium text-zinc-900"
                >
                  {crumb.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
