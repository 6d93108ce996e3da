import type { FormatId } from './types';

// The formats' names and download details, apart from their parsers and writers (registry.ts): the
// cube page's Export menu needs only these, and importing the registry brought every parser and the
// protocol's schemas into that page's first load (bench:cube-page).

/** What people see and what a download needs for each format. */
export interface FormatInfo {
  id: FormatId;
  label: string;
  extension: string;
  contentType: string;
  /** What the format cannot carry, said plainly in the export menu. */
  carries: string;
}

/** Every format, in the order menus list them. */
export const FORMATS: readonly FormatInfo[] = [
  {
    id: 'txt',
    label: 'Plain text',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, finish (*F*, *E*), tags (#tag), maybeboard',
  },
  {
    id: 'csv',
    label: 'CubeCobra CSV',
    extension: 'csv',
    contentType: 'text/csv; charset=utf-8',
    carries: 'everything but printing ids',
  },
  {
    id: 'dek',
    label: 'MTGO (.dek)',
    extension: 'dek',
    contentType: 'application/xml; charset=utf-8',
    carries: 'names, printings (in attributes MTGO ignores), maybeboard as sideboard',
  },
  {
    id: 'arena',
    label: 'MTG Arena',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, maybeboard as sideboard',
  },
  {
    id: 'cod',
    label: 'Cockatrice (.cod)',
    extension: 'cod',
    contentType: 'application/xml; charset=utf-8',
    carries: 'names, printings, maybeboard as sideboard',
  },
  {
    id: 'dck',
    label: 'Forge (.dck)',
    extension: 'dck',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, maybeboard as sideboard',
  },
  {
    id: 'xmage',
    label: 'XMage (.dck)',
    extension: 'dck',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, maybeboard as sideboard',
  },
  {
    id: 'draftmancer',
    label: 'Draftmancer',
    extension: 'txt',
    contentType: 'text/plain; charset=utf-8',
    carries: 'names, printings, foil, custom cards, maybeboard (as a slot packs never draw from)',
  },
  {
    id: 'json',
    label: 'Cubewright JSON',
    extension: 'json',
    contentType: 'application/json; charset=utf-8',
    carries: 'everything',
  },
];

/** Formats that carry a cube's named boards (by name); the others list the main board and maybeboard only. */
export const NAMED_BOARD_FORMATS: readonly FormatId[] = ['csv', 'json'];

/** The description of one format. */
export function formatInfo(id: FormatId): FormatInfo {
  return FORMATS.find((f) => f.id === id)!;
}
