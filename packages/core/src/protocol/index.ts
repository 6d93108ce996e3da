import { z } from 'zod';

/** The body of every error response: a sentence a user can read, and an optional code for clients. */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string().optional(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
export * from './account';
export * from './admin';
export * from './blog';
export * from './blog-limits';
export * from './boards';
export * from './card-metrics';
export * from './card-search';
export * from './cards';
export * from './comment-limits';
export * from './comments';
export * from './community';
export * from './cube-io';
export * from './cube-wire';
export * from './cubes';
export * from './custom-cards';
export * from './data-rules';
export * from './draft-act';
export * from './draft-lobby';
export * from './draft-log';
export * from './draft-modes';
export * from './draft-seat-rules';
export * from './draft-view-stream';
export * from './drafts';
export * from './event-share';
export * from './input-rules';
export * from './notice-channels';
export * from './notification-links';
export * from './notification-preferences';
export * from './notifications';
export * from './open-data';
export * from './p1p1';
export * from './prices';
export * from './proposals';
export * from './proposals-welcome';
export * from './realtime';
export * from './records';
export * from './records-limits';
export * from './same-site-path';
export * from './simulations';
export * from './suggestions';
export * from './write-retry';
