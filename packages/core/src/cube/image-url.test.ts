import { describe, expect, it } from 'vitest';
import { imageUrlProblem } from './image-url';
import { imageUrlSchema } from './image-url-schema';

describe('the image URL rule', () => {
  it('accepts plain https URLs, with ports, queries, IPv6 hosts and non-Latin hosts', () => {
    for (const url of [
      'https://cards.scryfall.io/normal/front/8/4/84f2.jpg?1680048203',
      'https://example.com:8443/a/b.png#x',
      'https://[2001:db8::1]/x.jpg',
      'https://bücher.example/x.jpg',
      'https://cdn.example/u/@name/x.jpg',
    ]) {
      expect(imageUrlProblem(url), url).toBeNull();
    }
  });

  it('refuses other schemes, credentials, backslash tricks and hostless URLs', () => {
    const cases: [string, string][] = [
      ['http://example.com/a.jpg', 'not-https'],
      ['javascript:alert(1)', 'not-https'],
      ['data:image/png;base64,AAAA', 'not-https'],
      ['//example.com/a.jpg', 'not-https'],
      ['example.com/a.jpg', 'not-https'],
      ['https:example.com/a.jpg', 'malformed'],
      ['https://user:pass@example.com/a.jpg', 'credentials'],
      ['https://good.example@evil.test/a.jpg', 'credentials'],
      ['https://evil.test\\@good.example/a.jpg', 'malformed'],
      ['https://evil.test\\good.example/a.jpg', 'malformed'],
      ['https:\\\\evil.test/a.jpg', 'malformed'],
      ['https:///a.jpg', 'malformed'],
      ['https://', 'malformed'],
      ['https://exa mple.com/a.jpg', 'malformed'],
      ['https://example.com/a b.jpg', 'malformed'],
      ['https://example.com:port/a.jpg', 'malformed'],
      ['https://ex%61mple.com/a.jpg', 'malformed'],
    ];
    for (const [url, problem] of cases) expect(imageUrlProblem(url), url).toBe(problem);
  });

  it("gives each field's schema the same rule, in a sentence naming the field", () => {
    const cover = imageUrlSchema('The cover image URL', 30);
    expect(cover.safeParse(' https://example.com/x.jpg ').data).toBe('https://example.com/x.jpg');
    expect(cover.safeParse('http://example.com').error?.issues[0]?.message).toBe(
      'The cover image URL must start with https://',
    );
    expect(cover.safeParse('https://a:b@example.com').error?.issues[0]?.message).toBe(
      'The cover image URL must not hold a user name or password',
    );
    expect(cover.safeParse(`https://example.com/${'x'.repeat(30)}`).error?.issues[0]?.message).toBe(
      'The cover image URL must be at most 30 characters',
    );
  });
});
