import type { CubeCard } from '@cubewright/core/cube';
import { describe, expect, it } from 'vitest';
import { countByKind, defaultSummary, describeChange, parseTags } from './change-text';
import {
  EMPTY_STAGING,
  keepApplicable,
  stageAdd,
  stagedList,
  stageEdit,
  stageMove,
  stagePrinting,
  stageRemove,
  toCardOps,
  undoChange,
} from './staging';

const entry = (id: string, name: string, extra: Partial<CubeCard> = {}): CubeCard => ({
  id,
  cardId: `card-${name}`,
  name,
  addedAt: '2024-01-01T00:00:00.000Z',
  printingId: null,
  board: 'main',
  finish: 'nonfoil',
  status: 'owned',
  tags: [],
  notes: '',
  colorCategory: null,
  imageUrl: null,
  manaValue: null,
  typeLine: null,
  rarity: null,
  ...extra,
});
const base = [
  entry('e1', 'Opt'),
  entry('e2', 'Counterspell', { board: 'maybe' }),
  entry('e3', 'Lightning Bolt'),
];

describe('staging', () => {
  it('turns staged changes to existing entries into the API operations, in order', () => {
    let s = stageMove(EMPTY_STAGING, base, 'e1', 'Opt', 'maybe');
    s = stagePrinting(s, base, 'e3', 'Lightning Bolt', 'p-m10', 'M10 #146');
    s = stageEdit(s, base, 'e2', 'Counterspell', { finish: 'foil', tags: ['blue'] });
    s = stageRemove(s, 'e1', 'Opt');
    expect(toCardOps(s)).toEqual([
      { type: 'setPrinting', id: 'e3', printingId: 'p-m10' },
      { type: 'update', id: 'e2', fields: { finish: 'foil', tags: ['blue'] } },
      { type: 'remove', id: 'e1' },
    ]);
    // Removing Opt dropped its move: the diff panel shows one line per entry and kind.
    expect(s.changes.map((c) => c.kind)).toEqual(['printing', 'edit', 'remove']);
    const list = stagedList(base, s);
    expect(list.map((c) => c.id)).toEqual(['e2', 'e3']);
    expect(list.find((c) => c.id === 'e3')).toMatchObject({ printingId: 'p-m10', touched: ['printing'] });
  });

  it('folds changes to cards added in the batch into their add', () => {
    let s = stageAdd(EMPTY_STAGING, [
      { cardId: 'c-bolt', name: 'Lightning Bolt' },
      { cardId: 'c-opt', name: 'Opt' },
    ]);
    const [bolt, opt] = s.changes.map((c) => c.entryId) as [string, string];
    s = stageMove(s, base, bolt, 'Lightning Bolt', 'maybe');
    s = stagePrinting(s, base, bolt, 'Lightning Bolt', 'p-1', 'M10 #146');
    s = stageEdit(s, base, bolt, 'Lightning Bolt', { status: 'proxied' });
    s = stageRemove(s, opt, 'Opt');
    expect(toCardOps(s)).toEqual([
      {
        type: 'add',
        card: {
          name: 'Lightning Bolt',
          cardId: 'c-bolt',
          board: 'maybe',
          printingId: 'p-1',
          status: 'proxied',
        },
      },
    ]);
    const added = stagedList(base, s).filter((c) => c.isNew);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ board: 'maybe', printingId: 'p-1', status: 'proxied' });
  });

  it('drops a change that brings a value back to the original', () => {
    let s = stageMove(EMPTY_STAGING, base, 'e1', 'Opt', 'maybe');
    expect(s.changes).toHaveLength(1);
    s = stageMove(s, base, 'e1', 'Opt', 'main');
    expect(s.changes).toHaveLength(0);
    s = stageEdit(s, base, 'e1', 'Opt', { finish: 'foil', notes: 'signed' });
    s = stageEdit(s, base, 'e1', 'Opt', { finish: 'nonfoil' });
    expect(s.changes).toHaveLength(1);
    expect(toCardOps(s)).toEqual([{ type: 'update', id: 'e1', fields: { notes: 'signed' } }]);
    s = stageEdit(s, base, 'e1', 'Opt', { notes: '' });
    expect(toCardOps(s)).toEqual([]);
  });

  it('undoes one change at a time; undoing an add drops the changes to that card', () => {
    let s = stageAdd(EMPTY_STAGING, [{ cardId: 'c-bolt', name: 'Lightning Bolt' }]);
    const bolt = s.changes[0]!.entryId;
    s = stageMove(s, base, bolt, 'Lightning Bolt', 'maybe');
    s = stageMove(s, base, 'e1', 'Opt', 'maybe');
    s = stageRemove(s, 'e2', 'Counterspell');
    const removal = s.changes.find((c) => c.kind === 'remove')!;
    s = undoChange(s, removal.seq);
    expect(stagedList(base, s).some((c) => c.id === 'e2')).toBe(true);
    s = undoChange(s, s.changes[0]!.seq);
    expect(toCardOps(s)).toEqual([{ type: 'move', id: 'e1', board: 'maybe' }]);
    expect(undoChange(s, 999)).toBe(s);
  });

  it('keeps untouched entries as the same objects between renders (memoised rows)', () => {
    const s1 = stageAdd(EMPTY_STAGING, [{ cardId: 'c-x', name: 'X' }]);
    const s2 = stageMove(s1, base, 'e1', 'Opt', 'maybe');
    const before = stagedList(base, s1);
    const after = stagedList(base, s2);
    expect(after.find((c) => c.id === 'e2')).toBe(before.find((c) => c.id === 'e2'));
    expect(after.find((c) => c.isNew)).toBe(before.find((c) => c.isNew));
    expect(after.find((c) => c.id === 'e1')).not.toBe(before.find((c) => c.id === 'e1'));
    expect(before.find((c) => c.id === 'e1')?.board).toBe('main');
    expect(stagedList(base, s1).find((c) => c.id === 'e1')?.touched).toEqual([]);
  });

  it('after a conflict keeps only the changes that still apply', () => {
    let s = stageAdd(EMPTY_STAGING, [{ cardId: 'c-x', name: 'X' }]);
    s = stageMove(s, base, 'e1', 'Opt', 'maybe');
    s = stageEdit(s, base, 'e2', 'Counterspell', { notes: 'n' });
    s = stageRemove(s, 'e3', 'Lightning Bolt');
    const reloaded = base.filter((c) => c.id !== 'e3');
    const { staging, dropped } = keepApplicable(s, reloaded, new Set(['e2']));
    expect(dropped.map((c) => c.entryId)).toEqual(['e2', 'e3']);
    expect(toCardOps(staging).map((op) => op.type)).toEqual(['add', 'move']);
  });
});

describe('change text', () => {
  it('describes each kind and sums them up', () => {
    let s = stageAdd(EMPTY_STAGING, [{ cardId: 'c', name: 'Opt' }], 'maybe');
    s = stageMove(s, base, 'e1', 'Opt', 'maybe');
    s = stagePrinting(s, base, 'e3', 'Lightning Bolt', 'p', 'M10 #146');
    s = stageEdit(s, base, 'e2', 'Counterspell', { finish: 'foil', tags: [], status: 'ordered' });
    s = stageRemove(s, 'e3', 'Lightning Bolt');
    expect(s.changes.map((c) => describeChange(c))).toEqual([
      'Add Opt to the maybeboard',
      'Move Opt to the maybeboard',
      'Edit Counterspell: finish Foil; status Ordered',
      'Remove Lightning Bolt',
    ]);
    expect(countByKind(s.changes)).toEqual({ add: 1, remove: 1, move: 1, printing: 0, edit: 1 });
    expect(defaultSummary(s.changes)).toBe('Added 1, removed 1, moved 1, edited 1');
    expect(parseTags(' aggro, removal ,, aggro')).toEqual(['aggro', 'removal']);
  });
});
