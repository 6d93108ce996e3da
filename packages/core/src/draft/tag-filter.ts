import type { CubeCard } from '../cube/types';

/** Compiles a slot filter to a predicate; it may throw a message for an invalid filter. */
export type FilterCompiler = (filter: string) => (card: CubeCard) => boolean;

/**
 * A stand-in compiler until the search syntax lands: space-separated `tag:name` terms, all required
 * (case-insensitive); an empty filter or `*` matches every card. Anything else is refused.
 */
export const tagFilterCompiler: FilterCompiler = (filter) => {
  const terms = filter
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '' && t !== '*');
  const tags = terms.map((t) => {
    const m = /^tags?:(.+)$/i.exec(t);
    if (!m) throw new Error(`Only tag filters (tag:name) are supported here, got "${t}".`);
    return m[1]!.toLowerCase();
  });
  return (card) => tags.every((tag) => card.tags.some((own) => own.toLowerCase() === tag));
};
