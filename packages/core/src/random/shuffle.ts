import type { Rng } from './rng';

/** A shuffled copy (Fisher-Yates), so the input list is never reordered in place. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return out;
}

/** One element chosen uniformly; undefined for an empty list. */
export function choice<T>(items: readonly T[], rng: Rng): T | undefined {
  return items.length === 0 ? undefined : items[rng.int(items.length)];
}
