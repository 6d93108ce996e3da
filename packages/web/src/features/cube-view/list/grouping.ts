import { CURVE_BUCKETS, curveBucketIndex, RARITY_ORDER, typeBucketOf } from '@cubewright/core/analytics';
import { COLOR_CATEGORIES, colorCategoryOf } from '@cubewright/core/cube';
import { compareNames } from '../../../lib/compare-names';
import type { ListItem } from './list-item';

/** What the list can be grouped and sorted by. */
export const GROUP_KEYS = ['color', 'type', 'mv', 'rarity', 'tag'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];
/**
 * `decks`, `wr`, `ata` and `mainrate` sort by the cube's card metrics (most played, best rate, earliest
 * pick, highest main-deck rate first); `price` by the entry's dollar price, dearest first.
 */
export const SORT_KEYS = ['name', ...GROUP_KEYS, 'price', 'decks', 'wr', 'ata', 'mainrate'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export const KEY_LABELS: Record<SortKey, string> = {
  name: 'Name',
  color: 'Colour',
  type: 'Type',
  mv: 'Mana value',
  rarity: 'Rarity',
  tag: 'Tag',
  price: 'Price (USD)',
  decks: 'Recorded decks',
  wr: 'Match win rate',
  ata: 'Average taken',
  mainrate: 'Main-deck rate',
};

/** Sort keys read from the cube's records, which the list fetches only when asked for them. */
export const RECORD_SORT_KEYS: readonly SortKey[] = ['decks', 'wr', 'ata', 'mainrate'];

const COLOR_LABELS: Record<string, string> = {
  white: 'White',
  blue: 'Blue',
  black: 'Black',
  red: 'Red',
  green: 'Green',
  multicolor: 'Multicolour',
  colorless: 'Colourless',
  land: 'Land',
};
const TYPE_ORDER = ['Creature', 'Planeswalker', 'Battle', 'Instant', 'Sorcery', 'Artifact', 'Enchantment'];
const UNTAGGED = 'Untagged';

/** A bucket an item falls in: `rank` orders buckets, `label` names them. */
interface Bucket {
  label: string;
  rank: number;
}

function rarityOf(item: ListItem): string {
  return item.entry.rarity ?? item.printing?.rarity ?? item.card.rarity ?? 'unknown';
}

/** The buckets of one item under a key (tags give one bucket per tag; an untagged card goes last). */
function bucketsOf(item: ListItem, key: GroupKey): Bucket[] {
  switch (key) {
    case 'color': {
      const category = colorCategoryOf(item.card, item.entry.colorCategory);
      return [{ label: COLOR_LABELS[category]!, rank: COLOR_CATEGORIES.indexOf(category) }];
    }
    case 'type': {
      // Lands are grouped by colour already; under "type" they still get their own bucket.
      const type = typeBucketOf(item.card.typeLine);
      const rank = TYPE_ORDER.indexOf(type);
      return [{ label: type, rank: rank === -1 ? TYPE_ORDER.length + (type === 'Land' ? 0 : 1) : rank }];
    }
    case 'mv': {
      const index = curveBucketIndex(item.card.cmc);
      return [{ label: `Mana value ${CURVE_BUCKETS[index]}`, rank: index }];
    }
    case 'rarity': {
      const rarity = rarityOf(item);
      const rank = (RARITY_ORDER as readonly string[]).indexOf(rarity);
      return [{ label: rarity[0]!.toUpperCase() + rarity.slice(1), rank: rank === -1 ? 99 : rank }];
    }
    case 'tag': {
      const tags = [...item.entry.tags].sort(compareNames);
      return tags.length ? tags.map((t) => ({ label: t, rank: 0 })) : [{ label: UNTAGGED, rank: 1 }];
    }
  }
}

function compareBuckets(a: Bucket, b: Bucket): number {
  return a.rank - b.rank || compareNames(a.label, b.label);
}

// Highest first; a card without a record (or without matches) sorts after every card with one.
function recordOf(item: ListItem, field: 'decks' | 'winRate' | 'mainRate'): number {
  return item.entry.records?.[field] ?? -1;
}

// Dearest first; a card without a dollar price (or prices not loaded) sorts after every priced card.
const priceOf = (item: ListItem) => item.entry.prices?.usd ?? -1;

// Earliest first; a card no person took sorts after every card people did.
const ataOf = (item: ListItem) => item.entry.records?.ata ?? Number.POSITIVE_INFINITY;

/** Orders items by a key, then by name (stable for equal names). */
function compareItems(key: SortKey): (a: ListItem, b: ListItem) => number {
  const byName = (a: ListItem, b: ListItem) => compareNames(a.entry.name, b.entry.name);
  if (key === 'name') return byName;
  if (key === 'mv') return (a, b) => a.card.cmc - b.card.cmc || byName(a, b);
  if (key === 'decks') return (a, b) => recordOf(b, 'decks') - recordOf(a, 'decks') || byName(a, b);
  if (key === 'wr') return (a, b) => recordOf(b, 'winRate') - recordOf(a, 'winRate') || byName(a, b);
  if (key === 'mainrate') return (a, b) => recordOf(b, 'mainRate') - recordOf(a, 'mainRate') || byName(a, b);
  if (key === 'ata') return (a, b) => ataOf(a) - ataOf(b) || byName(a, b);
  if (key === 'price') return (a, b) => priceOf(b) - priceOf(a) || byName(a, b);
  // A sort compares each item about log2(n) times: work its bucket out once.
  const first = new Map<ListItem, Bucket>();
  const bucket = (item: ListItem) => {
    let b = first.get(item);
    if (!b) {
      b = bucketsOf(item, key)[0]!;
      first.set(item, b);
    }
    return b;
  };
  return (a, b) => compareBuckets(bucket(a), bucket(b)) || byName(a, b);
}

interface SubGroup {
  label: string;
  items: ListItem[];
}
export interface Group {
  label: string;
  /** Items in the group (a card with two tags counts in both tag groups). */
  count: number;
  subgroups: SubGroup[];
}

function bucketize(items: readonly ListItem[], key: GroupKey): { label: string; items: ListItem[] }[] {
  const map = new Map<string, { bucket: Bucket; items: ListItem[] }>();
  for (const item of items) {
    for (const bucket of bucketsOf(item, key)) {
      const slot = map.get(bucket.label) ?? { bucket, items: [] };
      slot.items.push(item);
      map.set(bucket.label, slot);
    }
  }
  return [...map.values()]
    .sort((a, b) => compareBuckets(a.bucket, b.bucket))
    .map((s) => ({ label: s.bucket.label, items: s.items }));
}

/**
 * Groups items by `groupBy`, then (unless `subBy` is null or the same key) by `subBy`, each list sorted
 * by `sortBy`. Groups and subgroups come in their natural order (WUBRG, curve, rarity...).
 */
export function groupItems(
  items: readonly ListItem[],
  groupBy: GroupKey,
  subBy: GroupKey | null,
  sortBy: SortKey,
): Group[] {
  // Each subgroup is sorted apart, not the whole list first: the same order (both sorts are stable and
  // bucketing keeps it), with fewer comparisons, which are most of grouping a 5,000-card list before its
  // first paint (ADR 0083). Bucket lists are fresh arrays, so sorting them in place is safe.
  const compare = compareItems(sortBy);
  return bucketize(items, groupBy).map(({ label, items: inGroup }) => ({
    label,
    count: inGroup.length,
    subgroups:
      subBy && subBy !== groupBy
        ? bucketize(inGroup, subBy).map((s) => ({ label: s.label, items: s.items.sort(compare) }))
        : [{ label: '', items: inGroup.sort(compare) }],
  }));
}

/** A row of the flattened, virtualised table. */
export type Row =
  | { kind: 'group'; key: string; label: string; count: number }
  | { kind: 'sub'; key: string; label: string; count: number }
  | { kind: 'card'; key: string; item: ListItem };

/** Flattens groups into header and card rows for a virtual list. */
export function flattenGroups(groups: readonly Group[]): Row[] {
  const rows: Row[] = [];
  for (const g of groups) {
    rows.push({ kind: 'group', key: `g:${g.label}`, label: g.label, count: g.count });
    for (const s of g.subgroups) {
      if (s.label) {
        rows.push({ kind: 'sub', key: `s:${g.label}:${s.label}`, label: s.label, count: s.items.length });
      }
      for (const item of s.items) rows.push({ kind: 'card', key: `c:${g.label}:${item.entry.id}`, item });
    }
  }
  return rows;
}
