import type { CubeCard } from '@cubewright/core/cube';
import { describe, expect, it } from 'vitest';
import { stagedList, toCardOps } from '../cube-edit/staging';
import { stageListDifference } from './staging-from-list';

const entry = (id: string, name: string, board: CubeCard['board'] = 'main'): CubeCard => ({
  id,
  cardId: `card-${name}`,
  name,
  addedAt: '2024-01-01T00:00:00.000Z',
  printingId: null,
  board,
  finish: 'nonfoil',
  status: 'owned',
  tags: [],
  notes: '',
  colorCategory: null,
  imageUrl: null,
  manaValue: null,
  typeLine: null,
  rarity: null,
});
const card = (name: string, board: CubeCard['board'] = 'main') => ({ cardId: `card-${name}`, name, board });
const names = (cards: readonly CubeCard[], board: CubeCard['board']) =>
  cards
    .filter((c) => c.board === board)
    .map((c) => c.name)
    .sort();

const cube = [
  entry('e1', 'Opt'),
  entry('e2', 'Ponder'),
  entry('e3', 'Shock'),
  entry('e4', 'Island', 'maybe'),
];

describe('a proposal started from a list', () => {
  it('stages the cuts and adds that make the main board the pasted list, leaving other boards alone', () => {
    const { staging, cuts, adds, kept } = stageListDifference(
      cube,
      [card('Opt'), card('Shock'), card('Lightning Bolt')],
      'main',
    );
    expect({ cuts, adds, kept }).toEqual({ cuts: 1, adds: 1, kept: 2 });
    const after = stagedList(cube, staging);
    expect(names(after, 'main')).toEqual(['Lightning Bolt', 'Opt', 'Shock']);
    expect(names(after, 'maybe')).toEqual(['Island']);
    expect(toCardOps(staging)).toEqual([
      { type: 'remove', id: 'e2' },
      expect.objectContaining({
        type: 'add',
        card: expect.objectContaining({ cardId: 'card-Lightning Bolt' }),
      }),
    ]);
  });

  it("compares every board with a copy's list, so a card moved between boards is cut and re-added", () => {
    const copy = [card('Opt'), card('Ponder'), card('Shock', 'maybe'), card('Island', 'maybe')];
    const { staging, cuts, adds } = stageListDifference(cube, copy, 'all');
    expect({ cuts, adds }).toEqual({ cuts: 1, adds: 1 });
    const after = stagedList(cube, staging);
    expect(names(after, 'main')).toEqual(['Opt', 'Ponder']);
    expect(names(after, 'maybe')).toEqual(['Island', 'Shock']);
  });
});
