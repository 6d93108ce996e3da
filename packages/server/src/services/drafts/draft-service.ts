import type { Actor } from '@cubewright/core/cube';
import type { AutoPick, DraftAction, SeatView } from '@cubewright/core/draft';
import { viewFor } from '@cubewright/core/draft';
import type {
  CreateDraftRequest,
  DraftLifecycle,
  DraftResponse,
  PickBody,
  PickResponse,
  SeatViewResponse,
} from '@cubewright/core/protocol';
import type {
  ChatBody,
  ChatMessage,
  SeatModeBody,
  UpdateDraftSettingsBody,
} from '@cubewright/core/protocol/draft-lobby';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from '../../db/client';
import { draftSeats, drafts } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import type { CardService } from '../cards/card-service';
import { newCubeId } from '../cubes/ids';
import { ActionBatches } from './action-batches';
import { BotPickers } from './bot-picker';
import { listChat, postChat } from './chat';
import { DeadlineWorker } from './deadline-worker';
import {
  type ActionMeta,
  applyAction,
  draftHeadColumns,
  FoldCache,
  type Folded,
  foldDraft,
  lockDraft,
} from './draft-log';
import { kickPlayer, setSeatMode, shuffleSeats, updateSettings } from './host-controls';
import { assertMayEnter, inviteTokenFor } from './invite';
import { createLobby, joinLobby, leaveLobby, markSeen, type Player, startLobby } from './lobby';
import { hostNameOf, seatRowsOf, summaryOf } from './summary';

/**
 * What changed in a draft: `update` (a new version: seats get their views), `lobby` (refetch) or `chat`
 * (a new chat line, carried along). A local `update` may carry the state it committed (`committed`), so
 * this instance's rooms need not read it back; it never travels to other instances.
 */
export type DraftChange =
  | { draftId: string; kind: 'update'; committed?: Folded }
  | { draftId: string; kind: 'lobby' }
  | { draftId: string; kind: 'chat'; message: ChatMessage };

/** Seat maps kept for running drafts (see seatOf); the oldest is dropped beyond this. */
const MAX_SEAT_MAPS = 2000;

const NOT_SEATED = 'You do not have a seat in this draft.';

/**
 * Online drafts for one app instance: the lobby, actions through the event log, per-seat views and the
 * change feed the realtime rooms listen to. The database is the truth; this holds only a fold cache.
 */
export class DraftService {
  readonly cache = new FoldCache();
  private readonly listeners = new Set<(change: DraftChange) => void>();
  /** Set by the realtime gateway on PostgreSQL: tells the other instances about a change. */
  broadcast: (change: DraftChange) => void = () => {};
  private pickers: BotPickers | null = null;
  private readonly worker = new DeadlineWorker(this);
  private readonly batches = new ActionBatches(this, (draftId, committed) =>
    this.publish({ draftId, kind: 'update', committed }),
  );
  /**
   * Who sits where in drafts that have started, by draft then user. Seats only move in the lobby (every
   * seat change checks `status = 'lobby'` under the draft's lock, and start closes up seats in the same
   * transaction that sets `running`), so a map read together with a non-lobby status never goes stale.
   */
  private readonly seatMaps = new Map<string, Map<string, number>>();

  constructor(
    readonly database: Database,
    readonly cards: CardService,
    readonly log: Logger,
    /** Signs lobby invite tokens (invite.ts): the server's secret. */
    private readonly inviteSecret: string,
  ) {}

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
  autoPick(db: Db, cubeId: string): Promise<AutoPick> {
    this.pickers ??= new BotPickers(() => this.cards.index, this.db);
    return this.pickers.forCube(db, cubeId);
  }

