// What the setup and lobby screens show of booster draft and of the formats set up like it (supreme,
// sealed, jumpstart): names, player counts and the default sizes of their packs, apart from the engine
// (booster.ts) so that those pages load no zod (ADR 0078). The server and the web read the defaults
// here only (format-settings.ts; ADR 0081).
import type { ModeInfo } from './mode-info';

/** Booster draft as one mode of the list: everyone picks at once, each seat with its own pick timer. */
export const boosterInfo = {
  id: 'booster',
  name: 'Booster',
  description:
    'Everyone opens a pack at once, takes a card and passes the rest on, until the packs are empty.',
  seats: { min: 2, max: 16 },
  // The sizes belong to the format that deals the packs (BOOSTER_FORMATS, a cube's own formats).
  settings: [],
  pickTimer: true,
  // The simulator deals it as the cube's default format, at that format's seats.
  simulator: 'cubeFormat',
} as const satisfies ModeInfo;

/** Cards a Supreme draft's seat takes from each pack it opens (it burns the rest). */
export const SUPREME_PICKS = 2;

/** How a built-in format set up like booster draft is listed and sized. */
export interface BoosterFormatInfo {
  /** What a host types or picks ("booster", ...) and what the stored settings' formatKind says. */
  id: 'booster' | 'supreme' | 'sealed' | 'jumpstart';
  /** The name a draft of it is stored and listed under. */
  name: string;
  /** Packs per player when the host gives none; null: the cube's default format's. */
  packs: number | null;
  /** Cards per pack when the host gives none; null: the cube's default format's. */
  cardsPerPack: number | null;
  /** Whether the host may change the sizes (a jumpstart seat gets two packets, whatever is asked). */
  sized: boolean;
  /** Whether each seat's pool is dealt from the cube's jumpstart packets rather than from packs. */
  packets: boolean;
  /** One line for the setup screen when the name alone does not say how it plays. */
  about?: string;
  /** The mode that plays the dealt packs: booster; null when each seat's pool is dealt whole. */
  mode: typeof boosterInfo.id | null;
}

/** The format a new draft starts from when the host names none (the request's default, the form's). */
export const DEFAULT_FORMAT: BoosterFormatInfo['id'] = 'booster';

/** What stored settings say a draft was set up as: a built-in format, a cube's own, or a turn-based mode. */
export type FormatKind = BoosterFormatInfo['id'] | 'custom' | 'mode';

/** The built-in formats dealt as booster packs or whole pools, in the order setup lists them. */
export const BOOSTER_FORMATS: readonly BoosterFormatInfo[] = [
  {
    id: 'booster',
    name: 'Booster draft',
    packs: null,
    cardsPerPack: null,
    sized: true,
    packets: false,
    mode: 'booster',
  },
  // MTG Arena's rules open 18 packs and keep two cards of each; the booster pack generator deals at
  // most 10 per player, so 10 (20 cards) is the closest a cube gets.
  {
    id: 'supreme',
    name: 'Supreme draft',
    packs: 10,
    cardsPerPack: null,
    sized: true,
    packets: false,
    // Two: SUPREME_PICKS.
    about: 'Every pack stays with the player who opens it: take two cards, the rest are burned.',
    mode: 'booster',
  },
  { id: 'sealed', name: 'Sealed', packs: 6, cardsPerPack: 15, sized: true, packets: false, mode: null },
  { id: 'jumpstart', name: 'Jumpstart', packs: 2, cardsPerPack: 0, sized: false, packets: true, mode: null },
];
