import type { CardIndex } from '@cubewright/core/cards';
import { CUBE_CARDS_MAX } from '@cubewright/core/cube';
import type { ImportEntry, ParseProblem } from '@cubewright/core/formats';
import { HttpError } from '../../http/errors';
import type { CubeCardLookup } from '../cubes/card-lookup';

// A file that is not a card list (a binary, a novel, random bytes) still parses as plain text: every
// line becomes a "card". Telling its owner that it holds too many cards, or listing 100,000 unknown
// names, is wrong; it is simply not a card list. Real lists resolve almost entirely (every list under
// CUBE_LISTS_DIR resolves fully), and a list with typos or a few renamed cards is far from half unknown,
// so "more than half of the lines are not cards" separates the two with a wide margin. Short lists
// (under 100 lines) keep the line-by-line review, where suggestions fix a bad paste quickly.
const MIN_LINES = 100;
const UNKNOWN_SHARE_MAX = 0.5;
// Lookups are cheap, but a sample spread over the whole file answers as well as reading every line.
const SAMPLE_LINES = 2000;

/**
 * Refuses (400 `unreadable`) a file whose lines are mostly not cards: at least 100 lines, or more entries
 * than a cube may hold, and more than half of an even sample of its lines neither resolving to a card,
 * nor unreadable as a line at all (a parse error), nor overridden by the person. Runs before the size
 * limit, so garbage is not reported as "too many cards".
 */
export function assertReadableList(
  index: CardIndex,
  lookup: CubeCardLookup,
  entries: readonly ImportEntry[],
  problems: readonly ParseProblem[],
  overrides: ReadonlyMap<number, string | null>,
) {
  const byLine = new Map<number, ImportEntry | null>();
  for (const e of entries) if (!byLine.has(e.line)) byLine.set(e.line, e);
  for (const p of problems) if (p.severity === 'error' && !byLine.has(p.line)) byLine.set(p.line, null);
  if (byLine.size < MIN_LINES && entries.length <= CUBE_CARDS_MAX) return;
  const known = (line: number) => {
    const e = byLine.get(line);
    if (overrides.has(line)) return true;
    if (!e) return false;
    return !!e.custom || (!!e.cardId && !!lookup.card(e.cardId)) || !!index.lookup(e.name);
  };
  const lines = [...byLine.keys()].sort((a, b) => a - b);
  const step = Math.max(1, lines.length / SAMPLE_LINES);
  let sampled = 0;
  let unknown = 0;
  let first: number | undefined;
  for (let i = 0; i < lines.length; i += step) {
    const line = lines[Math.floor(i)]!;
    sampled++;
    if (known(line)) continue;
    unknown++;
    first ??= line;
  }
  if (unknown <= sampled * UNKNOWN_SHARE_MAX) return;
  const share = Math.round((unknown / sampled) * 100);
  throw new HttpError(
    400,
    `This file could not be read as a card list: ${share}% of its lines (${unknown} of the ${sampled} checked, the first on line ${first}) are not card names or card lines we can read. Check that it is a card list in one of the supported formats.`,
    'unreadable',
  );
}
