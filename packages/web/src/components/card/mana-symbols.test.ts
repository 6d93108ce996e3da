import { describe, expect, it } from 'vitest';
import { costLabel, costSymbols, loyaltyLabel, symbolShape, textRuns } from './mana-symbols';

describe('costSymbols', () => {
  it('splits a cost into upper-case symbols, dropping the face separator', () => {
    expect(costSymbols('{2}{W}{W}')).toEqual(['2', 'W', 'W']);
    expect(costSymbols('{1}{w/u} // {g/p}')).toEqual(['1', 'W/U', 'G/P']);
    expect(costSymbols('')).toEqual([]);
  });
});

describe('symbolShape', () => {
  it.each([
    ['2', '2 generic', 1],
    ['10', '10 generic', 1],
    ['W', 'white', 1],
    ['C', 'colorless', 1],
    ['X', 'X', 1],
    ['S', 'snow', 1],
    ['T', 'tap', 1],
    ['Q', 'untap', 1],
    ['E', 'energy', 1],
    ['W/U', 'white or blue', 2],
    ['2/W', '2 generic or white', 2],
    ['C/G', 'colorless or green', 2],
    ['G/P', 'Phyrexian green', 1],
    ['G/U/P', 'Phyrexian green or blue', 2],
  ])('%s reads as "%s" with %i fill(s)', (symbol, label, fills) => {
    const shape = symbolShape(symbol);
    expect(shape.label).toBe(label);
    expect(shape.fills).toHaveLength(fills);
    expect(shape.glyphs).toHaveLength(fills);
  });

  it('draws pictures for the symbols that are not letters', () => {
    expect(symbolShape('T').glyphs).toEqual([{ kind: 'tap' }]);
    expect(symbolShape('Q').glyphs).toEqual([{ kind: 'untap' }]);
    expect(symbolShape('S').glyphs).toEqual([{ kind: 'snow' }]);
    expect(symbolShape('E').glyphs).toEqual([{ kind: 'energy' }]);
    expect(symbolShape('B/P').glyphs).toEqual([{ kind: 'phyrexian' }]);
    expect(symbolShape('2/R').glyphs).toEqual([
      { kind: 'text', text: '2' },
      { kind: 'text', text: 'R' },
    ]);
  });

  it('gives a hybrid the fills of both its halves', () => {
    const [w, u] = [symbolShape('W').fills[0], symbolShape('U').fills[0]];
    expect(symbolShape('W/U').fills).toEqual([w, u]);
    expect(w).not.toBe(u);
  });

  it('keeps an unknown symbol readable as itself', () => {
    expect(symbolShape('HW').label).toBe('HW');
  });
});

describe('costLabel', () => {
  it('reads a whole cost symbol by symbol', () => {
    expect(costLabel('{2}{W}{W}')).toBe('2 generic, white, white');
    expect(costLabel('{X}{R/G}{B/P}')).toBe('X, red or green, Phyrexian black');
  });
});

describe('textRuns', () => {
  it('finds symbols inside rules text', () => {
    expect(textRuns('{T}: Add {C}{C}.')).toEqual([
      { symbol: 'T' },
      { text: ': Add ' },
      { symbol: 'C' },
      { symbol: 'C' },
      { text: '.' },
    ]);
  });

  it('reads a leading loyalty cost, with either minus sign', () => {
    expect(textRuns('[+1]: Draw a card.')).toEqual([{ loyalty: '+1' }, { text: ': Draw a card.' }]);
    expect(textRuns('[−2]: Exile it.')[0]).toEqual({ loyalty: '−2' });
    expect(textRuns('[-X]: Destroy it.')[0]).toEqual({ loyalty: '−X' });
    expect(textRuns('[0]: Untap it.')[0]).toEqual({ loyalty: '0' });
  });

  it('leaves brackets that are not a loyalty cost as text', () => {
    expect(textRuns('Choose one [+1 counter]')).toEqual([{ text: 'Choose one [+1 counter]' }]);
    expect(textRuns('Then [+1]: no')).toEqual([{ text: 'Then [+1]: no' }]);
  });

  it('reads loyalty costs aloud', () => {
    expect(loyaltyLabel('+1')).toBe('plus 1 loyalty');
    expect(loyaltyLabel('−2')).toBe('minus 2 loyalty');
    expect(loyaltyLabel('0')).toBe('0 loyalty');
  });
});
