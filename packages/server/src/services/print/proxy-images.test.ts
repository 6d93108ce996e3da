import { describe, expect, it } from 'vitest';
import { solidPng } from '../../../test/solid-png';
import { createProxyImages, scryfallImageUrl } from './proxy-images';

const BOLT = 'https://cards.scryfall.io/large/front/d/5/d573ef03-4730-45aa-93dd-e45ac1dbaf4a.jpg?1559591645';

describe('proxy images', () => {
  it("fetches Scryfall's image host only, at the normal size, through the configured base", () => {
    expect(scryfallImageUrl(BOLT, 'http://mirror.test')).toBe(
      'http://mirror.test/normal/front/d/5/d573ef03-4730-45aa-93dd-e45ac1dbaf4a.jpg?1559591645',
    );
    // A custom card's own URL, a plain-http copy or another host would point the server anywhere.
    for (const uri of [
      'https://example.com/large/front/x.jpg',
      'http://cards.scryfall.io/large/front/x.jpg',
      'https://cards.scryfall.io.evil.test/large/front/x.jpg',
      'https://169.254.169.254/latest/meta-data',
      'not a url',
      null,
    ])
      expect(scryfallImageUrl(uri, 'http://mirror.test'), String(uri)).toBeNull();
  });

  it('keeps only real images, and asks once for copies wanted at the same time', async () => {
    const asked: string[] = [];
    const png = solidPng(2, 3, [0, 0, 0]);
    const fake = (async (url: string) => {
      asked.push(url);
      return url.endsWith('.jpg?1559591645') ? new Response(png) : new Response('<html>', { status: 200 });
    }) as typeof fetch;
    const images = createProxyImages('http://mirror.test', fake);
    const other = BOLT.replace('d573ef03', 'aaaaaaaa').replace('?1559591645', '');
    const [a, b, c, none] = await images.fetchAll([BOLT, BOLT, other, null]);
    expect(a).toEqual({ kind: 'png', data: png });
    expect(b).toBe(a);
    expect(c).toBeNull();
    expect(none).toBeNull();
    expect(asked).toHaveLength(2);
  });
});
