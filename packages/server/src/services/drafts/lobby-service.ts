import { dateOf } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import { type CreateDraftRequest, type DraftResponse, mayReplaceWithBot } from '@cubewright/core/protocol';
import type {
  ChatBody,
  ChatMessage,
  SeatModeBody,
  UpdateDraftSettingsBody,
} from '@cubewright/core/protocol/draft-lobby';
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftSeats, drafts } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../http/errors';
import { newCubeId } from '../cubes/ids';
import { listChat, postChat } from './chat';
import { applyAction, foldDraft, lockDraft } from './draft-log';
import type { DraftFeed } from './feed';
import { kickPlayer, setSeatMode, shuffleSeats, updateSettings } from './host-controls';
import { assertMayEnter, inviteTokenFor } from './invite';
import { createLobby, joinLobby, leaveLobby, markSeen, type Player, startLobby } from './lobby';
import type { DraftPlay } from './play';
import { hostNameOf, seatRowsOf, summaryOf } from './summary';

/**
 * Before and around the table: creating a draft, who may enter, joining and leaving, the host's
 * controls, starting, the chat and the dashboard's list. Actions on a running draft (a rejoin, a leave,
 * a seat handed to a bot) go through the table (play.ts); every change is announced on the feed.
 */
export class DraftLobby {
  constructor(
    private readonly play: DraftPlay,
    private readonly feed: DraftFeed,
    /** Signs lobby invite tokens (invite.ts): the server's secret. */
    private readonly inviteSecret: string,
  ) {}

  private get db(): Db {
    return this.play.db;
  }

  async create(user: Player, body: CreateDraftRequest): Promise<DraftResponse> {
    const id = await createLobby(this.db, this.play.clock, user, body, this.play.lookup);
    return this.describe(id, user.id);
  }

  /**
   * The lobby as its pages poll it: each fetch also keeps the caller's seat present. A private cube's
   * lobby answers only its seated players, the cube's people and holders of the invite token.
   */
  async visit(id: string, user: Actor, invite?: string): Promise<DraftResponse> {
    await assertMayEnter(this.db, this.inviteSecret, id, user, invite);
    await markSeen(this.db, this.play.clock, id, user.id);
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
    const folded = await foldDraft(this.db, row, this.play.cache);
    const spectators = row.settings.spectators ? await this.play.spectators.watching(id) : [];
    const hostName = hostNameOf(row, seats);
    const mySeat = seats.find((s) => s.userId === userId)?.seat ?? null;
    return {
      draft: summaryOf(row, seats, folded?.state ?? null, hostName, this.play.clock.now(), spectators),
      mySeat,
      // Described only to people let in already: what is left to check is the watching rules.
      mayWatch:
        row.settings.spectators === true &&
        mySeat === null &&
        !row.kicked.includes(userId) &&
        (await this.play.spectators.standing(id, userId)) !== 'removed',
      inviteToken: inviteTokenFor(this.inviteSecret, id),
    };
  }

  async join(user: Player, id: string, seat?: number, invite?: string): Promise<DraftResponse> {
    await assertMayEnter(this.db, this.inviteSecret, id, user, invite);
    const [row] = await this.db.select().from(drafts).where(eq(drafts.id, id));
    if (!row) throw notFound('Draft not found');
    if (row.status === 'running') {
      // Coming back to one's own seat mid-draft; strangers cannot take a seat once it started.
      const mine = await this.play.seatOf(id, user.id);
      await markSeen(this.db, this.play.clock, id, user.id);
      await this.play.act(
        id,
        { type: 'rejoin', seat: mine, now: this.play.clock.now() },
        { kind: 'rejoin', userId: user.id },
      );
    } else {
      await joinLobby(this.db, this.play.clock, user, id, seat);
      this.feed.lobbyChanged(id);
    }
    return this.describe(id, user.id);
  }

