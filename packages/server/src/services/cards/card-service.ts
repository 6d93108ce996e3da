import type { CardIndex } from '@cubewright/core/cards';
import { type Clock, systemClock } from '@cubewright/core/clock';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RequestActivity } from '../../http/request-activity';
import { type PreparedSearch, prepareSearch } from '../card-search/prepared-search';
import { fingerprintOf } from './bulk-file';
import { type CardSource, cardSourceOf } from './card-files';
import {
  CARDS_LOADING_MESSAGE,
  type CardStatus,
  type CardStatusName,
  cardLoadErrorMessage,
  NO_CARD_DATA_MESSAGE,
} from './card-status';
import { loadCardIndex } from './load-card-index';
import { type CopyProgress, persistCardData } from './persist-cards';

export interface CardServiceOptions {
  /** The files to load, or null when there are none (status `missing`). */
  source: CardSource | null;
  log: Logger;
  /** When given, cards and printings are mirrored into its tables, from the start of the first load. */
  database?: Database;
  /** Times the longest wait of ready for the copy (default: the wall clock). */
  clock?: Clock;
  /**
   * Awaited after each step of the card-table copy reports its progress: tests hold the copy at a known
   * point to look at the app half-way through it, instead of racing it.
   */
  copyCheckpoint?: (progress: CopyProgress) => Promise<void>;
}

/** The longest ready waits for the card-table copy to be under way (see load). */
const COPY_START_WAIT_MS = 5000;

/**
 * Owns the in-memory card index. `start()` loads in the background so the server can listen at once;
 * until the index is ready, `index` is null and `status()` says why (loading, missing, error).
 */
export class CardService {
  private current: CardIndex | null = null;
  private prepared: PreparedSearch | null = null;
  private state: CardStatusName;
  private message: string | null;
  private loading: Promise<void> | null = null;
  private persisting: Promise<unknown> | null = null;
  private stopped = false;
  private requests: RequestActivity | null = null;
  /** Settles once the card-table copy has read its files and written its first rows (or ended). */
  private copyUnderway: Promise<void> = Promise.resolve();
  private markCopyUnderway: () => void = () => {};
  /** The database mirror of the card tables: written in the background (slow on a first start). */
  mirror: 'none' | 'writing' | 'done' | 'failed' = 'none';
  /** Share of the search index prepared (0 to 1) while loading; 1 once ready. */
  searchPrepared = 0;
  /** Rows of the mirror written so far and in all (null until a write starts). */
  mirrorProgress: CopyProgress | null = null;

  constructor(private readonly opts: CardServiceOptions) {
    this.state = opts.source ? 'loading' : 'missing';
    this.message = opts.source ? CARDS_LOADING_MESSAGE : NO_CARD_DATA_MESSAGE;
  }

  /** The card index, or null until it is loaded. */
  get index(): CardIndex | null {
    return this.current;
  }

  /** Card search prepared over `index` (built in steps before the status turns `ready`). */
  get search(): PreparedSearch | null {
    return this.prepared;
  }

  /** Lets the card-table copy run in the gaps between the app's requests (app.ts). */
  yieldTo(requests: RequestActivity): void {
    this.requests = requests;
  }

  /** Status for /healthz and /api/app-info. */
  status(): CardStatus {
    return {
      status: this.state,
      count: this.current?.size ?? 0,
      printingCount: this.current?.printingCount ?? 0,
      message: this.message,
    };
  }

