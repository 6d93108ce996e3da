import type { ActivityEvent, CardsDetails } from './activity';
import type { CubeDiff } from './diff';
import type { Board, CubeCard, Visibility } from './types';

/** More cards than this added or removed at once is recorded as one bulk entry. */
export const BULK_THRESHOLD = 3;
/** Card names kept in an entry's details (the count says how many there were). */
const NAMES_KEPT = 10;

function cardsDetails(names: string[]): CardsDetails {
  return { cards: names.slice(0, NAMES_KEPT), count: names.length };
}

function byBoard(cards: CubeCard[]): [Board, string[]][] {
  const groups = new Map<Board, string[]>();
  for (const card of cards) groups.set(card.board, [...(groups.get(card.board) ?? []), card.name]);
  return [...groups];
}

/**
 * The activity entries for one saved batch: additions and removals per board (bulk above
 * BULK_THRESHOLD), moves each way, printing changes, and other edits, one entry per kind.
 */
export function activityForDiff(diff: CubeDiff): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  for (const [board, names] of byBoard(diff.added)) {
    const details = { ...cardsDetails(names), board };
    events.push(
      names.length > BULK_THRESHOLD
        ? { action: 'cards_bulk_added', details }
        : { action: 'card_added', details },
    );
  }
  for (const [board, names] of byBoard(diff.removed)) {
    const details = { ...cardsDetails(names), board };
    events.push(
      names.length > BULK_THRESHOLD
        ? { action: 'cards_bulk_removed', details }
        : { action: 'card_removed', details },
    );
  }
  const toMaybe: string[] = [];
  const toMain: string[] = [];
  const printings: string[] = [];
  const edited: string[] = [];
  const editedFields = new Set<string>();
  for (const change of diff.changed) {
    if (change.after.board === 'maybe') toMaybe.push(change.name);
    if (change.after.board === 'main') toMain.push(change.name);
    if ('printingId' in change.after) printings.push(change.name);
    // The spec's types name moves to the cube and the maybeboard; a move to an extra board is an update
    // of the entry's board.
    const movedElsewhere =
      'board' in change.after && change.after.board !== 'main' && change.after.board !== 'maybe';
    const others = Object.keys(change.after).filter(
      (k) => (k !== 'board' || movedElsewhere) && k !== 'printingId',
    );
    if (others.length) {
      edited.push(change.name);
      for (const field of others) editedFields.add(field);
    }
  }
  if (toMaybe.length) events.push({ action: 'card_moved_to_considering', details: cardsDetails(toMaybe) });
  if (toMain.length) events.push({ action: 'card_moved_to_cube', details: cardsDetails(toMain) });
  if (printings.length) events.push({ action: 'card_version_changed', details: cardsDetails(printings) });
  if (edited.length) {
    events.push({ action: 'card_updated', details: { ...cardsDetails(edited), fields: [...editedFields] } });
  }
  return events;
}

/** The cube settings that have their own activity types. */
export interface CubeSettingsSnapshot {
  name: string;
  description: string;
  visibility: Visibility;
  size: number;
  coverImageUrl: string | null;
  tags: string[];
  recommendedDraftFormat: string | null;
  isFeatured: boolean;
}

/** The activity entries for a settings change, one per field that changed. */
export function activityForSettings(
  before: CubeSettingsSnapshot,
  after: CubeSettingsSnapshot,
): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  if (before.name !== after.name) {
    events.push({ action: 'cube_name_changed', details: { from: before.name, to: after.name } });
  }
  if (before.description !== after.description) {
    events.push({ action: 'cube_description_changed', details: {} });
  }
  if (before.visibility !== after.visibility) {
    events.push({
      action: 'cube_visibility_changed',
      details: { from: before.visibility, to: after.visibility },
    });
  }
  if (before.size !== after.size) {
    events.push({ action: 'cube_size_changed', details: { from: before.size, to: after.size } });
  }
  if (before.coverImageUrl !== after.coverImageUrl) {
    events.push({ action: 'cube_cover_changed', details: { url: after.coverImageUrl } });
  }
  const added = after.tags.filter((t) => !before.tags.includes(t));
  const removed = before.tags.filter((t) => !after.tags.includes(t));
  if (added.length || removed.length) {
    events.push({ action: 'cube_tags_changed', details: { added, removed } });
  }
  if (before.recommendedDraftFormat !== after.recommendedDraftFormat) {
    events.push({
      action: 'cube_recommended_format_changed',
      details: { from: before.recommendedDraftFormat, to: after.recommendedDraftFormat },
    });
  }
  if (before.isFeatured !== after.isFeatured) {
    events.push({ action: 'cube_featured_changed', details: { featured: after.isFeatured } });
  }
  return events;
}
