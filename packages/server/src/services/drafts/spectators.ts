import type { Clock } from '@cubewright/core/clock';
import type { Actor } from '@cubewright/core/cube';
import type { WatchReveal } from '@cubewright/core/draft/modes';
import type { DraftSummary } from '@cubewright/core/protocol';
import { PRESENCE_WINDOW_MS } from '@cubewright/core/protocol/draft-lobby';
import { and, asc, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftSeats, draftSpectators, drafts, profiles } from '../../db/schema';
import { forbidden, notFound } from '../../http/errors';
import type { DraftFeed } from './feed';
import { assertMayEnter, DRAFT_NOT_FOUND } from './invite';
import { PRESENCE_REFRESH_MS } from './presence';

// Spectators (ADR 0073): signed-in people without a seat who watch a draft whose host allowed it. Who
// may watch is the lobby's rule (assertMayEnter: whoever may view the cube, or holds the invite), minus
// the seated (a player must not see the table through a spectator's eyes, whose reveal can be wider)
// and whoever the host removed or kicked. Watching is presence like a seat's: `seen_at` stamped by the
// rooms while the spectator's socket is in the draft's room, so the host's list holds across instances.

export const SPECTATORS_OFF = 'The host does not let others watch this draft.';
export const SEATED_CANNOT_WATCH = 'You have a seat in this draft: play it instead of watching.';
export const REMOVED_SPECTATOR = 'The host removed you from this draft; you cannot watch it.';
/** The answer to a spectator's act, over the socket and HTTP alike. */
export const SPECTATORS_CANNOT_ACT = 'You are watching this draft: spectators cannot pick or move.';
const ONLY_HOST_REMOVES = 'Only the host can remove a spectator.';

/** What the rooms need to serve a draft's spectators: the reveal (null: watching is off) and who may not. */
export interface WatchRules {
  reveal: WatchReveal | null;
  /** Removed spectators, kicked players and seated players: none of them may watch. */
  barred: Set<string>;
}

export class DraftSpectators {
  constructor(
    private readonly db: () => Db,
    private readonly clock: Clock,
    private readonly feed: DraftFeed,
    private readonly inviteSecret: string,
  ) {}

  /** The draft's watching rules, read now (a lobby change may have changed them). */
  async rules(draftId: string): Promise<WatchRules> {
    const [row] = await this.db()
      .select({ settings: drafts.settings, kicked: drafts.kicked })
      .from(drafts)
      .where(eq(drafts.id, draftId));
    if (!row?.settings.spectators) return { reveal: null, barred: new Set() };
    const [removed, seated] = await Promise.all([
      this.db()
        .select({ userId: draftSpectators.userId })
        .from(draftSpectators)
        .where(and(eq(draftSpectators.draftId, draftId), eq(draftSpectators.removed, true))),
      this.db().select({ userId: draftSeats.userId }).from(draftSeats).where(eq(draftSeats.draftId, draftId)),
    ]);
    return {
      reveal: { delay: row.settings.spectatorDelay ?? null },
      barred: new Set([...row.kicked, ...removed.map((r) => r.userId), ...seated.map((r) => r.userId)]),
    };
  }

  /** Whether the user may watch now, with the reason when not (the words the socket and HTTP answer). */
  async refusal(draftId: string, actor: Actor, invite?: string): Promise<string | null> {
    await assertMayEnter(this.db(), this.inviteSecret, draftId, actor, invite);
    const rules = await this.rules(draftId);
    if (!rules.reveal) return SPECTATORS_OFF;
    if (!rules.barred.has(actor.id)) return null;
    const seated = await this.db()
      .select({ seat: draftSeats.seat })
      .from(draftSeats)
      .where(and(eq(draftSeats.draftId, draftId), eq(draftSeats.userId, actor.id)));
    return seated.length ? SEATED_CANNOT_WATCH : REMOVED_SPECTATOR;
  }

  /** The reveal the user watches with; a 403 (or the lobby's 404) for anyone who may not watch. */
  async admit(draftId: string, actor: Actor, invite?: string): Promise<WatchReveal> {
    const refused = await this.refusal(draftId, actor, invite);
    if (refused) throw forbidden(refused);
    const rules = await this.rules(draftId);
    return rules.reveal!;
  }

