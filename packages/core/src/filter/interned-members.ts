// "Which interned lists hold this member?" from a member -> lists index. `s:war` is a question about
// set codes, and the ~9,000 distinct printings lists hold ~100,000 codes (a basic land alone has
// hundreds): the joined-text walk of interned-text.ts read ~1 MB per set term (~0.4 ms); the index
// answers from the few hundred lists that hold the code. Kept per table, extended as the table grows.
import type { InternTable } from './intern';

interface Members {
  /** The ids of the lists holding each member, ascending. */
  holders: Map<string, number[]>;
  /** Table values indexed so far. */
  seen: number;
}

const MEMBERS = new WeakMap<InternTable<readonly string[]>, Members>();

function membersOf(table: InternTable<readonly string[]>): Members {
  let members = MEMBERS.get(table);
  if (!members) {
    members = { holders: new Map(), seen: 0 };
    MEMBERS.set(table, members);
  }
  for (let id = members.seen; id < table.values.length; id++) {
    for (const member of new Set(table.values[id]!)) {
      let ids = members.holders.get(member);
      if (!ids) {
        ids = [];
        members.holders.set(member, ids);
      }
      ids.push(id);
    }
  }
  members.seen = table.values.length;
  return members;
}

/** Per table id, 1 when the list holds `member` and 2 when not: the memo `memoized` starts from. */
export function internedHolding(table: InternTable<readonly string[]>, member: string): Uint8Array {
  const { holders, seen } = membersOf(table);
  const memo = new Uint8Array(seen).fill(2);
  for (const id of holders.get(member) ?? []) memo[id] = 1;
  return memo;
}
