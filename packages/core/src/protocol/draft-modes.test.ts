import { describe, expect, it } from 'vitest';
import { turnModeNamed } from '../draft/modes/registry';
import { turnMoveBodySchema } from './draft-modes';

/** A move parsed by its mode's schema, as the server parses it. */
const parse = (mode: string, move: unknown) => turnModeNamed(mode)!.parseMove(move);

describe('turn-based mode moves at the edge', () => {
  it('accepts each mode’s moves and refuses other shapes', () => {
    const good = {
      winston: { take: true, pile: 2 },
      grid: { line: 'column', index: 1 },
      rochester: { cardId: 'e4' },
      rotisserie: { cardId: 'e4' },
      winchester: { pile: 3 },
      solomon: { split: ['e1', 'e2'] },
    };
    for (const [mode, move] of Object.entries(good)) expect(parse(mode, move).ok, mode).toBe(true);
    expect(parse('solomon', { choose: 1 }).ok).toBe(true);
    const bad: [keyof typeof good, unknown, string][] = [
      ['winston', { take: 'yes', pile: 0 }, 'Say whether you take the pile'],
      ['grid', { line: 'diagonal', index: 0 }, 'Choose a row or a column'],
      ['grid', { line: 'row', index: 3 }, 'Rows and columns are numbered 0 to 2'],
      ['rochester', { cardId: '' }, 'Name a card'],
      ['solomon', { choose: 2 }, 'Split the pack (name the cards of the first pile) or choose pile 0 or 1'],
    ];
    for (const [mode, move, message] of bad) {
      expect(parse(mode, move)).toEqual({ ok: false, error: message });
    }
    // Extra keys are refused, so a booster pick body sent to a Winston draft is not half-read.
    expect(parse('winchester', { pile: 1, packNumber: 0 }).ok).toBe(false);
  });

  it('parses the envelope', () => {
    expect(turnMoveBodySchema.parse({ moveNumber: 4, move: { pile: 1 } })).toEqual({
      moveNumber: 4,
      move: { pile: 1 },
    });
    expect(turnMoveBodySchema.safeParse({ moveNumber: -1, move: {} }).error?.issues[0]?.message).toBe(
      'The move number is a whole number',
    );
  });
});