  /** Starts loading (once); the promise settles when the index is ready or failed, never rejects. */
  start(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  /** Stops a database write in progress and waits for it, so the database can be closed. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loading;
    await this.persisting;
  }

  /**
   * Loads `source` (a newer bulk file) into a new index built aside while the current one keeps serving,
   * then swaps it in at once and mirrors it into the database. Reloads run one at a time; a failure
   * leaves the current index in place and rejects.
   */
  reload(source: CardSource): Promise<void> {
    // Chained after the load or reload before it (this.loading), and after that one's database write.
    const run = async () => {
      await this.persisting;
      if (this.stopped) return;
      const started = performance.now();
      const next = await loadCardIndex(source);
      const search = await prepareSearch(next);
      if (this.stopped) return;
      this.prepared = search;
      this.current = next;
      this.state = 'ready';
      this.message = null;
      this.opts.log.info(
        { cards: next.size, printings: next.printingCount, ms: Math.round(performance.now() - started) },
        `card data reloaded from ${source.cards}`,
      );
      if (this.opts.database) this.persisting = this.persist(source, this.opts.database);
    };
    const reloaded = (this.loading ?? Promise.resolve()).then(run);
    this.loading = reloaded.catch(() => {});
    return reloaded;
  }

  /** Resolves when the database mirror is written (or skipped); for tests and the sync CLI. */
  async persisted(): Promise<void> {
    await this.loading;
    await this.persisting;
  }

  private async load() {
    const { source, log } = this.opts;
    if (!source) {
      log.warn(NO_CARD_DATA_MESSAGE);
      return;
    }
    const started = performance.now();
    // The copy starts beside the index build, not after it: its worker's first seconds (reading and
    // parsing the card files) then overlap the build instead of the first searches after ready, whose
    // p50 they pushed to 3.7-4.7 ms (bench:startup, fresh data folder; 1.6-2.0 ms once started here).
    if (this.opts.database && !this.stopped) {
      this.copyUnderway = new Promise((resolve) => {
        this.markCopyUnderway = resolve;
      });
      this.persisting = this.persist(source, this.opts.database);
    }
    try {
      const index = await loadCardIndex(source);
      // Ready means searchable at full speed: the search index is built here, between requests.
      this.prepared = await prepareSearch(index, (share) => {
        this.searchPrepared = share;
      });
      // ...and not while the copy is starting. Both reads of the card files start together and end within
      // a fraction of a second of each other; then the copy's first COPY statement into PGlite takes
      // ~20 ms on this thread (its code's first run), ten times a later one. Ready used to fall in that
      // stretch, and the first searches after it waited. The wait is bounded, so a slow copy never holds
      // ready back for long.
      await this.copyUnderwayOrTimeout();
      this.current = index;
      this.searchPrepared = 1;
      this.state = 'ready';
      this.message = null;
      log.info(
        {
          cards: this.current.size,
          printings: this.current.printingCount,
          ms: Math.round(performance.now() - started),
        },
        `card data loaded from ${source.cards}`,
      );
    } catch (err) {
      this.state = 'error';
      this.message = cardLoadErrorMessage(source.cards, err);
      log.error({ err }, this.message);
      return;
    }
  }

  /** Waits for the copy's first rows, or COPY_START_WAIT_MS on the clock, whichever comes first. */
  private async copyUnderwayOrTimeout(): Promise<void> {
    const clock = this.opts.clock ?? systemClock;
    let timer: ReturnType<Clock['setTimeout']> | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = clock.setTimeout(resolve, COPY_START_WAIT_MS).unref();
    });
    await Promise.race([this.copyUnderway, bound]);
    if (timer) clock.clear(timer);
  }

  private async persist(source: CardSource, database: Database) {
    const { log } = this.opts;
    this.mirror = 'writing';
    try {
      const files = source.printings ? [source.cards, source.printings] : [source.cards];
      const pace = {
        shouldStop: () => this.stopped,
        turn: async () => this.requests?.quiet(),
        busy: () => this.requests?.isBusy() ?? false,
        // The app's requests use the same PGlite meanwhile.
        shared: true,
      };
      const outcome = await persistCardData(database, source, await fingerprintOf(files), pace, (p) => {
        this.mirrorProgress = p;
        if (p.cards.written + p.printings.written > 0) this.markCopyUnderway();
        return this.opts.copyCheckpoint?.(p);
      });
      log.info({ outcome }, 'card tables synchronised with the card file');
      this.mirror = 'done';
    } catch (err) {
      this.mirror = 'failed';
      // The index serves every card endpoint; a failed mirror only matters to SQL-side readers.
      if (!this.stopped) log.error({ err }, 'could not write card data to the database');
    } finally {
      // Done, failed or unchanged (no rows to write): ready has nothing more to wait for.
      this.markCopyUnderway();
    }
  }
}

/** The card service for this configuration: CARD_DATA_FILE, else the sync cache, else none. */
export function createCardService(config: Config, log: Logger, database?: Database): CardService {
  return new CardService({ source: cardSourceOf(config), log, database });
}
