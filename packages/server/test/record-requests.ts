// Helpers for the records integration tests: an event of named players (some of them users) on a cube.
import type { EventDetail } from '@cubewright/core/protocol';
import type { FastifyInstance } from 'fastify';
import { call, type Person } from './cube-requests';

/** Creates a hand-entered event as `host` with these players (a Person plays as their own user). */
export async function createEvent(
  app: FastifyInstance,
  host: Person,
  cubeId: string,
  players: (Person | string)[],
  extra: Record<string, unknown> = {},
): Promise<EventDetail> {
  const res = await call<{ event: EventDetail }>(app, host, 'POST', `/api/cubes/${cubeId}/events`, {
    name: 'Friday night',
    date: '2026-11-20',
    players: players.map((p) =>
      typeof p === 'string' ? { name: p } : { name: p.username, username: p.username },
    ),
    ...extra,
  });
  if (res.status !== 201) throw new Error(`create event failed: ${JSON.stringify(res.body)}`);
  return res.body.event;
}

/** Pairs the next round as `host` and returns the event. */
export async function pairNext(app: FastifyInstance, host: Person, cubeId: string, eventId: string) {
  const res = await call<{ event: EventDetail }>(
    app,
    host,
    'POST',
    `/api/cubes/${cubeId}/events/${eventId}/rounds`,
    {},
  );
  if (res.status !== 200) throw new Error(`pairing failed: ${JSON.stringify(res.body)}`);
  return res.body.event;
}

/** The url of a match's result. */
export const resultUrl = (cubeId: string, eventId: string, matchId: string) =>
  `/api/cubes/${cubeId}/events/${eventId}/matches/${matchId}/result`;
