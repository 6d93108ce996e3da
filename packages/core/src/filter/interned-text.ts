// "Which interned values contain this text?" in one pass over all of them (keyword lists, type lines).
// Deciding each value on its own (`type.includes("elf")` for each of ~4,000 type lines, reading strings
// scattered over the heap) costs a call and a cache miss a value; one string of all values lets `indexOf`
// jump from match to match. Kept per table and extended as the table grows (tables only grow). Whole
// members of a list (set codes) have an index of their own: interned-members.ts.
import type { InternTable } from './intern';

/** A value's text to search, or null for a value that must be tested one by one. */
export type ValueText<T> = (value: T) => string | null;

interface Joined {
  text: string;
  /** Where each included value's text starts in `text`, and its id in the table. */
  starts: number[];
  ids: number[];
  /** Table values looked at so far. */
  seen: number;
}

// Between two values' texts: a needle without it matches inside one value only.
const SEPARATOR = '\n';
const JOINED = new WeakMap<InternTable<unknown>, Map<ValueText<never>, Joined>>();

function joinedOf<T>(table: InternTable<T>, toText: ValueText<T>): Joined {
  let byText = JOINED.get(table);
  if (!byText) {
    byText = new Map();
    JOINED.set(table, byText);
  }
  let joined = byText.get(toText);
  if (!joined) {
    joined = { text: '', starts: [], ids: [], seen: 0 };
    byText.set(toText, joined);
  }
  if (joined.seen < table.values.length) {
    const parts: string[] = [];
    let at = joined.text.length;
    for (let id = joined.seen; id < table.values.length; id++) {
      const text = toText(table.values[id]!);
      if (text === null || text.includes(SEPARATOR)) continue;
      joined.starts.push(at);
      joined.ids.push(id);
      parts.push(text, SEPARATOR);
      at += text.length + 1;
    }
    joined.text += parts.join('');
    joined.seen = table.values.length;
  }
  return joined;
}

/**
 * Per table id, 1 when `toText(value)` contains `needle`, 2 when not, 0 when not known (a value with no
 * text): the memo `memoized` starts from. Null when the needle holds the separator.
 */
export function internedContaining<T>(
  table: InternTable<T>,
  toText: ValueText<T>,
  needle: string,
): Uint8Array | null {
  if (needle.includes(SEPARATOR)) return null;
  const { text, starts, ids, seen } = joinedOf(table, toText);
  const memo = new Uint8Array(seen);
  for (const id of ids) memo[id] = 2;
  const n = starts.length;
  let k = 0;
  // An empty needle is found at every start and at text.length (past the last value): stop there.
  for (let p = text.indexOf(needle); p !== -1 && p < text.length; ) {
    while (k + 1 < n && starts[k + 1]! <= p) k++;
    memo[ids[k]!] = 1;
    p = k + 1 < n ? text.indexOf(needle, starts[k + 1]!) : -1;
  }
  return memo;
}
