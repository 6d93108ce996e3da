import type { EventListResponse, EventResponse, RecordStatsResponse } from '@cubewright/core/protocol';
import { api } from '../../lib/api';

// Queries of a cube's events sit under the cube's key, so the cube room's live refetch (use-live-cube)
// refreshes pairings and standings for everyone watching.

export const eventsPath = (cubeId: string) => `/api/cubes/${encodeURIComponent(cubeId)}/events`;
export const eventPath = (cubeId: string, eventId: string) =>
  `${eventsPath(cubeId)}/${encodeURIComponent(eventId)}`;
export const eventUrl = (cubeId: string, eventId: string) =>
  `/cubes/${encodeURIComponent(cubeId)}/records/${encodeURIComponent(eventId)}`;

export const eventsQuery = (cubeId: string) => ({
  queryKey: ['cubes', cubeId, 'events'] as const,
  queryFn: () => api<EventListResponse>(eventsPath(cubeId)),
  retry: false,
});

export const eventQuery = (cubeId: string, eventId: string) => ({
  queryKey: ['cubes', cubeId, 'events', eventId] as const,
  queryFn: () => api<EventResponse>(eventPath(cubeId, eventId)),
  retry: false,
});

/** What the cube's records teach; the records tab, the analytics tab and the card list share it. */
export const recordStatsQuery = (cubeId: string) => ({
  queryKey: ['cubes', cubeId, 'records', 'stats'] as const,
  queryFn: () => api<RecordStatsResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/records/stats`),
  retry: false,
});

/** One line per player; `@name` links the app user of that username. */
export function playersFromLines(text: string): { name: string; username?: string }[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) =>
      line.startsWith('@') ? { name: line.slice(1), username: line.slice(1) } : { name: line },
    );
}

/** A match's games as the event shows them, player a first: `2-1`, or `1-1-1` with a draw. */
export const scoreText = (r: { aWins: number; bWins: number; draws: number }) =>
  `${r.aWins}-${r.bWins}${r.draws ? `-${r.draws}` : ''}`;

/** The player's page of an event's share link, and its API. */
export const sharedEventUrl = (token: string) => `/events/${encodeURIComponent(token)}`;
export const sharedEventPath = (token: string) => `/api/shared-events/${encodeURIComponent(token)}`;

/** A tie-breaker percentage as the standings show it. */
export const percent = (x: number) => `${(x * 100).toFixed(1)}%`;
