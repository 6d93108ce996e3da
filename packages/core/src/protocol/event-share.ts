import { z } from 'zod';
import { deckPasteBodySchema, dropBodySchema, type EventDetail, resultBodySchema } from './records';

// An event's share link (issue 30): a secret token in the URL lets each player, signed in or not, see
// the event and enter their own deck, result and drop. Rule in docs/decisions/0060-event-share-link.md.
//
//   POST   /api/cubes/:id/events/:eventId/share-link            -> ShareLinkResponse (canEdit): a new
//          token; the old one stops working
//   DELETE /api/cubes/:id/events/:eventId/share-link            -> 204 (canEdit): no link any more
//   GET    /api/shared-events/:token                            -> SharedEventResponse
//   PUT    /api/shared-events/:token/players/:playerId/deck     DeckPasteBody -> SharedEventResponse
//   PUT    /api/shared-events/:token/players/:playerId/drop     DropBody -> SharedEventResponse
//   POST   /api/shared-events/:token/matches/:matchId/result    SharedResultBody -> SharedEventResponse
//   POST   /api/shared-events/:token/photo-deck                 PhotoDeckBody -> PhotoDeckResponse: the
//          lines the browser's OCR read from a deck photo, matched to the cube's card names
//          (docs/decisions/0072-deck-from-a-photo.md)
// A wrong or revoked token is a 404; acting as a player linked to another user is a 403 (401 signed out).

export const SHARE_MESSAGES = {
  linkNotFound: 'This event link is not valid any more; ask the host for the new one',
  signInAsPlayer: 'This player is linked to an account: sign in as them to make changes',
  notYourPlayer: 'This player is linked to another account',
  notInMatch: 'Pick one of the two players of this match',
  botByHost: 'A bot seat is entered by the host',
  tooManyWrongLinks: 'Too many wrong event links from your network; try again in a few minutes',
} as const;

/** Wrong event links (404) one address may try in SHARE_WRONG_LINKS_WINDOW_MS before it is refused. */
export const SHARE_WRONG_LINKS_MAX = 20;
export const SHARE_WRONG_LINKS_WINDOW_MS = 10 * 60_000;

/** base64url of 24 random bytes. */
export const SHARE_TOKEN_LENGTH = 32;
const token = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'not an event link');
const id = z.string().min(1).max(64);

export const shareTokenParamsSchema = z.object({ token });
export const sharedPlayerParamsSchema = shareTokenParamsSchema.extend({ playerId: id });
export const sharedMatchParamsSchema = shareTokenParamsSchema.extend({ matchId: id });
export const sharedDeckBodySchema = deckPasteBodySchema;
export const sharedDropBodySchema = dropBodySchema;
/** A result entered through the link names the player entering it (picked by name on the page). */
export const sharedResultBodySchema = resultBodySchema.and(z.object({ playerId: id }));
export type SharedResultBody = z.input<typeof sharedResultBodySchema>;

/** At most this many OCR lines per photo, each at most PHOTO_LINE_MAX characters. */
export const PHOTO_LINES_MAX = 400;
export const PHOTO_LINE_MAX = 200;
export const photoDeckBodySchema = z.object({
  lines: z.array(z.string().max(PHOTO_LINE_MAX)).max(PHOTO_LINES_MAX),
});
export type PhotoDeckBody = z.input<typeof photoDeckBodySchema>;

/** The cards read from a deck photo (only names of the cube that a line matched) and lines left unread. */
export interface PhotoDeckResponse {
  cards: { name: string; read: string }[];
  unread: string[];
}

export interface ShareLinkResponse {
  token: string;
}

/** The event as the link shows it: the event alone, nothing of the cube it belongs to. */
export type SharedEvent = Omit<EventDetail, 'draftId' | 'canEdit' | 'shareToken'>;
export interface SharedEventResponse {
  event: SharedEvent;
}
