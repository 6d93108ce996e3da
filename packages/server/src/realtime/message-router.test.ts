// The router's hand check of a draft:act (ADR 0085) against the protocol's schema it stands in for: it
// takes exactly what the schema takes as it is, with the same fields, and leaves everything else to the
// schema (which then words the refusal as before). No database: the router alone.
import { clientMessageSchema } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { wellFormedAct } from './message-router';

const id64 = 'd'.repeat(64);

const inputs: unknown[] = [
  { type: 'draft:act', draftId: 'd1', seq: 0, move: { cardId: 'c1' } },
  { type: 'draft:act', draftId: id64, seq: 10_000, move: null },
  { type: 'draft:act', draftId: 'd1', seq: 3 },
  { type: 'draft:act', draftId: 'd1', seq: 3, move: [1, 2], extra: 'dropped' },
  { type: 'draft:act', draftId: `${id64}x`, seq: 3, move: {} },
  { type: 'draft:act', draftId: '', seq: 3, move: {} },
  { type: 'draft:act', draftId: 7, seq: 3, move: {} },
  { type: 'draft:act', seq: 3, move: {} },
  { type: 'draft:act', draftId: 'd1', seq: 10_001, move: {} },
  { type: 'draft:act', draftId: 'd1', seq: -1, move: {} },
  { type: 'draft:act', draftId: 'd1', seq: 1.5, move: {} },
  { type: 'draft:act', draftId: 'd1', seq: '3', move: {} },
  { type: 'draft:act', draftId: 'd1', seq: Number.NaN, move: {} },
  { type: 'draft:act', draftId: 'd1', seq: Number.POSITIVE_INFINITY, move: {} },
  { type: 'draft:act', draftId: 'd1', move: {} },
  { type: 'draft:subscribe', draftId: 'd1' },
  { type: 'draft:acts', draftId: 'd1', seq: 3, move: {} },
  null,
  'draft:act',
];

describe('the router checks a draft:act by hand as clientMessageSchema would', () => {
  it.each(inputs.map((input) => [JSON.stringify(input), input]))('%s', (_, input) => {
    const parsed = clientMessageSchema.safeParse(input);
    const act = wellFormedAct(input);
    if (act) {
      // Taken by hand: the schema takes it too, as the same message.
      expect(parsed.success).toBe(true);
      expect(act).toEqual(parsed.data);
    } else if (parsed.success) {
      // Left to the schema: only ever a message that is not a draft:act.
      expect(parsed.data.type).not.toBe('draft:act');
    }
  });

  it('takes every well-formed act by hand (the pick path skips the schema)', () => {
    for (const input of [inputs[0], inputs[1], inputs[3]]) expect(wellFormedAct(input)).not.toBeNull();
  });
});
