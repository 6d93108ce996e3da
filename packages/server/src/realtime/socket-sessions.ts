import type { Clock } from '@cubewright/core/clock';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Socket } from 'socket.io';
import type { Database } from '../db/client';
import { session } from '../db/schema';

// A socket is authenticated once, at its handshake, but it may live for hours. Revocations reach it at
// once through SessionEnds (the gateway disconnects it); as a backstop for anything that removes a session
// without telling us (a row deleted by hand, an expiry, a lost adapter message), a signed-in socket's
// messages re-check its session row when the last check is older than the TTL, and the gateway sweeps
// its quiet sockets once per TTL (one query for all of them), so a socket that only listens ends too.

/** How long a socket's session check is trusted before its next message checks again. */
export const SESSION_CHECK_TTL_MS = 60_000;

/** Session ids per sweep query. */
const SWEEP_BATCH = 1000;

export const SESSION_ENDED_MESSAGE = 'Your session has ended; sign in again.';

interface CheckedSession {
  id: string;
  checkedAt: number;
  pending?: Promise<boolean>;
}

/** The per-socket session checks of one gateway, timed by the app's clock (tests move it). */
export class SocketSessions {
  constructor(
    private readonly db: Database['db'],
    private readonly clock: Clock,
    private readonly ttlMs = SESSION_CHECK_TTL_MS,
  ) {}

  /** Remembers the session a socket was opened with, which its handshake has just checked. */
  opened(socket: Socket, sessionId: string): void {
    const checked: CheckedSession = { id: sessionId, checkedAt: this.clock.now() };
    socket.data.session = checked;
  }

  /**
   * Whether the socket may act now: true for a guest or a session checked within the TTL, else the
   * promise of a fresh check. Messages arriving meanwhile share that promise, so they stay in order.
   */
  isLive(socket: Socket): boolean | Promise<boolean> {
    const checked = socket.data.session as CheckedSession | undefined;
    if (!checked) return true;
    if (checked.pending) return checked.pending;
    if (this.clock.now() - checked.checkedAt < this.ttlMs) return true;
    checked.pending = this.lookUp(checked.id)
      .then((live) => {
        if (live) checked.checkedAt = this.clock.now();
        return live;
      })
      .finally(() => {
        checked.pending = undefined;
      });
    return checked.pending;
  }

  /** The sockets among `sockets` whose session is gone or expired; the others count as checked now. */
  async ended(sockets: Iterable<Socket>): Promise<Socket[]> {
    const signedIn = [...sockets].filter((s) => s.data.session) as Socket[];
    const ids = [...new Set(signedIn.map((s) => (s.data.session as CheckedSession).id))];
    const live = new Set<string>();
    const now = this.clock.now();
    for (let i = 0; i < ids.length; i += SWEEP_BATCH) {
      const rows = await this.db
        .select({ id: session.id })
        .from(session)
        .where(and(inArray(session.id, ids.slice(i, i + SWEEP_BATCH)), gt(session.expiresAt, new Date(now))));
      for (const row of rows) live.add(row.id);
    }
    return signedIn.filter((s) => {
      const checked = s.data.session as CheckedSession;
      if (live.has(checked.id)) checked.checkedAt = Math.max(checked.checkedAt, now);
      return !live.has(checked.id);
    });
  }

  private async lookUp(id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ expiresAt: session.expiresAt })
      .from(session)
      .where(eq(session.id, id))
      .limit(1);
    return row !== undefined && row.expiresAt.getTime() > this.clock.now();
  }
}
