import { z } from 'zod';
import type { CubeSummary } from './cubes';
import { COMMUNITY_SORTS, type CommunitySort } from './list-options';

/*
 * Community lists and follows (server: packages/server/src/routes/community and routes/follows).
 * Every list holds public cubes only (the policy's canList): unlisted and private cubes never appear.
 *
 *   GET    /api/community/featured?cursor&limit             -> CommunityListResponse
 *   GET    /api/community/browse?sort&tags&minSize&maxSize&colors&q&cursor&limit -> CommunityListResponse
 *   GET    /api/community/latest?cursor&limit               -> CommunityListResponse (newest created first)
 *   GET    /api/community/trending?limit                    -> TrendingResponse (TRENDING_FORMULA)
 *   GET    /api/community/following                         -> FollowingResponse (auth)
 *   GET    /api/community/cubes/:id/updates                 -> CubeUpdatesResponse (cubes the caller may view)
 *   GET    /api/follows                                     -> FollowingRecordsResponse (auth: following side)
 *   GET    /api/follows/followers                           -> FollowerRecordsResponse (auth: followers of my cubes)
 *   GET    /api/follows/:cubeId                             -> FollowStatus (guests: following false)
 *   PUT    /api/follows/:cubeId     FollowBody              -> FollowStatus (auth: follow)
 *   PATCH  /api/follows/:cubeId     FollowBody              -> FollowStatus (auth: notifications toggle)
 *   DELETE /api/follows/:cubeId                             -> FollowStatus (auth: unfollow)
 *   GET    /api/likes/:cubeId                               -> LikeStatus (guests: liked false)
 *   PUT    /api/likes/:cubeId                               -> LikeStatus (auth: like; twice is one like)
 *   DELETE /api/likes/:cubeId                               -> LikeStatus (auth: unlike)
 * Signed-out follow and like actions answer 401 "User not authenticated"; a cube the caller may not
 * view answers 404 "Cube not found" to follows and likes alike.
 */

export { COMMUNITY_SORTS, type CommunitySort };
export const COMMUNITY_PAGE_SIZE = 24;
const COLOR_LETTERS = ['W', 'U', 'B', 'R', 'G'] as const;

/** How /community/trending ranks cubes; shown on the page and in the README. */
export const TRENDING_FORMULA =
  'score = 3 × new follows + 2 × drafts + 1 × saved versions, each counted over the past 7 days';
export const TRENDING_WINDOW_DAYS = 7;
export const TRENDING_WEIGHTS = { follows: 3, drafts: 2, edits: 1 } as const;

/** A comma-separated query value ("a,b") or a repeated one, as a list of trimmed non-empty strings. */
const listQuery = (max: number) =>
  z.union([z.string(), z.array(z.string())]).transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .map((s) => s.trim())
      .filter(Boolean)
      .slice(0, max),
  );

const pageQuery = {
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(60).default(COMMUNITY_PAGE_SIZE),
};

export const communityPageQuerySchema = z.object(pageQuery);
export type CommunityPageRequest = z.output<typeof communityPageQuerySchema>;

export const browseQuerySchema = z
  .object({
    ...pageQuery,
    sort: z
      .enum(COMMUNITY_SORTS, { error: `sort must be one of ${COMMUNITY_SORTS.join(', ')}` })
      .default('updated'),
    q: z.string().trim().max(200).optional(),
    tags: listQuery(10).optional(),
    colors: z
      .string()
      .toUpperCase()
      .regex(/^[WUBRG]*$/, 'colors must be letters of WUBRG')
      .transform((s) => [...new Set(s.split(''))] as (typeof COLOR_LETTERS)[number][])
      .optional(),
    minSize: z.coerce.number().int().min(0).max(100_000).optional(),
    maxSize: z.coerce.number().int().min(0).max(100_000).optional(),
  })
  .refine((q) => q.minSize === undefined || q.maxSize === undefined || q.minSize <= q.maxSize, {
    message: 'minSize must not be above maxSize',
    path: ['minSize'],
  });
export type BrowseQuery = z.input<typeof browseQuerySchema>;
export type BrowseRequest = z.output<typeof browseQuerySchema>;

export const trendingQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(60).default(24) });

/** A cube tile in community lists. */
export interface CommunityCube extends CubeSummary {
  followerCount: number;
  likeCount: number;
}
export interface CommunityListResponse {
  cubes: CommunityCube[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}
export interface TrendingCube extends CommunityCube {
  score: number;
  recent: { follows: number; drafts: number; edits: number };
}
export interface TrendingResponse {
  cubes: TrendingCube[];
  formula: string;
}

export const CUBE_UPDATE_TYPES = ['cards', 'visibility', 'name', 'whitepaper', 'post'] as const;
export type CubeUpdateType = (typeof CUBE_UPDATE_TYPES)[number];

/** A change to a cube that followers care about (spec section 3, "Cube update"). */
export interface CubeUpdate {
  id: string;
  cubeId: string;
  cubeOwnerUID: string;
  updateType: CubeUpdateType;
  title: string;
  description: string;
  metadata: Record<string, unknown>;
  createdAt: string;
  isPublic: boolean;
}
export interface CubeUpdatesResponse {
  updates: CubeUpdate[];
}

/** Following side of a follow (spec: userFollows/{uid}/following/{cubeId}). */
export interface FollowingRecord {
  cubeId: string;
  cubeName: string;
  cubeOwnerUID: string;
  followedAt: string;
  notificationsEnabled: boolean;
}
/** Followers side of a follow (spec: userFollows/{ownerUid}/followers/{uid}). */
export interface FollowerRecord {
  cubeId: string;
  followerUID: string;
  followerName: string;
  followerEmail: string;
  followedAt: string;
  notificationsEnabled: boolean;
}
export interface FollowingRecordsResponse {
  following: FollowingRecord[];
}
export interface FollowerRecordsResponse {
  followers: FollowerRecord[];
}
export interface FollowingResponse {
  cubes: Array<{ follow: FollowingRecord; cube: CommunityCube; latestUpdate: CubeUpdate | null }>;
}

export const followParamsSchema = z.object({ cubeId: z.string().min(1).max(64) });
export const followBodySchema = z.object({ notificationsEnabled: z.boolean().optional() }).strict();
export type FollowBody = z.input<typeof followBodySchema>;

/** Whether the caller likes a cube (one like per user), and the cube's like count. */
export interface LikeStatus {
  liked: boolean;
  likeCount: number;
}

export interface FollowStatus {
  following: boolean;
  notificationsEnabled: boolean;
  followerCount: number;
}
