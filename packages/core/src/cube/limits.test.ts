import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUBE_CARDS_MAX, tooManyCardsMessage, utf8ByteLength, WHITEPAPER_MAX_BYTES } from './limits';

describe('limits', () => {
  it('keep the promised bounds', () => {
    expect(CUBE_CARDS_MAX).toBeGreaterThanOrEqual(10_000);
    expect(WHITEPAPER_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(tooManyCardsMessage(10_012)).toContain('this change would make 10,012');
  });

  it('measures UTF-8 bytes like Node does, including lone surrogates', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text, 'utf8'));
      }),
    );
    expect(utf8ByteLength('\ud800x')).toBe(Buffer.byteLength('\ud800x', 'utf8'));
    expect(utf8ByteLength('é🂡')).toBe(6);
  });
});
