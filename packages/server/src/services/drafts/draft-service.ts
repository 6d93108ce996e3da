import type { Clock } from '@cubewright/core/clock';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { CardService } from '../cards/card-service';
import type { AppEventBus } from '../events/app-events';
import { DraftFeed } from './feed';
import { DraftLobby } from './lobby-service';
import { DraftPlay } from './play';
import { watchTurnNotices } from './turn-notices';

/**
 * Online drafts, by what they do: the lobby (lobby-service.ts), the table (play.ts: seats, actions,
 * views, the deadline worker) and the feed (feed.ts: changes announced on the event bus).
 */
export interface Drafts {
  readonly lobby: DraftLobby;
  readonly play: DraftPlay;
}

/** Builds the draft services; spread its result into the AppContext (`...createDrafts(...)`). */
export function createDrafts(opts: {
  database: Database;
  cards: CardService;
  log: Logger;
  events: AppEventBus;
  inviteSecret: string;
  clock: Clock;
}): { drafts: Drafts } {
  const feed = new DraftFeed(opts.events);
  const play = new DraftPlay(opts.database, opts.cards, opts.log, feed, opts.clock, opts.inviteSecret);
  watchTurnNotices(opts, play);
  return { drafts: { play, lobby: new DraftLobby(play, feed, opts.inviteSecret) } };
}
