// Test helper (kept out of production builds): the draft cards a view shows, for the checks that a
// spectator sees nothing a seat keeps to itself (spectator-view.test.ts, the server's realtime fuzz).

/** Every draft card anywhere in a view, by id (a card is an object with `id` and `cardId`). */
export function cardsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) cardsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.cardId === 'string') out.add(o.id);
    else for (const v of Object.values(o)) cardsIn(v, out);
  }
  return out;
}