  async leave(user: Player, id: string): Promise<DraftResponse> {
    await assertMayEnter(this.db, this.inviteSecret, id, user, undefined);
    const [row] = await this.db.select().from(drafts).where(eq(drafts.id, id));
    if (!row) throw notFound('Draft not found');
    if (row.status === 'running') {
      const mine = await this.play.seatOf(id, user.id);
      await this.play.act(
        id,
        { type: 'leave', seat: mine, now: this.play.clock.now() },
        { kind: 'leave', userId: user.id },
      );
    } else if (row.status === 'lobby') {
      await leaveLobby(this.db, user, row);
      this.feed.lobbyChanged(id);
    }
    return this.describe(id, user.id);
  }

  async start(user: Player, id: string): Promise<DraftResponse> {
    const folded = await this.db.transaction(async (tx) => {
      const row = await lockDraft(tx, id);
      if (!(await startLobby(tx, this.play.clock, user, row, this.play.lookup))) return null;
      const outcome = await applyAction(
        tx,
        row,
        { type: 'start', now: this.play.clock.now() },
        { kind: 'start', userId: user.id },
        this.play.cache,
        await this.play.bots(tx, row.cubeId),
        dateOf(this.play.clock),
      );
      return outcome.folded;
    });
    if (folded) this.play.cache.offer(id, folded);
    this.feed.lobbyChanged(id);
    if (folded) this.feed.updated(id);
    return this.describe(id, user.id);
  }

  /** Runs a host control, then tells the lobby and answers with the new description. */
  private async hostChange(user: Player, id: string, change: () => Promise<void>): Promise<DraftResponse> {
    await change();
    this.feed.lobbyChanged(id);
    return this.describe(id, user.id);
  }

  updateSettings(user: Player, id: string, body: UpdateDraftSettingsBody) {
    return this.hostChange(user, id, () =>
      updateSettings(this.db, this.play.clock, user, id, body, this.play.lookup),
    );
  }

  setSeatMode(user: Player, id: string, body: SeatModeBody) {
    return this.hostChange(user, id, () => setSeatMode(this.db, this.play.clock, user, id, body));
  }

  kick(user: Player, id: string, userId: string) {
    return this.hostChange(user, id, () => kickPlayer(this.db, this.play.clock, user, id, userId));
  }

  /** The host removes a spectator (any time): they stop receiving and may not watch again. */
  async removeSpectator(user: Player, id: string, userId: string): Promise<DraftResponse> {
    await this.play.spectators.remove(user, id, userId);
    return this.describe(id, user.id);
  }

  shuffle(user: Player, id: string) {
    return this.hostChange(user, id, () => shuffleSeats(this.db, this.play.clock, user, id, newCubeId(12)));
  }

  /**
   * The host hands an away player's seat to a bot so the table moves on; the player takes it back by
   * joining again (the engine's `rejoin`).
   */
  async replaceWithBot(user: Player, id: string, seat: number): Promise<DraftResponse> {
    const before = await this.describe(id, user.id);
    if (!mayReplaceWithBot(before.draft, user.id))
      throw forbidden(
        'Only the host can replace a player with a bot (or a player at the table while the host is away).',
      );
    if (before.draft.status !== 'running') throw conflict('Only a running draft has seats to hand to bots.');
    const target = before.draft.seats[seat];
    if (target?.kind !== 'human') throw conflict('That seat is not played by a person.');
    if (target.present)
      throw conflict('That player is still at the table; only an away seat can go to a bot.');
    await this.play.act(
      id,
      { type: 'replaceWithBot', seat, now: this.play.clock.now() },
      { kind: 'replaceWithBot', seat, userId: user.id },
    );
    this.feed.lobbyChanged(id);
    return this.describe(id, user.id);
  }

  chat(userId: string, id: string) {
    return listChat(this.db, id, userId);
  }

  async say(user: Player, id: string, body: ChatBody): Promise<ChatMessage> {
    const message = await postChat(this.db, user, id, body, dateOf(this.play.clock));
    this.feed.chatted(id, message);
    return message;
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
