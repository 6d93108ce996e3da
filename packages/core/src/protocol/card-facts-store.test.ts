import { describe, expect, it } from 'vitest';
import { CardIdBloom } from '../cards/card-id-bloom';
import type { Card } from '../cards/types';
import { CardFactsStore, type FactsBackend } from './card-facts-store';
import type { CardFactsResponse } from './cards';
import type { CubeWithCardsResponse } from './cubes';

// The browser's card facts store (the web keeps it in IndexedDB), over a backend kept in a Map (what IndexedDB holds between pages).

const card = (id: string) => ({ id, name: id }) as unknown as Card;
const cube = (ids: string[], sent: string[], version = 'v.1') =>
  ({
    cube: {},
    cards: ids.map((cardId) => ({ cardId })),
    cardData: Object.fromEntries(sent.map((id) => [id, card(id)])),
    printings: {},
    cardDataVersion: version,
  }) as unknown as CubeWithCardsResponse;

function mapBackend(): FactsBackend & { kept: Map<string, { version: string; cards: Card[] }> } {
  const kept = new Map<string, { version: string; cards: Card[] }>();
  return {
    kept,
    load: async () => kept.get('k') ?? null,
    save: async (version, cards) => void kept.set('k', { version, cards }),
  };
}

const noFetch = async (): Promise<CardFactsResponse> => {
  throw new Error('no facts fetch expected');
};

