import type { ReactNode } from 'react';
import { Button } from './button';

/** Previous / "Page N of M" / Next, the one page control of every paginated list. Renders nothing for a single page. */
export function Pager({
  page,
  pageCount,
  onPage,
  label,
  children,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The nav's accessible name, e.g. "Result pages". */
  label: string;
  /** Extra text after "Page N of M" (a total, a spinner). */
  children?: ReactNode;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span className="text-sm text-zinc-700">
        Page {page} of {pageCount}
        {children}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
