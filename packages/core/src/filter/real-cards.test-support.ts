// Shared by the filter's table tests over the real card fixture: loading the file once per test file,
// the raw JSON view the independent predicates read, and the case runner that compares the two.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { beforeAll, expect, it } from 'vitest';
import { normalizeCards } from '../cards/normalize';
import type { Card } from '../cards/types';
import { compileQuery } from './compile';
import { factsOf } from './facts';

const FILE =
  process.env.CARD_DATA_FILE ?? new URL('../../../../../shared/data/cards.json.gz', import.meta.url).pathname;
/** True when the fixture exists; the table tests skip (with a notice) without it. */
export const present = fs.existsSync(FILE);
if (!present) console.warn(`[filter] ${FILE} is absent: data-backed search tests are skipped`);

/** One face as the fixture stores it (Scryfall field names). */
export interface RawFace {
  name: string;
  mana_cost: string | null;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  type_line: string | null;
  oracle_text: string | null;
  colors: string[] | null;
}
/** One card as the fixture stores it. */
export interface Raw extends RawFace {
  keywords: string[] | null;
  layout: string | null;
  color_identity: string[] | null;
  card_faces: RawFace[] | null;
  rarity: string | null;
  printings: string[];
}

/** Normalised cards (filled by loadRealCards' hook) and the raw objects by name. */
export const cards: Card[] = [];
const raw = new Map<string, Raw>();

/** Registers the hook that loads the fixture and builds every card's search facts (under a long timeout). */
export function loadRealCards(): void {
  beforeAll(() => {
    if (!present || cards.length > 0) return;
    const json = JSON.parse(zlib.gunzipSync(fs.readFileSync(FILE)).toString('utf8')) as Raw[];
    for (const r of json) raw.set(r.name, r);
    for (const c of normalizeCards(json)) {
      factsOf(c);
      cards.push(c);
    }
  }, 120_000);
}

export const faces = (r: Raw): RawFace[] => (r.card_faces?.length ? r.card_faces : [r]);
export const lc = (s: string | null | undefined) => (s ?? '').toLowerCase();
export const colorsOf = (r: Raw) => new Set(r.colors ?? faces(r)[0]!.colors ?? []);
export const typeHas = (r: Raw, w: string) => lc(r.type_line).includes(w);

/** One case: names that must (not) match, and/or an independent predicate giving the exact set. */
export interface Case {
  q: string;
  has?: string[];
  not?: string[];
  oracle?: (r: Raw) => boolean;
}

/** Names of the fixture's cards a query matches. */
function matchNames(q: string): Set<string> {
  const compiled = compileQuery(q);
  if (!compiled.ok) throw new Error(`${q}: ${compiled.error.message}`);
  return new Set(cards.filter((c) => compiled.predicate(c)).map((c) => c.name));
}

/** One `it` per case, checking named cards and, with an oracle, the exact matching set. */
export function runCases(cases: Case[]): void {
  for (const c of cases) {
    it(c.q, () => {
      const names = matchNames(c.q);
      for (const n of c.has ?? []) expect(names, `${c.q} should match ${n}`).toContain(n);
      for (const n of c.not ?? []) expect(names, `${c.q} should not match ${n}`).not.toContain(n);
      if (c.oracle) {
        const expected = cards.filter((card) => c.oracle!(raw.get(card.name)!)).map((card) => card.name);
        const missing = expected.filter((n) => !names.has(n)).slice(0, 5);
        const expectedSet = new Set(expected);
        const extra = [...names].filter((n) => !expectedSet.has(n)).slice(0, 5);
        expect({ missing, extra, count: names.size }).toEqual({
          missing: [],
          extra: [],
          count: expected.length,
        });
        expect(expected.length, 'a case that matches nothing proves little').toBeGreaterThan(0);
      }
    });
  }
}
