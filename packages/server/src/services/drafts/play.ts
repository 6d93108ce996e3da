import type { Clock } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import type { SeatView } from '@cubewright/core/draft';
import {
  type AnyDraftAction,
  type AnyDraftDeps,
  anyViewFor,
  anyWatchFor,
  draftEngineOf,
} from '@cubewright/core/draft/modes';
import type {
  ActResponse,
  DraftActBody,
  DraftLifecycle,
  PickBody,
  PickResponse,
  SeatStateResponse,
  SeatViewResponse,
  TurnMoveBody,
  TurnViewResponse,
} from '@cubewright/core/protocol';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { draftSeats, drafts } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import type { CardService } from '../cards/card-service';
import { ActionBatches } from './action-batches';
import { BotPickers } from './bot-picker';
import { DeadlineWorker } from './deadline-worker';
import { type ActionMeta, draftHeadColumns, FoldCache, type Folded, foldDraft, statusOf } from './draft-log';
import type { DraftFeed } from './feed';
import type { CommitRelay } from './group-commit';
import { SeatPresence } from './presence';
import { DraftSpectators, SPECTATORS_CANNOT_ACT } from './spectators';
import { seatRowsOf } from './summary';

/** Seat maps kept for running drafts (see seatOf); the oldest is dropped beyond this. */
const MAX_SEAT_MAPS = 2000;

const NOT_SEATED = 'You do not have a seat in this draft.';

/**
 * The draft table for one app instance: who sits where, actions through the event log (group-committed
 * by action-batches.ts), per-seat views, and the deadline worker. Every committed version is announced
 * on the feed. The database is the truth; this holds only a fold cache and seat maps.
 *
 * The act path (a pick or a move, every mode), top to bottom: realtime/gateway.ts (socket frame) ->
 * realtime/message-router.ts (parse, dispatch by type) -> realtime/draft-rooms.ts (`draft:act`) ->
 * actOnly here (the engine's actionOf) -> action-batches.ts (the commit); back: the batch's commit ->
 * feed.updated -> draft-rooms.ts sends each seat its view (ADR 0063).
 */
export class DraftPlay {
  private readonly worker = new DeadlineWorker(this);
  /** Every state taken in tells the deadline worker when its clocks run out (deadline-worker.ts). */
  readonly cache = new FoldCache((folded) => this.worker.heardOf(folded.state));
  private pickers: BotPickers | null = null;
  private readonly batches = new ActionBatches(this, (draftId, committed, relayed) =>
    this.feed.updated(draftId, committed, relayed),
  );
  /**
   * How the batches' one-statement commits tell the other instances (group-commit.ts): set by the
   * realtime gateway once it is attached on PostgreSQL, cleared when it closes (ADR 0084).
   */
  commitRelay: CommitRelay | null = null;
  /**
   * Who sits where in drafts that have started, by draft then user. Seats only move in the lobby (every
   * seat change checks `status = 'lobby'` under the draft's lock, and start closes up seats in the same
   * transaction that sets `running`), so a map read together with a non-lobby status never goes stale.
   */
  private readonly seatMaps = new Map<string, Map<string, number>>();
  /** Seats present while their players' sockets are in the draft's room (presence.ts). */
  readonly presence: SeatPresence;
  /** Who watches without a seat, and who may (spectators.ts). */
  readonly spectators: DraftSpectators;

  constructor(
    readonly database: Database,
    readonly cards: CardService,
    readonly log: Logger,
    readonly feed: DraftFeed,
    /** Actions' time, the deadline worker's timers and its idea of "due". */
    readonly clock: Clock,
    /** Signs lobby invite tokens: who may enter a lobby may watch its draft (spectators.ts). */
    inviteSecret = '',
  ) {
    this.presence = new SeatPresence(() => this.db, clock, feed);
    this.spectators = new DraftSpectators(() => this.db, clock, feed, inviteSecret);
  }

  /** Starts this instance's deadline worker (with the app; stop it before closing the database). */
  startWorker(): void {
    this.worker.start();
  }

  stopWorker(): Promise<void> {
    return this.worker.stop();
  }

  /** Resolves once every action batch in flight has committed and been answered (shutdown). */
  settled(): Promise<void> {
    return this.batches.settled();
  }

  get db(): Db {
    return this.database.db;
  }

  /** PostgreSQL's pool for the batches' one-statement commit (absent on PGlite). */
  get pool() {
    return this.database.pgPool;
  }

  /** Card data for slot filters and bots (undefined before the card file has loaded). */
  readonly lookup = (cardId: string) => this.cards.index?.get(cardId) ?? undefined;

  /** The bot picker of a cube's drafts, with its learned ratings (cached per cube: bot-picker.ts). */
  bots(db: Db, cubeId: string): Promise<AnyDraftDeps> {
    this.pickers ??= new BotPickers(() => this.cards.index, this.db, this.clock);
    return this.pickers.forCube(db, cubeId);
  }

