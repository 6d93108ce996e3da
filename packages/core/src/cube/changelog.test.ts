import { describe, expect, it } from 'vitest';
import { CHANGELOG_NAMES_SHOWN, changelogMarkdown, changelogTitle } from './changelog';
import { DEFAULT_CARD_FIELDS } from './types';

const entry = (name: string, board: 'main' | 'maybe' = 'main') => ({
  ...DEFAULT_CARD_FIELDS,
  board,
  id: `e-${name}`,
  cardId: `name:${name.toLowerCase()}`,
  name,
  addedAt: '2026-01-01T00:00:00.000Z',
});

describe('changelog posts', () => {
  it('lists adds and removals per board as card links, then moves and edits', () => {
    const md = changelogMarkdown({
      added: [entry('Lightning Bolt'), entry('Counterspell'), entry('Opt', 'maybe')],
      removed: [entry('Shock')],
      changed: [
        { id: 'e1', cardId: 'x', name: 'Brainstorm', before: { board: 'main' }, after: { board: 'maybe' } },
        { id: 'e2', cardId: 'y', name: 'Ponder', before: { tags: [] }, after: { tags: ['cantrip'] } },
      ],
    });
    expect(md.split('\n\n')).toEqual([
      '**Added (2):** [[Lightning Bolt]], [[Counterspell]]',
      '**Added (maybeboard) (1):** [[Opt]]',
      '**Removed (1):** [[Shock]]',
      '**Moved (1):** [[Brainstorm]]',
      '**Edited (1):** [[Ponder]]',
    ]);
    expect(changelogTitle({ added: [entry('A')], removed: [], changed: [] })).toBe('Changelog: +1 -0');
  });

  it('cuts long lists with a count of the rest', () => {
    const added = Array.from({ length: CHANGELOG_NAMES_SHOWN + 5 }, (_, i) => entry(`Card ${i}`));
    const md = changelogMarkdown({ added, removed: [], changed: [] });
    expect(md.endsWith(' and 5 more')).toBe(true);
    expect(md.match(/\[\[/g)).toHaveLength(CHANGELOG_NAMES_SHOWN);
    expect(changelogMarkdown({ added: [], removed: [], changed: [] })).toBe('');
  });
});
