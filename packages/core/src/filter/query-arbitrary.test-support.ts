// Random queries for property tests: terms drawn from a list, joined by AND, OR and NOT to any depth.
import fc from 'fast-check';

/** Terms of every kind of field (cube-only ones too: over cards alone they match nothing). */
export const QUERY_ATOMS = [
  'bolt',
  '"draw a card"',
  'c:r',
  'c:m',
  'c<=esper',
  'id:c',
  'ci>1',
  't:creature',
  't:land',
  'o:draw',
  'o:/^flying$/',
  'mv<=2',
  'mv:odd',
  'pow>tou',
  'tou>=4',
  'loy:3',
  'r>=rare',
  's:war',
  'kw:flying',
  'kw>1',
  'm:{g/w}',
  'm=r',
  'is:spell',
  'is:permanent',
  'is:dfc',
  'is:gold',
  'tag:burn',
  'tags=0',
  'notes:fun',
  'board:maybe',
];

/** Queries built from `atoms` (each a valid term) with AND, OR and leading `-`. */
export function queriesOf(atoms: readonly string[]): fc.Arbitrary<string> {
  return fc.letrec<{ q: string }>((tie) => ({
    q: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...atoms),
      fc.tuple(tie('q'), tie('q')).map(([a, b]) => `${a} ${b}`),
      fc.tuple(tie('q'), tie('q')).map(([a, b]) => `(${a} OR ${b})`),
      tie('q').map((a) => `-${a.startsWith('-') ? `(${a})` : a}`),
    ),
  })).q;
}
