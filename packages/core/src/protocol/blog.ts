import { z } from 'zod';
import { POST_CONTENT_MAX_LENGTH, POST_TITLE_MAX_LENGTH } from './blog-limits';
import type { UserRef } from './cubes';

/*
 * A cube's blog (server: packages/server/src/routes/blog, docs/decisions/0034).
 *
 *   GET    /api/cubes/:id/posts?before       -> PostsResponse (whoever may view the cube; newest first)
 *   GET    /api/cubes/:id/posts/:postId      -> PostResponse
 *   POST   /api/cubes/:id/posts  NewPostBody -> PostResponse (owner and editors; followers are notified)
 *   PATCH  /api/cubes/:id/posts/:postId  EditPostBody -> PostResponse (owner and editors)
 *   DELETE /api/cubes/:id/posts/:postId      -> 204 (owner and editors)
 *   GET    /api/cubes/:id/feed.atom          -> Atom feed of posts and changelog (public and unlisted cubes)
 *   GET    /api/community/featured.atom      -> Atom feed of the featured cubes
 *
 * A save of card changes may publish a changelog post (`changelog: true` on POST /api/cubes/:id/changes).
 * Posts are markdown with [[Card Name]] links, rendered like the white paper.
 */

export const POST_KINDS = ['post', 'changelog'] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const POST_MESSAGES = {
  notFound: 'Post not found',
  titleRequired: 'Give the post a title',
  titleTooLong: `A title can be at most ${POST_TITLE_MAX_LENGTH} characters`,
  contentTooLong: `A post can be at most ${POST_CONTENT_MAX_LENGTH.toLocaleString('en-US')} characters`,
  rateLimited: 'You are posting too fast; wait a few minutes.',
} as const;

export const postParamsSchema = z.object({
  id: z.string().min(1).max(64),
  postId: z.string().min(1).max(64),
});

export const postListQuerySchema = z.object({
  /** ISO time of the last post of the previous page. */
  before: z.iso.datetime({ offset: true }).optional(),
});

const title = z
  .string()
  .trim()
  .min(1, POST_MESSAGES.titleRequired)
  .max(POST_TITLE_MAX_LENGTH, POST_MESSAGES.titleTooLong);
const content = z.string().max(POST_CONTENT_MAX_LENGTH, POST_MESSAGES.contentTooLong);

export const newPostBodySchema = z.object({ title, content }).strict();
export type NewPostBody = z.input<typeof newPostBodySchema>;

export const editPostBodySchema = z
  .object({ title: title.optional(), content: content.optional() })
  .strict()
  .refine((b) => b.title !== undefined || b.content !== undefined, { message: 'give title or content' });
export type EditPostBody = z.input<typeof editPostBodySchema>;

export interface Post {
  id: string;
  cubeId: string;
  kind: PostKind;
  title: string;
  content: string;
  /** Null once the author's account is gone. */
  author: UserRef | null;
  createdAt: string;
  updatedAt: string;
  /** Whether the reader may edit and delete it (owner and editors). */
  canEdit: boolean;
}

export interface PostsResponse {
  posts: Post[];
  /** Pass as `before` for the next page; null on the last page. */
  nextBefore: string | null;
  /** Whether the reader may write posts here. */
  canPost: boolean;
}
export interface PostResponse {
  post: Post;
}
