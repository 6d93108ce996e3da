import type { ExportEntry } from './types';

// Programs name multi-face cards differently: MTG Arena writes `A // B` for split cards and only the
// front face otherwise; MTGO writes `A/B` for split cards and the front face otherwise. Without the
// card's layout the full name is kept (our readers resolve either).

const SPLIT_LAYOUTS = new Set(['split', 'aftermath']);

function faces(entry: Pick<ExportEntry, 'name'>): string[] {
  return entry.name.split(/\s+\/\/\s+/);
}

/** The name MTG Arena shows for this entry's card. */
export function arenaName(entry: Pick<ExportEntry, 'name' | 'layout'>): string {
  const parts = faces(entry);
  if (parts.length < 2 || !entry.layout || SPLIT_LAYOUTS.has(entry.layout)) return entry.name;
  return parts[0]!;
}

/** The name MTGO's deck files use for this entry's card. */
export function mtgoName(entry: Pick<ExportEntry, 'name' | 'layout'>): string {
  const parts = faces(entry);
  if (parts.length < 2 || !entry.layout) return entry.name;
  return SPLIT_LAYOUTS.has(entry.layout) ? parts.join('/') : parts[0]!;
}
