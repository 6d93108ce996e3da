import { describe, expect, it } from 'vitest';
import { CARD_BLOOM_MAX_BYTES, CardIdBloom } from './card-id-bloom';

const ids = (n: number, prefix = 'card') => Array.from({ length: n }, (_, i) => `${prefix}:${i}`);

describe('CardIdBloom', () => {
  it('holds every id it was given, through its text form', () => {
    const held = ids(720);
    const back = CardIdBloom.parse(CardIdBloom.of(held).toString());
    expect(back).not.toBeNull();
    for (const id of held) expect(back?.has(id)).toBe(true);
  });

  it('answers no for almost every id it was not given', () => {
    const bloom = CardIdBloom.of(ids(720));
    const others = ids(20_000, 'other');
    const positives = others.filter((id) => bloom.has(id)).length;
    expect(positives).toBeLessThan(10);
  });

  it('stays within its size cap for a large store', () => {
    expect(CardIdBloom.of(ids(20_000)).bytes.length).toBe(CARD_BLOOM_MAX_BYTES);
  });

  it('refuses text that is not a filter', () => {
    for (const bad of ['', 'a', 'ab=c', 'a b', 'A'.repeat(6000), '!!!!'])
      expect(CardIdBloom.parse(bad)).toBeNull();
  });
});

describe('CardIdBloom text form', () => {
  it('is the base64url of its bytes', () => {
    for (const n of [1, 5, 100, 720]) {
      const bloom = CardIdBloom.of(Array.from({ length: n }, (_, i) => `x${i}`));
      expect(bloom.toString()).toBe(Buffer.from(bloom.bytes).toString('base64url'));
      expect(CardIdBloom.parse(bloom.toString())?.bytes).toEqual(bloom.bytes);
    }
  });
});
