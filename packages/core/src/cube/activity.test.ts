import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTIONS, type ActivityEvent, listCardNames, summarizeActivity } from './activity';
import { activityForDiff, activityForSettings, type CubeSettingsSnapshot } from './activity-events';
import { entry } from './cube-entries.test-support';
import { diffCards } from './diff';

const one = (name: string) => ({ cards: [name], count: 1 });

// One row per action type: the event and the sentence it reads as.
const TABLE: [ActivityEvent, string][] = [
  [
    { action: 'card_added', details: { ...one('Lightning Bolt'), board: 'main' } },
    'alice added Lightning Bolt',
  ],
  [
    { action: 'card_removed', details: { cards: ['Opt', 'Ponder'], count: 2, board: 'maybe' } },
    'alice removed Opt and Ponder from the maybeboard',
  ],
  [{ action: 'card_moved_to_considering', details: one('Opt') }, 'alice moved Opt to the maybeboard'],
  [{ action: 'card_moved_to_cube', details: one('Opt') }, 'alice moved Opt into the cube'],
  [
    { action: 'card_version_changed', details: { cards: ['A', 'B', 'C', 'D'], count: 5 } },
    'alice changed the printing of A, B, C and 2 more cards',
  ],
  [
    { action: 'card_updated', details: { ...one('Opt'), fields: ['tags', 'colorCategory'] } },
    'alice updated Opt (tags, colour category)',
  ],
  [
    { action: 'cards_bulk_added', details: { cards: ['A'], count: 540, board: 'main' } },
    'alice added 540 cards to the main board',
  ],
  [
    { action: 'cards_bulk_removed', details: { cards: ['A'], count: 12, board: 'maybe' } },
    'alice removed 12 cards from the maybeboard',
  ],
  [
    { action: 'cube_name_changed', details: { from: 'Old', to: 'New' } },
    'alice renamed the cube from “Old” to “New”',
  ],
  [{ action: 'cube_description_changed', details: {} }, 'alice updated the description'],
  [
    { action: 'cube_visibility_changed', details: { from: 'public', to: 'private' } },
    'alice made the cube private (was public)',
  ],
  [
    { action: 'cube_size_changed', details: { from: 360, to: 540 } },
    'alice changed the target size from 360 to 540 cards',
  ],
  [{ action: 'cube_cover_changed', details: { url: 'https://x/y.jpg' } }, 'alice changed the cover image'],
  [
    { action: 'cube_tags_changed', details: { added: ['vintage'], removed: ['pauper', 'budget'] } },
    'alice changed the tags (added vintage; removed pauper, budget)',
  ],
  [
    { action: 'cube_recommended_format_changed', details: { from: null, to: '3 packs of 15' } },
    'alice set the recommended draft format to “3 packs of 15”',
  ],
  [{ action: 'cube_featured_changed', details: { featured: true } }, 'alice featured the cube'],
  [
    { action: 'collaborator_added', details: { userId: 'u2', username: 'bob', role: 'editor' } },
    'alice added bob as an editor',
  ],
  [
    { action: 'collaborator_removed', details: { userId: 'u2', username: 'bob', left: false } },
    'alice removed bob from the collaborators',
  ],
  [
    {
      action: 'collaborator_role_changed',
      details: { userId: 'u2', username: 'bob', from: 'editor', to: 'editor' },
    },
    'alice changed bob’s role from editor to editor',
  ],
  [
    { action: 'jumpstart_deck_added', details: { deckName: 'Goblins' } },
    'alice added the jumpstart deck “Goblins”',
  ],
  [
    { action: 'jumpstart_deck_removed', details: { deckName: 'Goblins' } },
    'alice removed the jumpstart deck “Goblins”',
  ],
  [
    { action: 'jumpstart_deck_updated', details: { deckName: 'Goblins' } },
    'alice updated the jumpstart deck “Goblins”',
  ],
  [
    { action: 'cube_imported', details: { count: 540, source: 'CubeCobra CSV' } },
    'alice imported 540 cards from CubeCobra CSV',
  ],
  [{ action: 'cube_exported', details: { format: 'MTGO .dek' } }, 'alice exported the cube as MTGO .dek'],
  [{ action: 'cube_created', details: { name: 'Vintage Cube' } }, 'alice created the cube “Vintage Cube”'],
];