  onChange(listener: (change: DraftChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells local listeners and, through the broadcast, the other instances. */
  publish(change: DraftChange): void {
    this.deliverLocally(change);
    try {
      // Other instances read the committed state themselves: the state stays out of the message.
      this.broadcast(change.kind === 'update' ? { draftId: change.draftId, kind: 'update' } : change);
    } catch (err) {
      this.log.error({ err, change }, 'broadcasting a draft change failed');
    }
  }

  deliverLocally(change: DraftChange): void {
    for (const l of this.listeners) {
      try {
        l(change);
      } catch (err) {
        this.log.error({ err, change }, 'a draft change listener failed');
      }
    }
  }

  async create(user: Player, body: CreateDraftRequest): Promise<DraftResponse> {
    const id = await createLobby(this.db, user, body, this.lookup);
    return this.describe(id, user.id);
  }

  /**
   * The lobby as its pages poll it: each fetch also keeps the caller's seat present. A private cube's
   * lobby answers only its seated players, the cube's people and holders of the invite token.
   */
  async visit(id: string, user: Actor, invite?: string): Promise<DraftResponse> {
    await assertMayEnter(this.db, this.inviteSecret, id, user, invite);
    await markSeen(this.db, id, user.id);
    return this.describe(id, user.id);
  }

  /**
   * The lobby description, the caller's seat and the invite token. Only for callers already let in
   * (assertMayEnter, a seat or the host's role): every route checks one of these first.
   */
  async describe(id: string, userId: string): Promise<DraftResponse> {
    const [row] = await this.db.select().from(drafts).where(eq(drafts.id, id));
    if (!row) throw notFound('Draft not found');
    const seats = await seatRowsOf(this.db, id);
    const folded = await foldDraft(this.db, row, this.cache);
    return {
      draft: summaryOf(row, seats, folded?.state ?? null, hostNameOf(row, seats)),
      mySeat: seats.find((s) => s.userId === userId)?.seat ?? null,
      inviteToken: inviteTokenFor(this.inviteSecret, id),
    };
  }

  async join(user: Player, id: string, seat?: number, invite?: string): Promise<DraftResponse> {
    await assertMayEnter(this.db, this.inviteSecret, id, user, invite);
    const [row] = await this.db.select().from(drafts).where(eq(drafts.id, id));
    if (!row) throw notFound('Draft not found');
    if (row.status === 'running') {
      // Coming back to one's own seat mid-draft; strangers cannot take a seat once it started.
      const mine = await this.seatOf(id, user.id);
      await markSeen(this.db, id, user.id);
      await this.act(
        id,
        { type: 'rejoin', seat: mine, now: Date.now() },
        { kind: 'rejoin', userId: user.id },
      );
    } else {
      await joinLobby(this.db, user, id, seat);
      this.publish({ draftId: id, kind: 'lobby' });
    }
    return this.describe(id, user.id);
  }

  async leave(user: Player, id: string): Promise<DraftResponse> {
    await assertMayEnter(this.db, this.inviteSecret, id, user, undefined);
    const [row] = await this.db.select().from(drafts).where(eq(drafts.id, id));
    if (!row) throw notFound('Draft not found');
    if (row.status === 'running') {
      const mine = await this.seatOf(id, user.id);
      await this.act(id, { type: 'leave', seat: mine, now: Date.now() }, { kind: 'leave', userId: user.id });
    } else if (row.status === 'lobby') {
      await leaveLobby(this.db, user, row);
      this.publish({ draftId: id, kind: 'lobby' });
    }
    return this.describe(id, user.id);
  }

  async start(user: Player, id: string): Promise<DraftResponse> {
    const folded = await this.db.transaction(async (tx) => {
      const row = await lockDraft(tx, id);
      if (!(await startLobby(tx, user, row, this.lookup))) return null;
      const outcome = await applyAction(
        tx,
        row,
        { type: 'start', now: Date.now() },
        { kind: 'start', userId: user.id },
        this.cache,
        await this.autoPick(tx, row.cubeId),
      );
      return outcome.folded;
    });
    if (folded) this.cache.offer(id, folded);
    this.publish({ draftId: id, kind: 'lobby' });
    if (folded) this.publish({ draftId: id, kind: 'update' });
    return this.describe(id, user.id);
  }

  /** Runs a host control, then tells the lobby and answers with the new description. */
  private async hostChange(user: Player, id: string, change: () => Promise<void>): Promise<DraftResponse> {
    await change();
    this.publish({ draftId: id, kind: 'lobby' });
    return this.describe(id, user.id);
  }

  updateSettings(user: Player, id: string, body: UpdateDraftSettingsBody) {
    return this.hostChange(user, id, () => updateSettings(this.db, user, id, body, this.lookup));
  }

  setSeatMode(user: Player, id: string, body: SeatModeBody) {
    return this.hostChange(user, id, () => setSeatMode(this.db, user, id, body));
  }

  kick(user: Player, id: string, userId: string) {
    return this.hostChange(user, id, () => kickPlayer(this.db, user, id, userId));
  }

  shuffle(user: Player, id: string) {
    return this.hostChange(user, id, () => shuffleSeats(this.db, user, id, newCubeId(12)));
  }

  /**
   * The host hands an away player's seat to a bot so the table moves on; the player takes it back by
   * joining again (the engine's `rejoin`).
   */
  async replaceWithBot(user: Player, id: string, seat: number): Promise<DraftResponse> {
    const before = await this.describe(id, user.id);
    if (before.draft.host.id !== user.id) throw forbidden('Only the host can replace a player with a bot.');
    if (before.draft.status !== 'running') throw conflict('Only a running draft has seats to hand to bots.');
    const target = before.draft.seats[seat];
    if (target?.kind !== 'human') throw conflict('That seat is not played by a person.');
    if (target.present)
      throw conflict('That player is still at the table; only an away seat can go to a bot.');
    await this.act(
      id,
      { type: 'replaceWithBot', seat, now: Date.now() },
      { kind: 'replaceWithBot', seat, userId: user.id },
    );
    this.publish({ draftId: id, kind: 'lobby' });
    return this.describe(id, user.id);
  }

  chat(userId: string, id: string) {
    return listChat(this.db, id, userId);
  }

  async say(user: Player, id: string, body: ChatBody): Promise<ChatMessage> {
    const message = await postChat(this.db, user, id, body);
    this.publish({ draftId: id, kind: 'chat', message });
    return message;
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

  /** Runs one engine action under the draft's lock, then caches and publishes the new version. */
  async act(id: string, action: DraftAction, meta: ActionMeta) {
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

  async view(userId: string, id: string): Promise<SeatViewResponse> {
    const seat = await this.seatOf(id, userId);
    const { status, folded } = await this.latest(id);
    return this.viewResponse(id, status, folded?.seq ?? 0, folded ? viewFor(folded.state, seat) : null);
  }

  viewResponse(id: string, status: DraftLifecycle, version: number, view: SeatView | null): SeatViewResponse {
    if (!view) throw notFound('This draft has no packs (it has not started, or it is sealed or jumpstart).');
    return { draftId: id, version, status, view };
  }

  /** A seat's pick: refused unless it is for the card in that seat's own current pack; resends are no-ops. */
  async pick(userId: string, id: string, body: PickBody): Promise<PickResponse> {
    const { seat, outcome } = await this.pickOnly(userId, id, body);
    return {
      ok: true,
      version: outcome.folded.seq,
      duplicate: outcome.duplicate,
      view: viewFor(outcome.folded.state, seat)!,
    };
  }

  /** The pick without the caller's new view (the socket path gets its view from the room's update). */
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
        now: Date.now(),
      },
      { kind: 'pick', seat, packNumber: body.packNumber, pickNumber: body.pickNumber, userId },
    );
    return { seat, outcome };
  }

  /** Drafts the user sits in, newest first (for the dashboard). */
  async mine(userId: string) {
    const seats = await this.db.select().from(draftSeats).where(eq(draftSeats.userId, userId));
    if (!seats.length) return [];
    const rows = await this.db
      .select()
      .from(drafts)
      .where(
        inArray(
          drafts.id,
          seats.map((s) => s.draftId),
        ),
      )
      .orderBy(desc(drafts.createdAt))
      .limit(50);
    return Promise.all(rows.map(async (row) => (await this.describe(row.id, userId)).draft));
  }
}

/** Builds the draft service; spread its result into the AppContext (`...createDrafts(...)`). */
export function createDrafts(opts: {
  database: Database;
  cards: CardService;
  log: Logger;
  inviteSecret: string;
}): {
  drafts: DraftService;
} {
  return { drafts: new DraftService(opts.database, opts.cards, opts.log, opts.inviteSecret) };
}
