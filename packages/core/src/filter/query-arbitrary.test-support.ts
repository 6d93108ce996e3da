// Random queries for property tests: terms drawn from a list, joined by AND, OR and NOT to any depth.
import fc from 'fast-check';

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
