import { describe, expect, it } from 'vitest';
import { colorsInText, colorsOfCost, parseManaCost } from './mana-cost';

describe('parseManaCost', () => {
  it.each([
    ['{2}{W}{U}', '{2}{W}{U}'],
    ['2WU', '{2}{W}{U}'],
    ['2 w u', '{2}{W}{U}'],
    ['{U/W}', '{W/U}'],
    ['W/U', '{W/U}'],
    ['{w/p}{w/p}', '{W/P}{W/P}'],
    ['{2/W}', '{2/W}'],
    ['2/W', '{2/W}'],
    ['{G/W/P}', '{G/W/P}'],
    ['{W/G/P}', '{G/W/P}'],
    ['RX', '{X}{R}'],
    ['{C}{C}', '{C}{C}'],
    ['{S}2', '{2}{S}'],
    ['12', '{12}'],
    ['', ''],
    ['{0}', '{0}'],
  ])('%s -> %s', (input, cost) => {
    const r = parseManaCost(input);
    expect(r).toMatchObject({ ok: true, cost });
  });

  it.each([
    ['{Q}', 'not a mana symbol'],
    ['{W/W}', 'not a mana symbol'],
    ['{2', 'closing brace'],
    ['{21}', 'at most 20'],
    ['K', 'not a mana symbol'],
    ['{W/U/B}', 'not a mana symbol'],
    ['W'.repeat(17), 'at most 16 symbols'],
  ])('refuses %s', (input, message) => {
    const r = parseManaCost(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toContain(message);
  });
});

describe('colour derivation', () => {
  it.each([
    ['{2}{W}{U}', ['W', 'U']],
    ['{G}{W}', ['W', 'G']],
    ['{R/G}', ['R', 'G']],
    ['{B/P}', ['B']],
    ['{2/W}', ['W']],
    ['{C}{S}{X}{3}', []],
    ['', []],
    ['{G/U/P}', ['U', 'G']],
  ])('%s has colours %j', (cost, colors) => {
    expect(colorsOfCost(cost)).toEqual(colors);
  });

  it('finds mana symbols in rules text but not tap symbols', () => {
    expect(colorsInText('{T}: Add {G}. {2}{B}, {T}: Draw a card.')).toEqual(['B', 'G']);
  });
});
