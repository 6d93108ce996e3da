// What the card-table copy's worker (card-copy-worker.ts) is given and what it posts back.
import type { CardSource } from './card-files';

export type CardTable = 'cards' | 'printings';

export interface CardCopyJob extends Pick<CardSource, 'cards' | 'printings'> {
  /** PostgreSQL: the worker writes over its own connection. Null (PGlite): it posts CSV chunks. */
  databaseUrl: string | null;
}

/** PGlite: the server asks for each chunk, so chunks never pile up in its message queue. */
export interface CardCopyRequest {
  type: 'next';
  rows: number;
}

export type CardCopyMessage =
  | { type: 'totals'; cards: number; printings: number }
  | { type: 'chunk'; table: CardTable; rows: number; bytes: Uint8Array }
  | { type: 'written'; table: CardTable; rows: number }
  | { type: 'done' }
  | { type: 'error'; message: string };
