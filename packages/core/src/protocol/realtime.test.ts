import { describe, expect, it } from 'vitest';
import { seatViewSchema } from './drafts';
import { clientMessageSchema, describeMessageError, liveVersionStep, serverMessageSchema } from './realtime';

const reason = (input: unknown) => {
  const result = clientMessageSchema.safeParse(input);
  return result.success ? null : describeMessageError(result.error);
};

describe('realtime protocol', () => {
  it('parses client messages and explains the bad ones', () => {
    expect(clientMessageSchema.parse({ type: 'cube:subscribe', cubeId: 'abc' })).toEqual({
      type: 'cube:subscribe',
      cubeId: 'abc',
    });
    expect(reason({ type: 'cube:subscribe' })).toBe('Invalid message: cubeId: cubeId must be a string');
    expect(reason({ type: 'cube:subscribe', cubeId: '' })).toBe(
      'Invalid message: cubeId: cubeId is required',
    );
    expect(reason({ type: 'cube:explode', cubeId: 'abc' })).toBe(
      'Invalid message: Unknown message type "cube:explode"',
    );
  });

  it("parses a notifications subscribe with the badge's count", () => {
    const subscribe = { type: 'notifications:subscribe', unreadCount: 3 };
    expect(clientMessageSchema.parse(subscribe)).toEqual(subscribe);
    expect(reason({ ...subscribe, unreadCount: -1 })).toMatch(/^Invalid message: unreadCount: /);
    expect(reason({ type: 'notifications:subscribe' })).toBe(
      'Invalid message: unreadCount: unreadCount must be a number',
    );
  });

  it('tells a client to apply, drop duplicates or resync on a gap', () => {
    expect(liveVersionStep(3, 4)).toBe('apply');
    expect(liveVersionStep(3, 3)).toBe('drop');
    expect(liveVersionStep(3, 2)).toBe('drop');
    expect(liveVersionStep(3, 6)).toBe('resync');
  });

  it('describes every server message', () => {
    const changed = {
      type: 'cube:changed',
      cubeId: 'c',
      version: 2,
      kind: 'cards',
      by: { id: 'u', username: 'alice' },
    };
    expect(serverMessageSchema.parse(changed)).toEqual(changed);
    expect(serverMessageSchema.safeParse({ ...changed, kind: 'weather' }).success).toBe(false);
  });

  it("keeps a draft card's image override through a seat view", () => {
    const card = { id: 'e1', cardId: 'c1', imageUrl: 'https://example.com/alters/c1.jpg' };
    const view = {
      seat: 0,
      status: 'drafting',
      packNumber: 0,
      pickNumber: 0,
      rounds: 3,
      step: { picks: 1, burns: 0 },
      stepPicks: 0,
      packId: 'p',
      pack: [card],
      pool: [],
      deadline: null,
      seats: [],
    };
    expect(seatViewSchema.parse(view).pack).toEqual([card]);
  });
});
