import { describe, expect, it } from 'vitest';
import { cardLinkNames, cardLinkParts, cardNameOfHref, linkifyCardNames } from './card-links';

describe('card links in the white paper', () => {
  const md = [
    'Play [[Lightning Bolt]] and [[ Fire // Ice ]].',
    '```',
    'literal [[Not A Link]]',
    '```',
    'Again [[Lightning Bolt]]; empty [[ ]] stays.',
  ].join('\n');

  it('finds distinct names outside code fences', () => {
    expect(cardLinkNames(md)).toEqual(['Lightning Bolt', 'Fire // Ice']);
  });

  it('rewrites names into card links and leaves code alone', () => {
    const out = linkifyCardNames(md);
    expect(out).toContain('[Lightning Bolt](#card=Lightning%20Bolt)');
    expect(out).toContain('[Fire // Ice](#card=Fire%20%2F%2F%20Ice)');
    expect(out).toContain('literal [[Not A Link]]');
    expect(out).toContain('empty [[ ]] stays');
  });

  it('reads the name back from a link, also with a sanitizer prefix', () => {
    expect(cardNameOfHref('#card=Fire%20%2F%2F%20Ice')).toBe('Fire // Ice');
    expect(cardNameOfHref('#user-content-card=Lightning%20Bolt')).toBe('Lightning Bolt');
    expect(cardNameOfHref('https://example.com/#card=x')).toBeNull();
    expect(cardNameOfHref(undefined)).toBeNull();
  });
});

describe('card links in plain text (comments)', () => {
  it('splits text around [[names]], trimming them and leaving empty brackets as typed', () => {
    expect(cardLinkParts('What about [[ Lightning Bolt ]] over [[Opt]]? [[ ]] no.')).toEqual([
      { text: 'What about ' },
      { name: 'Lightning Bolt' },
      { text: ' over ' },
      { name: 'Opt' },
      { text: '? [[ ]] no.' },
    ]);
    expect(cardLinkParts('no links')).toEqual([{ text: 'no links' }]);
    expect(cardLinkParts('[[Opt]]')).toEqual([{ name: 'Opt' }]);
  });
});
