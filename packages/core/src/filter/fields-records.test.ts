import { describe, expect, it } from 'vitest';
import { type Card, normalizeCard } from '../cards';
import { DEFAULT_CARD_FIELDS } from '../cube/types';
import { formatQueryError } from './ast';
import { compileQuery } from './compile';
import type { FilterEntry } from './field-spec';
import { usesRecordFields } from './fields-records';

const bolt = normalizeCard({
  name: 'Lightning Bolt',
  mana_cost: '{R}',
  type_line: 'Instant',
  colors: ['R'],
  color_identity: ['R'],
}) as Card;

const entry = (id: string, records?: FilterEntry['records']): FilterEntry => ({
  ...DEFAULT_CARD_FIELDS,
  id,
  cardId: bolt.id,
  name: bolt.name,
  addedAt: '2026-01-01',
  ...(records ? { records } : {}),
});

const entries = [
  entry('star', { decks: 6, winRate: 0.6, ata: 1.4, mainRate: 1 }),
  entry('fair', { decks: 5, winRate: 0.55, ata: 2.96, mainRate: 0.5 }),
  entry('weak', { decks: 2, winRate: 0.25, ata: 9, mainRate: 0.25 }),
  entry('unplayed', { decks: 0, winRate: null, ata: null, mainRate: 0 }),
  entry('drafted-no-matches', { decks: 1, winRate: null, ata: 3, mainRate: null }),
  entry('not-loaded'),
];

function ids(q: string): string[] {
  const r = compileQuery(q);
  if (!r.ok) throw new Error(`${q}: ${formatQueryError(r.error)}`);
  return entries.filter((e) => r.predicate(bolt, e)).map((e) => e.id);
}

describe('record fields of a cube list', () => {
  it.each([
    ['wr>55', ['star']],
    ['wr>=55', ['star', 'fair']],
    ['wr>=55%', ['star', 'fair']],
    ['winrate<50', ['weak']],
    ['wr!=60', ['fair', 'weak']],
    ['decks>=5', ['star', 'fair']],
    ['decks=0', ['unplayed']],
    ['decks>0', ['star', 'fair', 'weak', 'drafted-no-matches']],
    ['wr>55 decks>=5', ['star']],
    ['-wr>55', ['fair', 'weak', 'unplayed', 'drafted-no-matches', 'not-loaded']],
    // ata at one decimal as shown: 2.96 reads 3.0, so it is not under 3.
    ['ata<3', ['star']],
    ['ata<=3', ['star', 'fair', 'drafted-no-matches']],
    ['ata>5', ['weak']],
    ['ata=3', ['fair', 'drafted-no-matches']],
    ['mainrate>0.5', ['star']],
    ['mainrate>=0.5', ['star', 'fair']],
    ['mainrate>=50%', ['star', 'fair']],
    ['mainrate=0', ['unplayed']],
    ['mainrate<0.3', ['weak', 'unplayed']],
    ['ata<3 mainrate>0.5', ['star']],
  ])('%s', (q, expected) => {
    expect(ids(q)).toEqual(expected);
  });

  it('matches nothing outside a cube (no entry)', () => {
    const r = compileQuery('decks>=0');
    expect(r.ok && r.predicate(bolt)).toBe(false);
  });

  it('refuses values that are not rates or counts, saying what fits', () => {
    for (const [q, expected] of [
      ['wr>abc', 'a percentage from 0 to 100'],
      ['wr>101', 'a percentage from 0 to 100'],
      ['decks>=many', 'a number, like decks>=5'],
      ['ata<early', 'an average pick, like ata<3'],
      ['mainrate>2', 'a share from 0 to 1 or a percentage'],
      ['mainrate>120%', 'a share from 0 to 1 or a percentage'],
    ] as const) {
      const r = compileQuery(q);
      expect(r.ok, q).toBe(false);
      if (!r.ok) expect(r.error.expected, q).toContain(expected);
    }
  });
});

describe('usesRecordFields', () => {
  it.each([
    ['wr>55', true],
    ['t:creature (c:r or -decks>=2)', true],
    ['t:creature tag:wr', false],
    ['ata<3', true],
    ['c:g -mainrate>0.5', true],
    ['', false],
  ])('%s', (q, expected) => {
    const r = compileQuery(q);
    expect(r.ok && usesRecordFields(r.ast)).toBe(expected);
  });
});
