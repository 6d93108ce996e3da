import { useEffect, useState } from 'react';
import { chunk } from '../../../lib/chunk';

// The query language's compiler (~12 KB gzip) loads once the filter has text, not with the list: most
// visits to a cube's list never filter it, and the list's first load must fit its 150 KB budget
// (ADR 0074). A list opened with a filter in its URL starts the load at once.
const COMPILER = chunk(() => import('./list-query'));

export type ListQuery = NonNullable<typeof COMPILER.loaded>;

/**
 * The compiler, once `wanted` and loaded (null before), and whether its load failed: `retry` tries again.
 */
export function useQueryCompiler(wanted: boolean) {
  const [compiler, setCompiler] = useState(() => COMPILER.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || compiler || failed) return;
    let live = true;
    COMPILER().then(
      (m) => live && setCompiler(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, compiler, failed]);
  return { compiler, failed, retry: () => setFailed(false) };
}
