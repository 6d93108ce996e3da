import { describe, expect, it } from 'vitest';
import { type Card, normalizeCard } from '../cards';
import { type CubeCard, DEFAULT_CARD_FIELDS } from '../cube/types';
import { compileQuery } from './compile';

const bolt = normalizeCard({
  name: 'Lightning Bolt',
  mana_cost: '{R}',
  type_line: 'Instant',
  oracle_text: 'Lightning Bolt deals 3 damage to any target.',
  colors: ['R'],
  color_identity: ['R'],
}) as Card;

function entry(id: string, fields: Partial<CubeCard>): CubeCard {
  return { ...DEFAULT_CARD_FIELDS, id, cardId: bolt.id, name: bolt.name, addedAt: '2026-01-01', ...fields };
}

const entries = [
  entry('signed', { tags: ['Signed', 'Burn'], notes: 'Signpost for RW', finish: 'foil' }),
  entry('unsigned', { tags: ['Unsigned', 'Counter Synergy', 'Burn'], board: 'maybe', status: 'proxied' }),
  entry('plain', { status: 'not_owned', finish: 'etched' }),
  entry('noted', { tags: ['Redesigned'], notes: 'Too powerful', status: 'ordered' }),
];

function ids(q: string): string[] {
  const r = compileQuery(q);
  if (!r.ok) throw new Error(`${q}: ${r.error.message}`);
  return entries.filter((e) => r.predicate(bolt, e)).map((e) => e.id);
}

describe('tag', () => {
  it.each([
    ['tag:sign', ['signed', 'unsigned', 'noted']],
    ['tag:Signed', ['signed', 'unsigned', 'noted']],
    ['tag:"Signed"', ['signed']],
    ['tag=signed', ['signed']],
    ["tag:'counter synergy'", ['unsigned']],
    ['tag!=burn', ['plain', 'noted']],
    ['tags>2', ['unsigned']],
    ['tags=0', ['plain']],
    ['tags>0', ['signed', 'unsigned', 'noted']],
    ['tags:2', ['signed']],
    ['tag:/^(un)?signed$/', ['signed', 'unsigned']],
    ['tag:burn bolt', ['signed', 'unsigned']],
    ['tag:burn -tag:"signed"', ['unsigned']],
  ])('%s', (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });
});

describe('notes', () => {
  it.each([
    ['notes:signpost', ['signed']],
    ['notes:"too powerful"', ['noted']],
    ['notes="Too powerful"', ['noted']],
    ['notes="too"', []],
    ['notes=""', ['unsigned', 'plain']],
    ["notes!=''", ['signed', 'noted']],
    ['note:/^sign/', ['signed']],
  ])('%s', (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });
});

describe('board, status, finish', () => {
  it.each([
    ['board:main', ['signed', 'plain', 'noted']],
    ['board:maybe', ['unsigned']],
    ['board=maybeboard', ['unsigned']],
    ['board!=main', ['unsigned']],
    ['status:owned', ['signed']],
    ['status:proxied', ['unsigned']],
    ['status:"not owned"', ['plain']],
    ['status:not_owned OR status:ordered', ['plain', 'noted']],
    ['finish:foil', ['signed']],
    ['finish:nonfoil', ['unsigned', 'noted']],
    ['finish:etched', ['plain']],
    ['-finish:nonfoil', ['signed', 'plain']],
  ])('%s', (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });
});

describe('cube fields without a cube entry', () => {
  it('match nothing, and their negation matches', () => {
    for (const q of ['tag:burn', 'tags=0', 'notes=""', 'board:main', 'status:owned', 'finish:nonfoil']) {
      const r = compileQuery(q);
      const neg = compileQuery(`-(${q})`);
      expect(r.ok && r.predicate(bolt), q).toBe(false);
      expect(neg.ok && neg.predicate(bolt), q).toBe(true);
    }
  });

  it('card fields still apply alongside cube fields', () => {
    expect(ids('c:r tag:"burn"')).toEqual(['signed', 'unsigned']);
    expect(ids('c:u tag:"burn"')).toEqual([]);
  });
});
