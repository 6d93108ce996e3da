// What each list format carries, as projections of an entry: a round trip must give back exactly that.
import type { ExportEntry, FormatId, ImportEntry } from './index';

const key = (e: ImportEntry | ExportEntry) => `${e.board}|${e.name}`;
const withSet = (e: ImportEntry | ExportEntry) => `${key(e)}|${e.set ?? ''}`;
const withPrinting = (e: ImportEntry | ExportEntry) => `${withSet(e)}|${e.collectorNumber ?? ''}`;
const withFinishAndTags = (e: ImportEntry | ExportEntry) =>
  JSON.stringify([withPrinting(e), e.finish ?? 'nonfoil', e.tags ?? []]);
const full = (e: ImportEntry | ExportEntry) =>
  JSON.stringify([
    withPrinting(e),
    e.finish ?? 'nonfoil',
    e.status ?? 'owned',
    e.tags ?? [],
    e.notes ?? '',
    e.colorCategory ?? null,
  ]);

// What each format can carry; the round trip must give back exactly that.
export const CARRIES: Record<FormatId, { fields: (e: ImportEntry | ExportEntry) => string; maybe: boolean }> =
  {
    txt: { fields: withFinishAndTags, maybe: true },
    csv: { fields: full, maybe: true },
    dek: { fields: withPrinting, maybe: true },
    arena: { fields: withPrinting, maybe: true },
    cod: { fields: withPrinting, maybe: true },
    dck: { fields: withPrinting, maybe: true },
    xmage: { fields: withPrinting, maybe: true },
    draftmancer: { fields: withPrinting, maybe: true },
    json: { fields: full, maybe: true },
  };
