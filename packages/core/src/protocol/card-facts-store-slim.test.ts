import { describe, expect, it } from 'vitest';
import { CardIdBloom } from '../cards/card-id-bloom';
import type { Card } from '../cards/types';
import { CardFactsStore, type FactsBackend } from './card-facts-store';
import type { CardFactsResponse } from './cards';
import { slimCard } from './cube-wire';
import type { CubeWithCardsResponse } from './cubes';

// Slim facts in the browser's store (ADR 0046): a slim fact serves the list, never a reader of full facts.

const full = (id: string) =>
  ({
    id,
    name: id,
    oracleText: `${id} draws a card`,
    keywords: ['Flying'],
    printings: ['lea'],
    faces: [],
    imageUri: `https://img/${id}.jpg`,
  }) as unknown as Card;
const slim = (id: string) => slimCard(full(id));
/** A card without an image: a slim response carries it full (a card drawn without an image shows its text). */
const imageless = (id: string) => ({ ...full(id), imageUri: null }) as Card;

function response(ids: string[], sent: Card[], facts?: 'slim', version = 'v.1'): CubeWithCardsResponse {
  return {
    cube: {},
    cards: ids.map((cardId) => ({ cardId })),
    cardData: Object.fromEntries(sent.map((c) => [c.id, c])),
    printings: {},
    cardDataVersion: version,
    ...(facts ? { facts } : {}),
  } as unknown as CubeWithCardsResponse;
}

function serverFacts(asked: string[][]) {
  return async (ids: string[]): Promise<CardFactsResponse> => {
    asked.push(ids);
    return { cardDataVersion: 'v.1', cardData: Object.fromEntries(ids.map((id) => [id, full(id)])) };
  };
}

const noFetch = async (): Promise<CardFactsResponse> => {
  throw new Error('no facts fetch expected');
};

const named = (hint: string | null, id: string) =>
  CardIdBloom.parse(hint?.split('~')[1] ?? '')?.has(id) ?? false;

describe('CardFactsStore with slim facts', () => {
  it('marks the slim facts of a slim response and serves them to the list only', async () => {
    const store = new CardFactsStore(null);
    const done = await store.complete(
      response(['a', 'b'], [imageless('a'), slim('b')], 'slim'),
      noFetch,
      null,
      'slim',
    );
    expect(done.slimCardIds).toEqual(['b']);
    expect(done.cardData.b?.oracleText).toBe('');
    expect(store.isSlim('b')).toBe(true);
    expect(store.get('b', 'slim')?.id).toBe('b');
    expect(store.get('b', 'full')).toBeUndefined();
    expect(store.get('a', 'full')?.oracleText).toBe('a draws a card');
    // The list's hint names both; a full reader's names only the full one.
    expect(named(store.hint('slim'), 'b')).toBe(true);
    expect(named(store.hint('full'), 'a')).toBe(true);
    expect(named(store.hint('full'), 'b')).toBe(false);
  });

  it('never completes a full read with a slim fact: it fetches the full one, once', async () => {
    const store = new CardFactsStore(null);
    await store.complete(response(['a', 'b'], [imageless('a'), slim('b')], 'slim'), noFetch, null, 'slim');
    const asked: string[][] = [];
    // The full read's hint named only a, so the server sent nothing else; b is held slim only.
    const done = await store.complete(
      response(['a', 'b'], []),
      serverFacts(asked),
      store.hint('full'),
      'full',
    );
    expect(asked).toEqual([['b']]);
    expect(done.cardData.b?.oracleText).toBe('b draws a card');
    expect(done.slimCardIds).toBeUndefined();
    expect(store.isSlim('b')).toBe(false);
  });

  it('ensureFull returns held full facts and fetches the slim ones in one request', async () => {
    const store = new CardFactsStore(null);
    await store.complete(
      response(['a', 'b', 'c'], [imageless('a'), slim('b'), slim('c')], 'slim'),
      noFetch,
      null,
      'slim',
    );
    const asked: string[][] = [];
    const got = await store.ensureFull(['a', 'b', 'c'], 'v.1', serverFacts(asked));
    expect(asked).toEqual([['b', 'c']]);
    expect(Object.values(got).map((c) => c.oracleText)).toEqual([
      'a draws a card',
      'b draws a card',
      'c draws a card',
    ]);
    // Now held full: asking again fetches nothing.
    expect(Object.keys(await store.ensureFull(['b', 'c'], 'v.1', noFetch))).toEqual(['b', 'c']);
  });

  it('keeps a full fact over a slim one sent later', async () => {
    const store = new CardFactsStore(null);
    store.keep('v.1', [full('a')]);
    const done = await store.complete(response(['a'], [slim('a')], 'slim'), noFetch, null, 'slim');
    expect(store.isSlim('a')).toBe(false);
    expect(done.cardData.a?.oracleText).toBe('a draws a card');
    expect(done.slimCardIds).toBeUndefined();
  });

  it('a response not naming itself slim is full, even from a list request (an older server)', async () => {
    const store = new CardFactsStore(null);
    const done = await store.complete(response(['a'], [full('a')]), noFetch, null, 'slim');
    expect(done.slimCardIds).toBeUndefined();
    expect(store.get('a', 'full')).toBeDefined();
  });

  it('keeps which facts are slim across pages (the backend), and old copies as full', async () => {
    const kept = new Map<string, { version: string; cards: Card[]; slim?: string[] }>();
    const backend: FactsBackend = {
      load: async () => kept.get('k') ?? null,
      save: async (version, cards, slimIds) => void kept.set('k', { version, cards, slim: slimIds }),
    };
    const one = new CardFactsStore(backend);
    await one.ready();
    await one.complete(response(['a', 'b'], [imageless('a'), slim('b')], 'slim'), noFetch, null, 'slim');
    await new Promise((r) => setTimeout(r, 0));
    expect(kept.get('k')?.slim).toEqual(['b']);
    const two = new CardFactsStore(backend);
    await two.ready();
    expect(two.isSlim('b')).toBe(true);
    expect(two.get('b', 'full')).toBeUndefined();
    expect(two.get('a', 'full')).toBeDefined();
    // A copy saved before slim facts existed carries no `slim`: its facts were all full.
    kept.set('k', { version: 'v.1', cards: [full('c')] });
    const three = new CardFactsStore(backend);
    await three.ready();
    expect(three.get('c', 'full')).toBeDefined();
  });
});
