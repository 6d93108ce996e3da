// Types of prepare.mjs for the TypeScript benches that call it.
export const root: string;
export function ensureInstalled(): void;
export function ensureBuilt(opts?: { force?: boolean }): void;
/** Fills CARD_DATA_FILE, CARD_PRINTINGS_FILE and CUBE_LISTS_DIR from ../shared/data when unset. */
export function defaultCardData(env: Record<string, string | undefined>): void;
