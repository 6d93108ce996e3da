import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';
import { breadcrumbsFor, isCrumbLink } from '../../lib/breadcrumbs';
import { useCubeCrumb } from './cube-crumb';

/** The header's breadcrumb trail (rules in lib/breadcrumbs.ts). */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { cube } = useCubeCrumb();
  const trail = breadcrumbsFor(pathname, cube);
  return (
    <nav aria-label="Breadcrumb" className="min-w-0">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-zinc-600">
        {trail.map((crumb, i) => (
          <Fragment key={`${crumb.label}|${crumb.url}`}>
            {i > 0 && (
              <li role="presentation" aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
            )}
            <li className="inline-flex min-w-0 items-center">
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
