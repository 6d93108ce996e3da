import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { parseSeed, randomSeed } from './seed';

/**
 * The `?seed=` of the page (sample pack, P1P1). A missing or unreadable seed gets a random one, written
 * into the URL in place so the pack can be shared.
 */
export function useUrlSeed(): number | null {
  const [params, setParams] = useSearchParams();
  const seed = parseSeed(params.get('seed'));
  useEffect(() => {
    if (seed !== null) return;
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('seed', String(randomSeed()));
        return next;
      },
      { replace: true },
    );
  }, [seed, setParams]);
  return seed;
}
