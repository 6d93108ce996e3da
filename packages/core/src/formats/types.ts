import type { EntryOverrides } from '../cube/overrides';
import type { Board, CardStatus, ColorCategory, Finish } from '../cube/types';
import type { CustomCardFields } from '../custom-cards/types';

/** Every list format we read and write; the id is what the API and the UI pass around. */
export const FORMAT_IDS = [
  'txt',
  'csv',
  'dek',
  'arena',
  'cod',
  'dck',
  'xmage',
  'draftmancer',
  'json',
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

/**
 * One card entry read from a list (one entry per copy). Only `name`, `line` and `board` are always
 * known; the rest is what the format carried. Set codes are lower-case.
 */
export interface ImportEntry {
  name: string;
  /** 1-based line of the source the entry came from (JSON: the line of the file where it starts, else 1). */
  line: number;
  /** `main`, `maybe`, or a named board's name (our JSON and CSV carry named boards). */
  board: Board;
  cardId?: string;
  set?: string;
  collectorNumber?: string;
  printingId?: string;
  finish?: Finish;
  status?: CardStatus;
  tags?: string[];
  notes?: string;
  colorCategory?: ColorCategory | null;
  /**
   * What the list says of the card's facts (CubeCobra's CMC, Type, Rarity and image URL columns; our
   * JSON's overrides), not yet validated: the importer keeps those that differ from the card as overrides.
   */
  overrides?: ImportOverrides;
  /** A custom card's design the list carried for this entry (not yet validated). */
  custom?: CustomDesign;
}

/** Card facts a list carried for one entry, as read (checked and compared with the card on import). */
export interface ImportOverrides {
  imageUrl?: string;
  manaValue?: number;
  typeLine?: string;
  rarity?: string;
}

/** A custom card design read from a list, with the line it starts on (problems are reported there). */
export interface CustomDesign {
  line: number;
  fields: CustomCardFields;
}

/** Something wrong or ignored in a list: an error means the line was not read, a warning that part of it was dropped. */
export interface ParseProblem {
  line: number;
  message: string;
  severity: 'error' | 'warning';
}

/** What a parser gives back; parsers never throw on user input. */
export interface ParseResult {
  entries: ImportEntry[];
  problems: ParseProblem[];
  /** The list's own name when the format carries one (Cockatrice deck name, Forge metadata, our JSON). */
  name?: string;
  /** The list's named boards in order (our JSON), besides those its entries name. */
  boards?: string[];
  /** Draftmancer's slots (`[Rares(1) {"collation":"printRun"}]`), kept for what may use them later. */
  slots?: ListSlot[];
}

/** A named part of a list that a draft draws from separately (Draftmancer's slots), with its options. */
export interface ListSlot {
  name: string;
  line: number;
  /** Cards per pack from this slot, when the header gives one. */
  count: number | null;
  /** The header's JSON options as written (`collation`, ...); none of them changes what is imported. */
  options: Record<string, unknown>;
}

/** One cube entry as writers see it: the entry's fields plus facts about its card for the richer formats. */
export interface ExportEntry {
  name: string;
  /** `main`, `maybe`, or a named board's name (only our JSON and CSV get entries of named boards). */
  board: Board;
  cardId?: string;
  printingId?: string | null;
  set?: string | null;
  collectorNumber?: string | null;
  finish: Finish;
  status: CardStatus;
  tags: string[];
  notes: string;
  colorCategory: ColorCategory | null;
  /** The entry's own overrides (our JSON writes them; the facts below already apply them). */
  overrides?: EntryOverrides;
  /** Card facts (CSV columns); absent when the card data is not loaded. */
  cmc?: number | null;
  typeLine?: string | null;
  colors?: string[];
  rarity?: string | null;
  imageUrl?: string | null;
  imageBackUrl?: string | null;
  /** The printing's (else the card's) artist: CubeCobra's Artist column. */
  artist?: string | null;
  /** The card's Scryfall layout (`split`, `transform`, `adventure`...): which face names MTGO and Arena write. */
  layout?: string | null;
  /** The card's default printing, for formats that need a printing on every line (XMage). */
  defaultSet?: string | null;
  defaultCollectorNumber?: string | null;
  /** A custom card's designer fields (card id `custom:<id>`): CubeCobra marks it Custom, Draftmancer defines it. */
  custom?: CustomCardFields | null;
}

/** A cube as writers see it. */
export interface ExportCube {
  name: string;
  description?: string;
  /** Names of the cube's named boards in order; entries on them carry the name as `board`. */
  boards?: string[];
  entries: ExportEntry[];
}

/** Copies per line are capped so a typo like "1000000 Island" cannot build a million entries. */
export const MAX_COPIES_PER_LINE = 10_000;
