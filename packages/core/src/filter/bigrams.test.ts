import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bigramSignature, mayContain } from './bigrams';

describe('bigram signatures', () => {
  it('never rule out a text that contains the phrase', () => {
    fc.assert(
      fc.property(fc.string(), fc.string({ minLength: 2 }), fc.string(), (pre, phrase, post) => {
        expect(mayContain(phrase)!(bigramSignature(pre + phrase + post))).toBe(true);
      }),
    );
  });

  it('rule out texts that lack a pair of the phrase', () => {
    const sig = bigramSignature('flying, first strike');
    expect(mayContain('draw a card')!(sig)).toBe(false);
    expect(mayContain('first strike')!(sig)).toBe(true);
  });

  it('give no test for phrases shorter than a pair', () => {
    expect(mayContain('x')).toBeNull();
    expect(mayContain('')).toBeNull();
  });
});
