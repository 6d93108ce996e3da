// Reasons in words, so a curator sees why a card is suggested ("in 62% of the 40 cubes most like
// yours") rather than a bare score.

/** "the 40 cubes most like yours", or "the cube most like yours" for one. */
export function neighbourPhrase(neighbours: number): string {
  return neighbours === 1 ? 'the cube most like yours' : `the ${neighbours} cubes most like yours`;
}

/** Why a card is suggested as an add: how many of the similar cubes hold it. */
export function addReason(count: number, neighbours: number): string {
  if (count === neighbours)
    return neighbours === 1 ? `in ${neighbourPhrase(1)}` : `in all of ${neighbourPhrase(neighbours)}`;
  return `in ${percent(count, neighbours)} of ${neighbourPhrase(neighbours)}`;
}

/** Why a card is suggested as a cut: how few of the similar cubes hold it. */
export function cutReason(count: number, neighbours: number): string {
  if (count === 0)
    return neighbours === 1 ? `not in ${neighbourPhrase(1)}` : `in none of ${neighbourPhrase(neighbours)}`;
  return `in only ${count} of ${neighbourPhrase(neighbours)} (${percent(count, neighbours)})`;
}

/** The note shown when too few public cubes resemble this one for the shares to mean much. */
export function fewSimilarNote(found: number): string {
  if (found === 0) return 'No public cube shares enough cards with yours to suggest anything yet.';
  const cubes = found === 1 ? 'Only 1 public cube resembles' : `Only ${found} public cubes resemble`;
  return `${cubes} yours, so these suggestions rest on little evidence.`;
}

function percent(count: number, of: number): string {
  return `${Math.round((100 * count) / of)}%`;
}
