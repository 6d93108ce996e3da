import { expect, describe as group, it } from 'vitest';
import type { QueryNode } from './ast';
import { describe } from './describe';
import { FIELDS } from './fields';
import { FIELD_HELP, SYNTAX_HELP } from './help';
import { parseQuery } from './parse';

/** A compact rendering of the tree: `(and a b)`, `(or ...)`, `(not x)`, `field op value`. */
function show(node: QueryNode): string {
  switch (node.type) {
    case 'all':
      return '*';
    case 'term':
      return `${node.field}${node.op}${node.value}`;
    case 'not':
      return `(not ${show(node.child)})`;
    default:
      return `(${node.type} ${node.children.map(show).join(' ')})`;
  }
}

function tree(q: string): string {
  const r = parseQuery(q);
  if (!r.ok) throw new Error(`${q}: ${r.error.message}`);
  return show(r.ast);
}

function error(q: string) {
  const r = parseQuery(q);
  if (r.ok) throw new Error(`${q} should not parse`);
  return r.error;
}

group('parser precedence', () => {
  it.each([
    ['', '*'],
    ['   ', '*'],
    ['bolt', 'name:bolt'],
    ['"goblin guide"', 'name:goblin guide'],
    ['!"Fire // Ice"', 'name=Fire // Ice'],
    ['a b', '(and name:a name:b)'],
    ['a AND b', '(and name:a name:b)'],
    ['a and b', '(and name:a name:b)'],
    ['a OR b', '(or name:a name:b)'],
    ['a or b c', '(or name:a (and name:b name:c))'],
    ['a b or c', '(or (and name:a name:b) name:c)'],
    ['(a or b) c', '(and (or name:a name:b) name:c)'],
    ['-a b', '(and (not name:a) name:b)'],
    ['-(a or b)', '(not (or name:a name:b))'],
    ['--a', '(not (not name:a))'],
    ['-c:w', '(not color:w)'],
    ['t:instant OR t:sorcery', '(or type:instant type:sorcery)'],
    ['T:Instant', 'type:Instant'],
    ['c<>u', 'color!=u'],
    ['pow>tou', 'pow>tou'],
    ['o:"draw a card" mv<=1', '(and oracle:draw a card mv<=1)'],
    ['o:/^flying$/', 'oracle:^flying$'],
    ["tag:'Counter Synergy'", 'tag:Counter Synergy'],
    ['jace-like', 'name:jace-like'],
    ['((a))', 'name:a'],
    ['a (b or (c -d))', '(and name:a (or name:b (and name:c (not name:d))))'],
  ])('%s -> %s', (q, expected) => {
    expect(tree(q)).toBe(expected);
  });

  it('keeps quoted and regex flags and positions', () => {
    const r = parseQuery('bolt o:"draw" t:/elf/');
    expect(r.ok && r.ast.type === 'and' && r.ast.children).toMatchObject([
      { field: 'name', quoted: false, position: 0 },
      { field: 'oracle', quoted: true, position: 5 },
      { field: 'type', regex: true, position: 14 },
    ]);
  });
});

group('parse errors', () => {
  it.each([
    ['foo:bar', 0, 'Unknown field', 'a field'],
    ['bolt zz:1', 5, 'Unknown field', 'a field'],
    ['t>creature', 1, 'does not take ">"', 'one of : = !='],
    ['c:', 2, 'Missing value', 'a value'],
    ['c: w', 2, 'Missing value', 'a value'],
    ['c:xyz', 2, 'not a colour', 'colour letters'],
    ['mv>abc', 3, 'not a mana value', 'a number'],
    ['r:legendary', 2, 'not a rarity', 'common'],
    ['m:2q', 2, 'not a mana cost', 'a cost'],
    ['is:banana', 3, 'Unknown is', 'one of spell'],
    ['board:side', 6, 'not a board', 'main, maybe'],
    ['status:lost', 7, 'not a status', 'owned'],
    ['finish:gold', 7, 'not a finish', 'foil'],
    ['o:"draw', 2, 'Unclosed quote', 'a closing "'],
    ['"draw', 0, 'Unclosed quote', 'a closing "'],
    ['o:/draw', 2, 'Unclosed regular expression', 'a closing /'],
    ['o:/(/', 2, 'nterminated', 'a valid regular expression'],
    ['s:/war/', 2, 'does not take a regular expression', 'a plain value'],
    ['(c:w', 4, 'Missing ")"', '")" to close the "(" at column 1'],
    ['c:w)', 3, 'Unmatched ")"', 'a search term or the end'],
    ['()', 1, 'Empty parentheses', 'a search term'],
    ['a or', 4, 'Query ends too early', 'a search term'],
    ['or a', 0, 'Unexpected "OR"', 'a search term'],
    ['a and or b', 6, 'Unexpected "OR"', 'a search term'],
  ])('%s -> error at %i', (q, position, message, expected) => {
    const e = error(q);
    expect(e.position).toBe(position);
    expect(e.message).toContain(message);
    expect(e.expected).toContain(expected);
  });
});

group('lenient spots', () => {
  it('reads a lone "-" as a bare word, not a dangling negation', () => {
    expect(tree('a -')).toBe('(and name:a name:-)');
  });
});

group('FIELD_HELP', () => {
  it('documents every field with the parser aliases', () => {
    for (const field of FIELDS) {
      const help = FIELD_HELP.find((h) => h.field === field.name);
      expect(help, field.name).toBeDefined();
      expect([...help!.aliases].sort()).toEqual([...field.aliases].sort());
      expect(help!.operators).toEqual([...field.ops]);
    }
    expect(FIELD_HELP).toHaveLength(FIELDS.length);
  });

  it('has examples that all parse', () => {
    for (const ex of [...SYNTAX_HELP, ...FIELD_HELP.flatMap((h) => h.examples)]) {
      const r = parseQuery(ex.query);
      expect(r.ok ? 'ok' : r.error.message, ex.query).toBe('ok');
    }
  });
});

group('describe', () => {
  it.each([
    ['', 'All cards'],
    ['bolt', 'Cards whose name contains "bolt"'],
    ['t:instant mv<=1', 'Cards whose type line contains "instant" and whose mana value is at most 1'],
    ['c:rg OR -is:spell', 'Cards (whose colour includes rg or not (that are spell))'],
    ['tags>2', 'Cards whose number of tags is greater than 2'],
    ['!"Lightning Bolt"', 'Cards named exactly "Lightning Bolt"'],
    ['f:edh year>=2020', 'Cards legal in edh and whose release year is at least 2020'],
    [
      'banned:modern -has:watermark a:rush',
      'Cards banned in modern and not (that have a watermark) and whose artist contains "rush"',
    ],
  ])('%s', (q, sentence) => {
    const r = parseQuery(q);
    expect(r.ok && describe(r.ast)).toBe(sentence);
  });
});
