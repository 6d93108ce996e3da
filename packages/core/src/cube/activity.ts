import type { Board, CollaboratorRole, Visibility } from './types';

// Activity log (spec sections 3 and 9): each entry has an action type, structured details and a
// human-readable summary sentence written when the entry is recorded.

/** The spec's 25 activity types. */
export const ACTIVITY_ACTIONS = [
  'card_added',
  'card_removed',
  'card_moved_to_considering',
  'card_moved_to_cube',
  'card_version_changed',
  'card_updated',
  'cards_bulk_added',
  'cards_bulk_removed',
  'cube_name_changed',
  'cube_description_changed',
  'cube_visibility_changed',
  'cube_size_changed',
  'cube_cover_changed',
  'cube_tags_changed',
  'cube_recommended_format_changed',
  'cube_featured_changed',
  'collaborator_added',
  'collaborator_removed',
  'collaborator_role_changed',
  'jumpstart_deck_added',
  'jumpstart_deck_removed',
  'jumpstart_deck_updated',
  'cube_imported',
  'cube_exported',
  'cube_created',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** Spec section 9: entries shown by default, per user, the stats window, and the recent-activity view. */
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_PER_USER = 20;
export const ACTIVITY_STATS_DAYS = 30;
export const RECENT_ACTIVITY_COUNT = 10;

/** Cards named by a card-level entry: a few names and the total count. */
export interface CardsDetails {
  cards: string[];
  count: number;
}
interface Change<T> {
  from: T;
  to: T;
}

/** The details each action type carries. */
export interface ActivityDetailsMap {
  card_added: CardsDetails & { board: Board };
  card_removed: CardsDetails & { board: Board };
  card_moved_to_considering: CardsDetails;
  card_moved_to_cube: CardsDetails;
  card_version_changed: CardsDetails;
  card_updated: CardsDetails & { fields: string[] };
  cards_bulk_added: CardsDetails & { board: Board };
  cards_bulk_removed: CardsDetails & { board: Board };
  cube_name_changed: Change<string>;
  cube_description_changed: Record<string, never>;
  cube_visibility_changed: Change<Visibility>;
  cube_size_changed: Change<number>;
  cube_cover_changed: { url: string | null };
  cube_tags_changed: { added: string[]; removed: string[] };
  cube_recommended_format_changed: Change<string | null>;
  cube_featured_changed: { featured: boolean };
  collaborator_added: { userId: string; username: string; role: CollaboratorRole };
  collaborator_removed: { userId: string; username: string; left: boolean };
  collaborator_role_changed: { userId: string; username: string } & Change<CollaboratorRole>;
  jumpstart_deck_added: { deckName: string };
  jumpstart_deck_removed: { deckName: string };
  jumpstart_deck_updated: { deckName: string };
  cube_imported: { count: number; source: string | null };
  cube_exported: { format: string };
  cube_created: { name: string };
}

/** An activity entry before it is stored: action and matching details. */
export type ActivityEvent = {
  [A in ActivityAction]: { action: A; details: ActivityDetailsMap[A] };
}[ActivityAction];

const BOARD_NAMES: Record<Board, string> = { main: 'the main board', maybe: 'the maybeboard' };
const boardWords = (board: Board) => BOARD_NAMES[board] ?? 'another board';
const FIELD_NAMES: Record<string, string> = {
  printingId: 'printing',
  board: 'board',
  finish: 'finish',
  status: 'status',
  tags: 'tags',
  notes: 'notes',
  colorCategory: 'colour category',
  imageUrl: 'image',
  manaValue: 'mana value',
  typeLine: 'type line',
  rarity: 'rarity',
};

/** "A", "A and B", "A, B and C", "A, B, C and 4 more cards". */
export function listCardNames({ cards, count }: CardsDetails): string {
  const shown = cards.slice(0, 3);
  const rest = count - shown.length;
  if (rest > 0) return `${shown.join(', ')} and ${rest} more ${rest === 1 ? 'card' : 'cards'}`;
  if (shown.length <= 1) return shown[0] ?? 'no cards';
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

const quote = (text: string | null) => (text ? `“${text}”` : 'none');
const cardsWord = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'card' : 'cards'}`;

type Summaries = { [A in ActivityAction]: (d: ActivityDetailsMap[A]) => string };

// Sentences without the subject; summarizeActivity puts the actor's name in front.
const SUMMARIES: Summaries = {
  card_added: (d) => `added ${listCardNames(d)}${d.board === 'main' ? '' : ` to ${boardWords(d.board)}`}`,
  card_removed: (d) =>
    `removed ${listCardNames(d)}${d.board === 'main' ? '' : ` from ${boardWords(d.board)}`}`,
  card_moved_to_considering: (d) => `moved ${listCardNames(d)} to the maybeboard`,
  card_moved_to_cube: (d) => `moved ${listCardNames(d)} into the cube`,
  card_version_changed: (d) => `changed the printing of ${listCardNames(d)}`,
  card_updated: (d) =>
    `updated ${listCardNames(d)}${d.fields.length ? ` (${d.fields.map((f) => FIELD_NAMES[f] ?? f).join(', ')})` : ''}`,
  cards_bulk_added: (d) => `added ${cardsWord(d.count)} to ${boardWords(d.board)}`,
  cards_bulk_removed: (d) => `removed ${cardsWord(d.count)} from ${boardWords(d.board)}`,
  cube_name_changed: (d) => `renamed the cube from ${quote(d.from)} to ${quote(d.to)}`,
  cube_description_changed: () => 'updated the description',
  cube_visibility_changed: (d) => `made the cube ${d.to} (was ${d.from})`,
  cube_size_changed: (d) => `changed the target size from ${d.from} to ${cardsWord(d.to)}`,
  cube_cover_changed: (d) => (d.url ? 'changed the cover image' : 'reset the cover image to the default'),
  cube_tags_changed: (d) => {
    const parts = [];
    if (d.added.length) parts.push(`added ${d.added.join(', ')}`);
    if (d.removed.length) parts.push(`removed ${d.removed.join(', ')}`);
    return `changed the tags${parts.length ? ` (${parts.join('; ')})` : ''}`;
  },
  cube_recommended_format_changed: (d) =>
    d.to ? `set the recommended draft format to ${quote(d.to)}` : 'cleared the recommended draft format',
  cube_featured_changed: (d) =>
    d.featured ? 'featured the cube' : 'removed the cube from the featured cubes',
  collaborator_added: (d) => `added ${d.username} as ${d.role === 'editor' ? 'an editor' : d.role}`,
  collaborator_removed: (d) => (d.left ? 'left the cube' : `removed ${d.username} from the collaborators`),
  collaborator_role_changed: (d) => `changed ${d.username}’s role from ${d.from} to ${d.to}`,
  jumpstart_deck_added: (d) => `added the jumpstart deck ${quote(d.deckName)}`,
  jumpstart_deck_removed: (d) => `removed the jumpstart deck ${quote(d.deckName)}`,
  jumpstart_deck_updated: (d) => `updated the jumpstart deck ${quote(d.deckName)}`,
  cube_imported: (d) => `imported ${cardsWord(d.count)}${d.source ? ` from ${d.source}` : ''}`,
  cube_exported: (d) => `exported the cube as ${d.format}`,
  cube_created: (d) => `created the cube ${quote(d.name)}`,
};

/** The human-readable sentence for an entry, e.g. "alice moved Lightning Bolt to the maybeboard". */
export function summarizeActivity(event: ActivityEvent, actorName: string): string {
  const sentence = (SUMMARIES[event.action] as (d: unknown) => string)(event.details);
  return `${actorName} ${sentence}`;
}