describe('summarizeActivity', () => {
  it('covers all 25 action types of the spec', () => {
    expect(ACTIVITY_ACTIONS).toHaveLength(25);
    expect(TABLE.map(([e]) => e.action).sort()).toEqual([...ACTIVITY_ACTIONS].sort());
  });
  it.each(TABLE)('%o', (event, sentence) => {
    expect(summarizeActivity(event, 'alice')).toBe(sentence);
  });
  it('words the special cases', () => {
    expect(summarizeActivity({ action: 'cube_cover_changed', details: { url: null } }, 'a')).toBe(
      'a reset the cover image to the default',
    );
    expect(
      summarizeActivity(
        { action: 'collaborator_removed', details: { userId: 'b', username: 'b', left: true } },
        'b',
      ),
    ).toBe('b left the cube');
    expect(summarizeActivity({ action: 'cube_featured_changed', details: { featured: false } }, 'a')).toBe(
      'a removed the cube from the featured cubes',
    );
  });
  it('lists names', () => {
    expect(listCardNames({ cards: ['A', 'B', 'C'], count: 3 })).toBe('A, B and C');
    expect(listCardNames({ cards: ['A', 'B', 'C'], count: 4 })).toBe('A, B, C and 1 more card');
  });
});

describe('activityForDiff', () => {
  const base = Array.from({ length: 8 }, (_, i) => entry(String(i), `Card ${i}`));

  it('records few additions singly and many as a bulk entry', () => {
    const added = [...base, entry('a', 'Opt'), entry('b', 'Ponder', { board: 'maybe' })];
    expect(activityForDiff(diffCards(base, added))).toEqual([
      { action: 'card_added', details: { cards: ['Opt'], count: 1, board: 'main' } },
      { action: 'card_added', details: { cards: ['Ponder'], count: 1, board: 'maybe' } },
    ]);
    const events = activityForDiff(diffCards([], base));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'cards_bulk_added', details: { count: 8, board: 'main' } });
    expect(activityForDiff(diffCards(base, []))[0]?.action).toBe('cards_bulk_removed');
  });

  it('records moves each way, printings and other edits', () => {
    const before = [...base.slice(0, 3), entry('m', 'Maybe Card', { board: 'maybe' })];
    const after = [
      { ...before[0]!, board: 'maybe' as const },
      { ...before[1]!, printingId: 'p' },
      { ...before[2]!, status: 'proxied' as const, tags: ['x'] },
      { ...before[3]!, board: 'main' as const },
    ];
    expect(activityForDiff(diffCards(before, after))).toEqual([
      { action: 'card_moved_to_considering', details: { cards: ['Card 0'], count: 1 } },
      { action: 'card_moved_to_cube', details: { cards: ['Maybe Card'], count: 1 } },
      { action: 'card_version_changed', details: { cards: ['Card 1'], count: 1 } },
      { action: 'card_updated', details: { cards: ['Card 2'], count: 1, fields: ['status', 'tags'] } },
    ]);
  });
});

describe('activityForSettings', () => {
  const before: CubeSettingsSnapshot = {
    name: 'A',
    description: '',
    visibility: 'public',
    size: 360,
    coverImageUrl: null,
    tags: ['x'],
    recommendedDraftFormat: null,
    isFeatured: false,
  };
  it('records one entry per changed field', () => {
    const after = { ...before, name: 'B', visibility: 'unlisted' as const, tags: ['y'], isFeatured: true };
    expect(activityForSettings(before, after).map((e) => e.action)).toEqual([
      'cube_name_changed',
      'cube_visibility_changed',
      'cube_tags_changed',
      'cube_featured_changed',
    ]);
    expect(activityForSettings(before, { ...before })).toEqual([]);
  });
});
