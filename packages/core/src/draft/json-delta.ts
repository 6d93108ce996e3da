// What changed between two versions of a turn-based mode's seat view, for any mode (ADR 0063). A booster
// seat's view has its own delta (view-delta.ts), shaped for what a pick changes; a mode's table is the
// mode's own shape, so its delta is structural: per object key, the new value when it changed (`set`),
// the key's own delta when both sides are objects or the array only grew (`sub`), keys that went away
// (`drop`), and for an array, the items appended (`push`). Views are plain JSON (the wire's shape).

export interface JsonDelta {
  set?: Record<string, unknown>;
  sub?: Record<string, JsonDelta>;
  drop?: string[];
  push?: unknown[];
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether two JSON values are the same value. */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = keysOf(a);
  if (keys.length !== keysOf(b).length) return false;
  for (const k of keys) if (!same(a[k], b[k])) return false;
  return true;
}

/** The delta of two values of one key, or null when the new value must go whole. */
function inner(a: unknown, b: unknown): JsonDelta | null {
  if (Array.isArray(a) && Array.isArray(b)) {
    if (b.length <= a.length) return null;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return null;
    return { push: b.slice(a.length) };
  }
  return isObject(a) && isObject(b) ? jsonDelta(a, b) : null;
}

/** The delta that turns `before` into `after` (two JSON objects); `{}` when nothing changed. */
export function jsonDelta(before: object, after: object): JsonDelta {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const set: Record<string, unknown> = {};
  const sub: Record<string, JsonDelta> = {};
  for (const key of keysOf(b)) {
    const had = a[key] !== undefined;
    if (had && same(a[key], b[key])) continue;
    const d = had ? inner(a[key], b[key]) : null;
    if (d) sub[key] = d;
    else set[key] = b[key];
  }
  // A key set to undefined is absent on the wire (JSON): it goes away like a deleted one.
  const drop = keysOf(a).filter((key) => b[key] === undefined);
  const delta: JsonDelta = {};
  if (Object.keys(set).length) delta.set = set;
  if (Object.keys(sub).length) delta.sub = sub;
  if (drop.length) delta.drop = drop;
  return delta;
}

/** The keys of an object that hold a value (JSON leaves out the undefined ones). */
const keysOf = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);

/** Whether a delta changes nothing. */
export const emptyJsonDelta = (d: JsonDelta): boolean => !d.set && !d.sub && !d.drop && !d.push;

/** `before` with `delta` applied (a new object; `before` is not changed). */
export function applyJsonDelta<T>(before: T, delta: JsonDelta): T {
  if (delta.push) return [...(before as unknown[]), ...delta.push] as T;
  const out: Record<string, unknown> = { ...(before as Record<string, unknown>) };
  for (const key of delta.drop ?? []) delete out[key];
  for (const [key, d] of Object.entries(delta.sub ?? {})) out[key] = applyJsonDelta(out[key], d);
  Object.assign(out, delta.set);
  return out as T;
}