  /**
   * The spectator's socket joined the room (or they fetched the view): watching now. The host's list
   * hears of it only when it changes (a new spectator, or one back after the window), not on every
   * subscribe or fetch.
   */
  async arrived(draftId: string, userId: string): Promise<void> {
    const now = this.clock.now();
    const [profile] = await this.db()
      .select({ username: profiles.username })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    const fresh = await this.db()
      .insert(draftSpectators)
      .values({ draftId, userId, username: profile?.username ?? 'spectator', seenAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ userId: draftSpectators.userId });
    const back = fresh.length
      ? fresh
      : await this.db()
          .update(draftSpectators)
          .set({ seenAt: new Date(now) })
          .where(
            and(
              eq(draftSpectators.draftId, draftId),
              eq(draftSpectators.userId, userId),
              eq(draftSpectators.removed, false),
              lt(draftSpectators.seenAt, new Date(now - PRESENCE_WINDOW_MS)),
            ),
          )
          .returning({ userId: draftSpectators.userId });
    if (back.length) this.feed.lobbyChanged(draftId);
    else await this.stillHere([{ draftId, userId }]);
  }

  /** The spectator's last socket left the room: no longer in the host's list. */
  async left(draftId: string, userId: string): Promise<void> {
    const gone = await this.db()
      .delete(draftSpectators)
      .where(
        and(
          eq(draftSpectators.draftId, draftId),
          eq(draftSpectators.userId, userId),
          eq(draftSpectators.removed, false),
        ),
      )
      .returning({ userId: draftSpectators.userId });
    if (gone.length) this.feed.lobbyChanged(draftId);
  }

  /** Keeps connected spectators in the list: one statement for all of them. */
  async stillHere(watchers: readonly { draftId: string; userId: string }[]): Promise<void> {
    if (!watchers.length) return;
    const now = this.clock.now();
    await this.db()
      .update(draftSpectators)
      .set({ seenAt: new Date(now) })
      .where(
        and(
          or(
            ...watchers.map((s) =>
              and(eq(draftSpectators.draftId, s.draftId), eq(draftSpectators.userId, s.userId)),
            ),
          ),
          lt(draftSpectators.seenAt, new Date(now - PRESENCE_REFRESH_MS / 2)),
        ),
      );
  }

  /** The user's row in the draft's list: watching (not removed), removed by the host, or none. */
  async standing(draftId: string, userId: string): Promise<'watching' | 'removed' | null> {
    const [row] = await this.db()
      .select({ removed: draftSpectators.removed })
      .from(draftSpectators)
      .where(and(eq(draftSpectators.draftId, draftId), eq(draftSpectators.userId, userId)));
    return row ? (row.removed ? 'removed' : 'watching') : null;
  }

  /** Who watches now, by name (the lobby's and the session's list). */
  async watching(draftId: string): Promise<DraftSummary['spectators']> {
    return this.db()
      .select({ userId: draftSpectators.userId, username: draftSpectators.username })
      .from(draftSpectators)
      .where(
        and(
          eq(draftSpectators.draftId, draftId),
          eq(draftSpectators.removed, false),
          gt(draftSpectators.seenAt, new Date(this.clock.now() - PRESENCE_WINDOW_MS)),
        ),
      )
      .orderBy(asc(draftSpectators.username));
  }

  /** The host removes a spectator: they stop receiving at once and may not watch this draft again. */
  async remove(host: Actor, draftId: string, userId: string): Promise<void> {
    const [row] = await this.db()
      .select({ hostId: drafts.hostId })
      .from(drafts)
      .where(eq(drafts.id, draftId));
    if (!row) throw notFound(DRAFT_NOT_FOUND);
    if (row.hostId !== host.id) throw forbidden(ONLY_HOST_REMOVES);
    await this.db()
      .insert(draftSpectators)
      .values({ draftId, userId, username: 'removed', removed: true })
      .onConflictDoUpdate({
        target: [draftSpectators.draftId, draftSpectators.userId],
        set: { removed: true },
      });
    this.feed.lobbyChanged(draftId);
  }
}