  /** The caller's seat number; 403 for anyone not seated. Started drafts answer from memory. */
  async seatOf(id: string, userId: string): Promise<number> {
    const known = this.seatMaps.get(id);
    if (known) {
      const seat = known.get(userId);
      if (seat === undefined) throw forbidden(NOT_SEATED);
      return seat;
    }
    // Seats and status in one statement (one snapshot): the map is kept only once the draft has started.
    const rows = await this.db
      .select({ seat: draftSeats.seat, userId: draftSeats.userId, status: drafts.status })
      .from(drafts)
      .leftJoin(draftSeats, eq(draftSeats.draftId, drafts.id))
      .where(eq(drafts.id, id));
    const map = new Map<string, number>();
    for (const r of rows) if (r.userId !== null && r.seat !== null) map.set(r.userId, r.seat);
    if (rows[0] && rows[0].status !== 'lobby') {
      this.seatMaps.set(id, map);
      if (this.seatMaps.size > MAX_SEAT_MAPS) this.seatMaps.delete(this.seatMaps.keys().next().value!);
    }
    const seat = map.get(userId);
    if (seat === undefined) throw forbidden(NOT_SEATED);
    return seat;
  }

  /** The seat of whoever acts; a spectator hears why they cannot act rather than "no seat" (ADR 0073). */
  private async actingSeat(id: string, userId: string): Promise<number> {
    try {
      return await this.seatOf(id, userId);
    } catch (err) {
      if ((await this.spectators.standing(id, userId)) === 'watching') throw forbidden(SPECTATORS_CANNOT_ACT);
      throw err;
    }
  }

  /** GET /watch: a spectator's whole view of any mode (ADR 0073); 403 for anyone who may not watch. */
  async watch(actor: Actor, id: string, invite?: string): Promise<SeatStateResponse> {
    const reveal = await this.spectators.admit(id, actor, invite);
    await this.spectators.arrived(id, actor.id);
    const { status, folded } = await this.latest(id);
    return {
      draftId: id,
      version: folded?.seq ?? 0,
      status,
      seen: folded && anyWatchFor(folded.state, reveal),
    };
  }

  /** Every seated user's seat, read now (after a lobby change moved people): user id -> seat. */
  async seatsNow(id: string): Promise<Map<string, number>> {
    const rows = await seatRowsOf(this.db, id);
    return new Map(rows.flatMap((r) => (r.userId ? [[r.userId, r.seat] as const] : [])));
  }

  /** Runs one engine action under the draft's lock, then caches and publishes the new version. */
  async act(id: string, action: AnyDraftAction, meta: ActionMeta) {
    // Group-committed with the draft's other pending actions (action-batches.ts), then published.
    return this.batches.run(id, action, meta);
  }

  /** The latest committed state (no lock): for views and realtime fan-out. */
  async current(id: string) {
    const [row] = await this.db.select().from(drafts).where(eq(drafts.id, id));
    if (!row) throw notFound('Draft not found');
    return { row, folded: await foldDraft(this.db, row, this.cache) };
  }

  /** Like current, without reading the row's big columns: the status and the folded state. */
  async latest(id: string): Promise<{ status: DraftLifecycle; folded: Folded | null }> {
    const [head] = await this.db.select(draftHeadColumns).from(drafts).where(eq(drafts.id, id));
    if (!head) throw notFound('Draft not found');
    return { status: head.status, folded: await foldDraft(this.db, head, this.cache) };
  }

  /** GET /seat: the caller's seat's whole view, of any mode (null before the start). */
  async seat(userId: string, id: string): Promise<SeatStateResponse> {
    const seat = await this.seatOf(id, userId);
    const { status, folded } = await this.latest(id);
    return { draftId: id, version: folded?.seq ?? 0, status, seen: folded && anyViewFor(folded.state, seat) };
  }

  /** POST /act: the socket's draft:act over HTTP, answered with the seat's view after it. */
  async actAndView(userId: string, id: string, body: DraftActBody): Promise<ActResponse> {
    const { seat, outcome } = await this.actOnly(userId, id, body);
    const status = statusOf(outcome.folded.state);
    const seen = anyViewFor(outcome.folded.state, seat);
    return { draftId: id, version: outcome.folded.seq, status, seen, duplicate: outcome.duplicate };
  }

