import { and, eq, isNull } from 'drizzle-orm';
import { cubes } from '../../db/schema';

// The one SQL filter of every community list (featured, browse, latest, trending, the search cubes
// tab): public cubes (the policy's canList) that no moderator has hidden. Hidden cubes stay reachable
// by link; only these lists leave them out.

/** Cubes that may appear in community lists. */
export const listedInCommunity = () => and(eq(cubes.visibility, 'public'), isNull(cubes.hiddenAt));
