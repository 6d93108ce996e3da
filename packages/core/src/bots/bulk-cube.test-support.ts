// Test and bench helpers (not exported from index.ts): resolve a plain cube list against fixture
// cards (exact name, else a face name, as real lists name only the front of a double-faced card).
import { normalizeCard } from '../cards/normalize';
import type { Card } from '../cards/types';
import type { CubeCard } from '../cube/types';
import { DEFAULT_CARD_FIELDS } from '../cube/types';

/** Cards of a bulk array whose name (or a face name) is wanted, keyed by lower-case name and face. */
export function cardsByName(raw: readonly unknown[], wanted?: ReadonlySet<string>): Map<string, Card> {
  const out = new Map<string, Card>();
  for (const r of raw) {
    const name = (r as { name?: unknown }).name;
    if (typeof name !== 'string') continue;
    const keys = [name, ...name.split(' // ')].map((k) => k.toLowerCase());
    if (wanted && !keys.some((k) => wanted.has(k))) continue;
    const card = normalizeCard(r as Record<string, unknown>);
    if (!card) continue;
    for (const k of keys) if (!out.has(k)) out.set(k, card);
  }
  return out;
}

/** A cube (main board entries) from a plain list; unresolved lines are returned separately. */
export function cubeFromList(lines: readonly string[], cards: ReadonlyMap<string, Card>) {
  const entries: CubeCard[] = [];
  const missing: string[] = [];
  for (const line of lines) {
    const name = line.trim().replace(/ \/\/\/ /g, ' // ');
    if (!name) continue;
    const card = cards.get(name.toLowerCase());
    if (!card) missing.push(name);
    else
      entries.push({
        ...DEFAULT_CARD_FIELDS,
        id: `c${entries.length}`,
        cardId: card.id,
        name: card.name,
        addedAt: '2026-01-01T00:00:00.000Z',
      });
  }
  return { entries, missing };
}

/**
 * A cube from a plain list and a whole bulk array: only the listed names are normalized (the bulk file
 * holds tens of thousands of cards). `byId` looks up the resolved cards by their card id.
 */
export function cubeFromBulk(lines: readonly string[], raw: readonly unknown[]) {
  const wanted = new Set(
    lines.map((l) =>
      l
        .trim()
        .replace(/ \/\/\/ /g, ' // ')
        .toLowerCase(),
    ),
  );
  const cards = cardsByName(raw, wanted);
  const { entries, missing } = cubeFromList(lines, cards);
  const byId = new Map<string, Card>([...cards.values()].map((c) => [c.id, c]));
  return { entries, missing, byId };
}
