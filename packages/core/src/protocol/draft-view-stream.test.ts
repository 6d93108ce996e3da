import { describe, expect, it } from 'vitest';
import { type HeldDraftView, receiveDraftView } from './draft-view-stream';

const nothing: HeldDraftView = { version: 0, status: null, seen: null };
const table = (seq: number) => ({ stream: 'table' as const, seq, view: { n: seq } as never });

describe('a seat receiving its draft view', () => {
  it('takes the first answer at any version: a draft in its lobby is at 0, and its status shows', () => {
    const first = receiveDraftView(nothing, { version: 0, status: 'lobby', seen: null });
    expect(first).toEqual({ step: 'apply', held: { version: 0, status: 'lobby', seen: null } });
    if (first.step !== 'apply') return;
    // The same version again is a repeat.
    expect(receiveDraftView(first.held, { version: 0, status: 'lobby', seen: null })).toEqual({
      step: 'drop',
    });
  });

  it('drops older versions, takes a whole view, and asks again for a delta made from another version', () => {
    const held: HeldDraftView = { version: 5, status: 'running', seen: table(5) };
    expect(receiveDraftView(held, { version: 4, status: 'running', seen: table(4) })).toEqual({
      step: 'drop',
    });
    expect(receiveDraftView(held, { version: 7, status: 'running', seen: table(7) })).toMatchObject({
      step: 'apply',
      held: { version: 7, seen: table(7) },
    });
    expect(
      receiveDraftView(held, {
        version: 8,
        status: 'running',
        base: 6,
        delta: { stream: 'table', seq: 8, delta: {} as never },
      }),
    ).toEqual({ step: 'resync' });
  });
});
