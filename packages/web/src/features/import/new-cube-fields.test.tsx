import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NEW_CUBE_TARGET, NewCubeFields, newCubeFieldsOf } from './new-cube-fields';

describe('NewCubeFields', () => {
  it('offers public, private and unlisted, showing the chosen one and what it means', () => {
    const html = renderToStaticMarkup(
      <NewCubeFields id="f" value={{ ...NEW_CUBE_TARGET, visibility: 'unlisted' }} onChange={() => {}} />,
    );
    expect(html).toMatch(/<label[^>]*for="f-visibility"[^>]*>Visibility<\/label>/);
    const options = [...html.matchAll(/<option value="(\w+)"( selected="")?>(\w+)<\/option>/g)];
    expect(options.map((o) => [o[1], o[3]])).toEqual([
      ['public', 'Public'],
      ['private', 'Private'],
      ['unlisted', 'Unlisted'],
    ]);
    expect(options.filter((o) => o[2]).map((o) => o[1])).toEqual(['unlisted']);
    expect(html).toContain('Anyone with the link can view it');
  });

  it('sends the chosen visibility with the new cube, private unless changed', () => {
    expect(newCubeFieldsOf(NEW_CUBE_TARGET)).toEqual({ visibility: 'private' });
    expect(newCubeFieldsOf({ kind: 'new', name: ' Vintage ', visibility: 'public' })).toEqual({
      name: 'Vintage',
      visibility: 'public',
    });
  });
});
