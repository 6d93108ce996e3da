import type { CubeChangeKind, NotificationsChangedMessage } from '@cubewright/core/protocol';
import type { ChatMessage } from '@cubewright/core/protocol/draft-lobby';
import type { Logger } from 'pino';
import type { Folded } from '../drafts/draft-log';
import { EventBus } from './event-bus';

// What the services announce after a commit. The realtime layer subscribes (realtime/realtime.ts) and
// turns these into room messages on this instance and the others.

/**
 * What changed in a draft: `update` (a new version: seats get their views), `lobby` (refetch) or `chat`
 * (a new chat line, carried along). A local `update` may carry the state it committed (`committed`), so
 * this instance's rooms need not read it back; it never travels to other instances.
 */
export type DraftChange =
  /** `relayed`: the other instances were told in the commit itself (group-commit.ts, ADR 0084). */
  | { draftId: string; kind: 'update'; committed?: Folded; relayed?: true }
  | { draftId: string; kind: 'lobby' }
  | { draftId: string; kind: 'chat'; message: ChatMessage };

interface AppEvents {
  'draft:changed': DraftChange;
  /**
   * A cube save committed (`by`: only id and username reach the clients). `liveVersion`: the room's event
   * version the save took in its transaction; without it the realtime layer takes the next one.
   */
  'cube:changed': {
    cubeId: string;
    kind: CubeChangeKind;
    by: { id: string; username: string };
    liveVersion?: number;
  };
  /** A cube is gone: its subscribers are told so. */
  'cube:deleted': { cubeId: string };
  /**
   * What a cube's responses show changed without a change its room hears of (hidden by a moderator, a
   * member renamed or gone): caches drop it and access is checked again.
   */
  'cube:touched': { cubeId: string };
  /** Some users' notifications changed (`everyone`: every signed-in user). */
  'notifications:changed': { to: readonly string[] | 'everyone'; message: NotificationsChangedMessage };
}

export type AppEventBus = EventBus<AppEvents>;

/** Builds the app's event bus; spread its result into the AppContext (`...createEvents(...)`). */
export function createEvents(opts: { log: Logger }): { events: AppEventBus } {
  return { events: new EventBus<AppEvents>(opts.log) };
}
