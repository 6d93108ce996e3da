import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BoardChoice } from './board-choice';

describe('BoardChoice', () => {
  it("offers the file's boards, main, maybe and every named board of the cube, showing the chosen one", () => {
    const boards = [
      { id: 'b-tokens0001', name: 'Tokens' },
      { id: 'b-basics0001', name: 'Basics' },
    ];
    const html = renderToStaticMarkup(
      <BoardChoice id="f" boards={boards} value="b-basics0001" onChange={() => {}} />,
    );
    expect(html).toMatch(/<label[^>]*for="f-board"[^>]*>Put every card on<\/label>/);
    const options = [...html.matchAll(/<option value="([\w-]*)"( selected="")?>([^<]+)<\/option>/g)];
    expect(options.map((o) => [o[1], o[3]])).toEqual([
      ['', 'The boards the file names'],
      ['main', 'Main board'],
      ['maybe', 'Maybeboard'],
      ['b-tokens0001', 'Tokens'],
      ['b-basics0001', 'Basics'],
    ]);
    expect(options.filter((o) => o[2]).map((o) => o[1])).toEqual(['b-basics0001']);
  });
});
