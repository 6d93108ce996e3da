import type { Clock } from '@cubewright/core/clock';
import { PRESENCE_WINDOW_MS } from '@cubewright/core/protocol/draft-lobby';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { draftSeats } from '../../db/schema';
import type { DraftFeed } from './feed';

/** How often an instance stamps the seats of the players connected to it (a third of the window). */
export const PRESENCE_REFRESH_MS = PRESENCE_WINDOW_MS / 3;

/**
 * Presence from the socket itself (ADR 0063): a seated player whose socket is in the draft's room is at
 * the table, without polling the lobby. A seat is present while its `seen_at` is within
 * PRESENCE_WINDOW_MS (summary.ts), as before; the rooms stamp it when the player subscribes, every
 * PRESENCE_REFRESH_MS while connected (one statement for every connected seat of the instance), and
 * move it out of the window when the player's last socket leaves. An arrival or a departure that
 * changes what the lobby shows is announced (`draft:lobby`), so the lobby and the session hear it. An
 * instance that dies stops stamping: its players go away when the window ends.
 */
export class SeatPresence {
  constructor(
    private readonly db: () => Db,
    private readonly clock: Clock,
    private readonly feed: DraftFeed,
  ) {}

  /** The player's socket joined the draft's room: present now; announced if they were away. */
  async arrived(draftId: string, userId: string): Promise<void> {
    const now = this.clock.now();
    const was = await this.db()
      .update(draftSeats)
      .set({ seenAt: new Date(now) })
      .where(
        and(
          eq(draftSeats.draftId, draftId),
          eq(draftSeats.userId, userId),
          lte(draftSeats.seenAt, new Date(now - PRESENCE_WINDOW_MS)),
        ),
      )
      .returning({ seat: draftSeats.seat });
    if (was.length) this.feed.lobbyChanged(draftId);
    else await this.stillHere([{ draftId, userId }]);
  }

  /** The player's last socket left the draft's room: away now; announced if they were present. */
  async left(draftId: string, userId: string): Promise<void> {
    const now = this.clock.now();
    const was = await this.db()
      .update(draftSeats)
      .set({ seenAt: new Date(now - PRESENCE_WINDOW_MS) })
      .where(
        and(
          eq(draftSeats.draftId, draftId),
          eq(draftSeats.userId, userId),
          gt(draftSeats.seenAt, new Date(now - PRESENCE_WINDOW_MS)),
        ),
      )
      .returning({ seat: draftSeats.seat });
    if (was.length) this.feed.lobbyChanged(draftId);
  }

  /**
   * Keeps connected players' seats present: one statement for all of them. The seats go as one JSON
   * parameter, not as a condition per seat: the statement of a busy instance's every connected seat
   * (hundreds) took drizzle longer to build than the pick path spent on the same seats (ADR 0084).
   */
  async stillHere(seats: readonly { draftId: string; userId: string }[]): Promise<void> {
    if (!seats.length) return;
    const now = this.clock.now();
    const listed = JSON.stringify(seats.map((s) => ({ d: s.draftId, u: s.userId })));
    await this.db()
      .update(draftSeats)
      .set({ seenAt: new Date(now) })
      .where(
        and(
          sql`(${draftSeats.draftId}, ${draftSeats.userId}) in (select d, u from jsonb_to_recordset(${listed}::jsonb) as s(d text, u text))`,
          // Stamped within the last refresh already (another socket, a lobby fetch): left as it is.
          lt(draftSeats.seenAt, new Date(now - PRESENCE_REFRESH_MS / 2)),
        ),
      );
  }
}
