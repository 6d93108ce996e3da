import type { SessionResponse, SessionUserDto } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { noteViewer } from './list-snapshot';

// The protocol's types: the server answers /api/session with exactly these.
export type SessionUser = SessionUserDto;
export type Session = SessionResponse;

export const SESSION_KEY = ['session'] as const;
const GUEST: Session = { user: null, unreadCount: 0 };

async function fetchSession(): Promise<Session> {
  try {
    const session = await api<Session>('/api/session');
    noteViewer(session.user?.id ?? null);
    return session;
  } catch (err) {
    // A server that cannot tell us the session leaves us signed out rather than stuck on the spinner.
    console.warn('Could not load the session', err);
    return GUEST;
  }
}

/** The session query, also started by main.tsx before React renders. */
export const sessionQuery = { queryKey: SESSION_KEY, queryFn: fetchSession, staleTime: 30_000 };

/** The session (GET /api/session): `isLoading` while the first answer is on its way. */
export function useSession() {
  return useQuery(sessionQuery);
}

export { GUEST };