  /**
   * A seat's act in any mode (ADR 0063): the engine makes `{ seq, move }` its action (a 400 for a move
   * of another shape) and refuses acts against the rules; a resend of an applied act is a no-op.
   * Resolves once the act is durable (the socket and HTTP share every refusal through here).
   */
  async actOnly(userId: string, id: string, body: DraftActBody) {
    const seat = await this.actingSeat(id, userId);
    // The move's shape is checked here (a 400), on the state this instance holds: a draft's engine never
    // changes, so a cached state will do, and the common case reads nothing before the commit.
    const known = this.cache.get(id) ?? (await this.latest(id)).folded;
    if (!known) throw conflict('The draft has not started yet.');
    const now = this.clock.now();
    const made = draftEngineOf(known.state).actionOf(known.state, seat, body.seq, body.move, now);
    if (!made.ok) throw badRequest(made.error);
    // The act itself is made into its action again on the state it is decided on (the batch's), so a
    // stale cache never decides which pick a seq names. The log row's pick numbers are informational.
    const meta: ActionMeta = made.pick
      ? { kind: 'pick', seat, ...made.pick, userId }
      : { kind: 'move', seat, pickNumber: body.seq, userId };
    const act = { type: 'act' as const, seat, seq: body.seq, move: body.move, now };
    return { seat, outcome: await this.act(id, act, meta) };
  }

  // The fallback of the first release, kept for clients that speak it: a booster seat's packs (/view,
  // /picks) and a mode's table (/table, /moves). They answer what /seat and /act answer, by kind.

  async view(userId: string, id: string): Promise<SeatViewResponse> {
    const seat = await this.seatOf(id, userId);
    const { status, folded } = await this.latest(id);
    const seen = folded ? anyViewFor(folded.state, seat) : null;
    if (folded && seen?.stream === 'table')
      throw conflict(
        `This is a ${draftEngineOf(folded.state).name} draft: its table is at /api/drafts/${id}/table.`,
      );
    if (seen && seen.stream !== 'packs') throw conflict('The draft changed kind.');
    return this.viewResponse(id, status, folded?.seq ?? 0, seen?.view ?? null);
  }

  /** A turn-based mode's table as the caller's seat sees it (409 for a booster draft). */
  async table(userId: string, id: string): Promise<TurnViewResponse> {
    const seat = await this.seatOf(id, userId);
    const { status, folded } = await this.latest(id);
    if (!folded) throw notFound('This draft has not started yet.');
    const seen = this.tableOf(folded, seat);
    if (!seen) throw conflict(`This is a booster draft: its packs are at /api/drafts/${id}/view.`);
    return { draftId: id, version: folded.seq, status, view: seen };
  }

  /** A turn-based mode's table as one seat sees it, or null for a booster (or unstarted) draft. */
  tableOf(folded: Folded | null, seat: number): TurnViewResponse['view'] | null {
    const seen = folded && anyViewFor(folded.state, seat);
    return seen?.stream === 'table' ? seen.view : null;
  }

  /** A seat's move with its new table view (POST /moves): an act whose seq is the move number. */
  async move(
    userId: string,
    id: string,
    body: TurnMoveBody,
  ): Promise<TurnViewResponse & { duplicate: boolean }> {
    // A booster draft's picks are not moves: refused before anything is played.
    const seat = await this.seatOf(id, userId);
    const { folded } = await this.latest(id);
    if (folded && anyViewFor(folded.state, seat)?.stream !== 'table')
      throw conflict('This is a booster draft: pick a card from your pack.');
    const { outcome } = await this.actOnly(userId, id, { seq: body.moveNumber, move: body.move });
    const view = this.tableOf(outcome.folded, seat);
    if (!view) throw conflict('The draft changed kind.');
    const status = outcome.folded.state.status === 'done' ? 'complete' : 'running';
    return { draftId: id, version: outcome.folded.seq, status, view, duplicate: outcome.duplicate };
  }

  viewResponse(id: string, status: DraftLifecycle, version: number, view: SeatView | null): SeatViewResponse {
    if (!view) throw notFound('This draft has no packs (it has not started, or it is sealed or jumpstart).');
    return { draftId: id, version, status, view };
  }

  /** A seat's pick: refused unless it is for the card in that seat's own current pack; resends are no-ops. */
  async pick(userId: string, id: string, body: PickBody): Promise<PickResponse> {
    const { seat, outcome } = await this.pickOnly(userId, id, body);
    const seen = anyViewFor(outcome.folded.state, seat);
    if (seen?.stream !== 'packs') throw conflict('This draft takes moves, not picks.');
    return { ok: true, version: outcome.folded.seq, duplicate: outcome.duplicate, view: seen.view };
  }

  /** The pick of POST /picks, named by pack and pick number. */
  async pickOnly(userId: string, id: string, body: PickBody) {
    const seat = await this.seatOf(id, userId);
    const outcome = await this.act(
      id,
      {
        type: 'pick',
        seat,
        packNumber: body.packNumber,
        pickNumber: body.pickNumber,
        cardId: body.cardId,
        now: this.clock.now(),
      },
      { kind: 'pick', seat, packNumber: body.packNumber, pickNumber: body.pickNumber, userId },
    );
    return { seat, outcome };
  }
}
