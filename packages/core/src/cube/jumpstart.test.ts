import { describe, expect, it } from 'vitest';
import {
  checkPacketCards,
  createPacketBodySchema,
  missingPacketCards,
  updatePacketBodySchema,
} from './jumpstart';
import { type CubeCard, DEFAULT_CARD_FIELDS } from './types';

const card = (id: string, cardId: string): CubeCard => ({
  ...DEFAULT_CARD_FIELDS,
  id,
  cardId,
  name: cardId,
  addedAt: '2024-01-01T00:00:00.000Z',
});
const cube = [card('e1', 'bolt'), card('e2', 'bolt'), card('e3', 'forest')];

describe('jumpstart packets', () => {
  it('accepts entry ids and card ids from the cube, including repeated card ids', () => {
    expect(checkPacketCards(['e1', 'e2', 'forest', 'forest'], cube)).toBeNull();
  });

  it('names the cards that are not in the cube, and refuses one entry twice', () => {
    expect(checkPacketCards(['e1', 'nope', 'gone'], cube)).toBe(
      'These cards are not in the cube: nope, gone',
    );
    expect(checkPacketCards(['a', 'b', 'c', 'd', 'e', 'f', 'g'], cube)).toBe(
      'These cards are not in the cube: a, b, c, d, e and 2 more',
    );
    expect(checkPacketCards(['e1', 'e1'], cube)).toBe('The same cube card is listed twice in the packet');
  });

  it('reports references that no longer match after cards left the cube', () => {
    expect(missingPacketCards(['e1', 'e9', 'forest', 'island'], cube)).toEqual(['e9', 'island']);
  });

  it('validates bodies with clear messages', () => {
    expect(createPacketBodySchema.parse({ name: ' Goblins ' })).toEqual({
      name: 'Goblins',
      description: '',
      cards: [],
    });
    const msg = (schema: typeof createPacketBodySchema | typeof updatePacketBodySchema, input: unknown) =>
      schema.safeParse(input).error?.issues[0]?.message;
    expect(msg(createPacketBodySchema, { name: '' })).toBe('Packet name is required');
    expect(msg(createPacketBodySchema, {})).toBe('Packet name is required');
    expect(msg(createPacketBodySchema, { name: 'x'.repeat(101) })).toBe(
      'Packet name must be at most 100 characters',
    );
    expect(msg(createPacketBodySchema, { name: 'x', cards: Array(61).fill('e1') })).toBe(
      'A packet can hold at most 60 cards',
    );
    expect(msg(createPacketBodySchema, { name: 'x', description: 'd'.repeat(1001) })).toBe(
      'Packet description must be at most 1,000 characters',
    );
    expect(msg(updatePacketBodySchema, {})).toBe('There is nothing to change in the packet');
  });
});
