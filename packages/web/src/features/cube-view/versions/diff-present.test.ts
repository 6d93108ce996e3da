import type { Printing } from '@cubewright/core/cards';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '@cubewright/core/cube';
import { describe, expect, it } from 'vitest';
import { presentDiff, showValue } from './diff-present';

const entry = (id: string, name: string, fields: Partial<CubeCard> = {}): CubeCard => ({
  ...DEFAULT_CARD_FIELDS,
  id,
  cardId: `name:${name}`,
  name,
  addedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const printing = (id: string, set: string, setName: string, num: string): Printing => ({
  id,
  cardId: 'x',
  name: 'x',
  set,
  setName,
  collectorNumber: num,
  rarity: null,
  releasedAt: null,
  imageUri: null,
});

describe('presentDiff', () => {
  it('splits a diff into sorted sections with readable details', () => {
    const presented = presentDiff(
      {
        added: [entry('1', 'Sol Ring'), entry('2', 'Counterspell', { board: 'maybe' })],
        removed: [entry('3', 'Shock')],
        changed: [
          {
            id: '4',
            cardId: 'c',
            name: 'Lightning Bolt',
            before: { printingId: 'a' },
            after: { printingId: 'b' },
          },
          {
            id: '5',
            cardId: 'c',
            name: 'Brainstorm',
            before: { board: 'main', tags: [] },
            after: { board: 'maybe', tags: ['cantrip', 'blue'] },
          },
          {
            id: '6',
            cardId: 'c',
            name: 'Ponder',
            before: { status: 'not_owned' },
            after: { status: 'owned' },
          },
        ],
      },
      {
        a: printing('a', 'lea', 'Limited Edition Alpha', '161'),
        b: printing('b', 'm10', 'Magic 2010', '146'),
      },
    );
    expect(presented.empty).toBe(false);
    expect(presented.sections.map((s) => [s.title, s.lines.map((l) => `${l.name}|${l.detail}`)])).toEqual([
      ['Added', ['Counterspell|to the maybeboard', 'Sol Ring|']],
      ['Removed', ['Shock|']],
      ['Printings swapped', ['Lightning Bolt|Limited Edition Alpha (LEA) #161 → Magic 2010 (M10) #146']],
      ['Moved between boards', ['Brainstorm|Main board → Maybeboard']],
      ['Edited', ['Brainstorm|tags: none → cantrip, blue', 'Ponder|status: not owned → owned']],
    ]);
  });

  it('names named boards by their name, never their internal id, and a board since deleted as such', () => {
    const boards = [{ id: 'b-sqclfle6y5', name: 'Tokens' }];
    const move = (id: string, from: string, to: string) => ({
      id,
      cardId: 'c',
      name: `Card ${id}`,
      before: { board: from },
      after: { board: to },
    });
    const presented = presentDiff(
      {
        added: [entry('1', 'Goblin token', { board: 'b-sqclfle6y5' })],
        removed: [entry('2', 'Soldier token', { board: 'b-gone1234' })],
        changed: [move('3', 'main', 'b-sqclfle6y5'), move('4', 'b-gone1234', 'maybe')],
      },
      {},
      boards,
    );
    expect(presented.sections.map((s) => s.lines.map((l) => l.detail))).toEqual([
      ['to “Tokens”'],
      ['from a deleted board'],
      ['Main board → Tokens', 'a deleted board → Maybeboard'],
    ]);
  });

  it('names an unknown printing by its id and the default printing as such', () => {
    const presented = presentDiff({
      added: [],
      removed: [],
      changed: [
        { id: '1', cardId: 'c', name: 'Bolt', before: { printingId: null }, after: { printingId: 'zz' } },
      ],
    });
    expect(presented.sections[0]!.lines[0]!.detail).toBe('default printing → zz');
  });

  it('reports an empty diff and a white paper change', () => {
    expect(presentDiff({ added: [], removed: [], changed: [] }).empty).toBe(true);
    const wp = presentDiff({ added: [], removed: [], changed: [], whitepaper: { before: 'a', after: 'b' } });
    expect(wp.empty).toBe(false);
    expect(wp.whitepaper).toEqual({ before: 'a', after: 'b' });
  });

  it('shows values plainly', () => {
    expect(showValue([])).toBe('none');
    expect(showValue('')).toBe('none');
    expect(showValue(null)).toBe('none');
    expect(showValue('not_owned')).toBe('not owned');
  });
});