describe('CardFactsStore', () => {
  it('names nothing until it holds facts, then names exactly what it holds', async () => {
    const store = new CardFactsStore(null);
    await store.ready();
    expect(store.hint()).toBeNull();
    await store.complete(cube(['a', 'b'], ['a', 'b']), noFetch, store.hint());
    const [version, filter] = (store.hint() ?? '').split('~');
    expect(version).toBe('v.1');
    const bloom = CardIdBloom.parse(filter ?? '');
    expect(bloom?.has('a') && bloom.has('b')).toBe(true);
  });

  it('fills left-out facts from what it holds, so screens see complete card data', async () => {
    const store = new CardFactsStore(null);
    await store.complete(cube(['a', 'b'], ['a', 'b']), noFetch, store.hint());
    const done = await store.complete(cube(['a', 'b', 'c'], ['c']), noFetch, store.hint());
    expect(Object.keys(done.cardData).sort()).toEqual(['a', 'b', 'c']);
  });

  it('fetches the ids a false positive left out, once, and remembers ids the server does not know', async () => {
    const store = new CardFactsStore(null);
    await store.complete(cube(['a'], ['a']), noFetch, store.hint());
    const asked: string[][] = [];
    const fetchFacts = async (ids: string[]): Promise<CardFactsResponse> => {
      asked.push(ids);
      return { cardDataVersion: 'v.1', cardData: { d: card('d') } };
    };
    // d and e were left out though the store never held them; e is unknown to the server.
    const done = await store.complete(cube(['a', 'd', 'e'], []), fetchFacts, store.hint());
    expect(asked).toEqual([['d', 'e']]);
    expect(Object.keys(done.cardData).sort()).toEqual(['a', 'd']);
    expect(store.get('d')).toBeDefined();
    await store.complete(cube(['a', 'd', 'e'], []), noFetch, store.hint());
  });

  it('does not ask for ids the server says it does not know', async () => {
    const store = new CardFactsStore(null);
    await store.complete(cube(['a'], ['a']), noFetch, store.hint());
    const done = await store.complete(
      { ...cube(['a', 'u'], []), unknownCardIds: ['u'] },
      noFetch,
      store.hint(),
    );
    expect(Object.keys(done.cardData)).toEqual(['a']);
  });

  it('drops everything when the version changes, and never keeps custom cards', async () => {
    const store = new CardFactsStore(null);
    await store.complete(cube(['a', 'custom:x'], ['a', 'custom:x']), noFetch, store.hint());
    expect(store.get('custom:x')).toBeUndefined();
    await store.complete(cube(['b'], ['b'], 'w.2'), noFetch, store.hint());
    expect(store.get('a')).toBeUndefined();
    expect(store.hint()?.startsWith('w.2~')).toBe(true);
  });

  it('keeps its facts for the next page through the backend', async () => {
    const backend = mapBackend();
    const first = new CardFactsStore(backend);
    await first.ready();
    await first.complete(cube(['a', 'b'], ['a', 'b']), noFetch, first.hint());
    await new Promise((r) => setTimeout(r, 0));
    const next = new CardFactsStore(backend);
    await next.ready();
    expect(next.size).toBe(2);
    expect(next.hint()).toBe(first.hint());
  });

  it('asks for the facts a hint named that the store does not hold (the hint was saved apart)', async () => {
    const earlier = new CardFactsStore(null);
    await earlier.complete(cube(['a', 'b'], ['a', 'b']), noFetch, null);
    // The web sends the hint it saved before its store has read IndexedDB, which may have lost the facts.
    const empty = new CardFactsStore(null);
    const asked: string[][] = [];
    const done = await empty.complete(
      cube(['a', 'b'], []),
      async (ids) => {
        asked.push(ids);
        return { cardDataVersion: 'v.1', cardData: { a: card('a'), b: card('b') } };
      },
      earlier.hint(),
    );
    expect(asked).toEqual([['a', 'b']]);
    expect(Object.keys(done.cardData).sort()).toEqual(['a', 'b']);
  });

  it('saves to the backend only when a view brought facts it did not hold', async () => {
    const backend = mapBackend();
    let saves = 0;
    const counting: FactsBackend = {
      load: backend.load,
      save: (v, c, slim) => {
        saves++;
        return backend.save(v, c, slim);
      },
    };
    const store = new CardFactsStore(counting);
    await store.ready();
    await store.complete(cube(['a', 'b'], ['a', 'b']), noFetch, store.hint());
    await store.complete(cube(['a', 'b'], []), noFetch, store.hint());
    await new Promise((r) => setTimeout(r, 0));
    expect(saves).toBe(1);
    await store.complete(cube(['a', 'c'], ['c']), noFetch, store.hint());
    await new Promise((r) => setTimeout(r, 0));
    expect(saves).toBe(2);
    expect(backend.kept.get('k')?.cards.map((c) => c.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most 10,000 cards, the oldest going first', async () => {
    const store = new CardFactsStore(null);
    const ids = Array.from({ length: 10_100 }, (_, i) => `c${i}`);
    await store.complete(cube(ids, ids), noFetch, store.hint());
    expect(store.size).toBe(10_000);
    expect(store.get('c0')).toBeUndefined();
    expect(store.get('c10099')).toBeDefined();
  });

  it('reads the held facts a response relies on before the facts it brings can evict them', async () => {
    // A full store, then a view of 100 of its oldest facts and 100 new ones: keeping the new ones first
    // evicted the old ones the response left out, and they were fetched again (ADR 0083).
    const store = new CardFactsStore(null);
    const held = Array.from({ length: 10_000 }, (_, i) => `c${i}`);
    await store.complete(cube(held, held), noFetch, null);
    const old = held.slice(0, 100);
    const fresh = Array.from({ length: 100 }, (_, i) => `n${i}`);
    const done = await store.complete(cube([...old, ...fresh], fresh), noFetch, store.hint());
    expect(Object.keys(done.cardData)).toHaveLength(200);
  });

  it('names at most the 1,638 youngest ids in its hint, so the filter keeps its false-positive rate', async () => {
    const store = new CardFactsStore(null);
    const ids = Array.from({ length: 5000 }, (_, i) => `c${i}`);
    await store.complete(cube(ids, ids), noFetch, null);
    const bloom = CardIdBloom.parse(store.hint()!.split('~')[1]!)!;
    expect(ids.slice(-1638).every((id) => bloom.has(id))).toBe(true);
    expect(ids.slice(0, 3000).filter((id) => bloom.has(id)).length).toBeLessThan(5);
  });

  it('says whether it holds every fact of a response (custom and unknown cards aside)', async () => {
    const store = new CardFactsStore(null);
    const done = await store.complete(
      { ...cube(['a', 'b', 'custom:x', 'u'], ['a', 'b', 'custom:x']), unknownCardIds: ['u'] },
      noFetch,
      null,
    );
    expect(store.holdsAll(done)).toBe(true);
    expect(store.holdsAll(done, 'full')).toBe(true);
    expect(store.holdsAll(cube(['a', 'c'], []))).toBe(false);
    expect(store.holdsAll(cube(['a'], [], 'w.2'))).toBe(false);
    // A slim fact serves the list, not a reader of full facts (the editor).
    store.keep('v.1', [card('s')], false, true);
    expect(store.holdsAll(cube(['a', 's'], []))).toBe(true);
    expect(store.holdsAll(cube(['a', 's'], []), 'full')).toBe(false);
  });
});
