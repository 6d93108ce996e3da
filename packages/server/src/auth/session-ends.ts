// Sessions that stop being valid (sign-out, revoke-session(s), revoke-other-sessions, password reset or
// change, account deletion). better-auth reports its own deletions through a database hook, our account
// commands report theirs; the realtime gateway listens and ends those sessions' sockets on every instance.

/** A session that was just deleted. */
export interface EndedSession {
  id: string;
  userId: string;
}

export type SessionEndListener = (sessions: readonly EndedSession[]) => void;

/** The hub between whoever deletes sessions and whoever holds connections opened with them. */
export class SessionEnds {
  private readonly listeners = new Set<SessionEndListener>();

  /** Calls `listener` after each deletion; returns the unsubscribe function. */
  listen(listener: SessionEndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reports sessions already deleted (after their transaction committed). Listeners must not throw. */
  ended(sessions: readonly EndedSession[]): void {
    if (sessions.length === 0) return;
    for (const listener of this.listeners) listener(sessions);
  }
}
