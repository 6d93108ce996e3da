/** Lifecycle of the card index: the server answers before it is `ready`. */
export type CardStatusName = 'loading' | 'ready' | 'missing' | 'error';

/** What /healthz and /api/app-info report about card data. */
export interface CardStatus {
  status: CardStatusName;
  count: number;
  printingCount: number;
  /** A sentence telling a person what is going on and what to do; null when ready. */
  message: string | null;
}

export const CARDS_LOADING_MESSAGE = 'Card data is still loading';
export const NO_CARD_DATA_MESSAGE =
  'No card data: set CARD_DATA_FILE (and optionally CARD_PRINTINGS_FILE) or run `npm run cards:sync`, then restart the server.';

/** The message for a card file that exists but could not be read. */
export function cardLoadErrorMessage(file: string, err: unknown): string {
  const why = err instanceof Error ? err.message : String(err);
  return `Card data could not be loaded from ${file} (${why}). Check the file, or run \`npm run cards:sync\` and restart the server.`;
}
