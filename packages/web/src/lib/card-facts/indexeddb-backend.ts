import type { Card } from '@cubewright/core/cards';
import { type FactsBackend, splitForStorage } from '@cubewright/core/protocol/card-facts-store';
import { takeEarlyFacts } from '../early-request';

// The card facts store's copy in IndexedDB: two records, each holding the version and its cards, so a
// version change replaces them whole: the light one every fact as the list needs it (slim where it can
// be), read on the way to a list's first card (index.html reads it too), and the heavy one the full facts
// the light one slimmed, read only for readers of full facts (splitForStorage, ADR 0086). A record saved
// before the split is a light one of full facts with no heavy one. Any failure (private mode, quota, a
// blocked upgrade) just means no copy.

const DB_NAME = 'cubewright-card-facts';
const STORE = 'facts';
const KEY = 'current';
const HEAVY_KEY = 'heavy';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
    req.onblocked = () => reject(new Error('card facts database blocked'));
  });
}

function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = act(tx.objectStore(STORE));
        tx.oncomplete = () => {
          db.close();
          resolve(req.result as T);
        };
        tx.onerror = tx.onabort = () => {
          db.close();
          reject(tx.error);
        };
      }),
  );
}

/** The IndexedDB backend, or null where IndexedDB is missing. */
export function indexedDbBackend(): FactsBackend | null {
  if (typeof indexedDB === 'undefined') return null;
  return {
    // index.html may have read the record already (on a cube list opened directly): that read is used once.
    load: async () => {
      const started = takeEarlyFacts();
      const early = started ? await started : undefined;
      if (early !== undefined) {
        // For the e2e test: the facts came from index.html's read.
        performance.mark('card-facts:early-read');
        return early;
      }
      const v = await run<{ version: string; cards: Card[]; slim?: string[] } | undefined>('readonly', (s) =>
        s.get(KEY),
      );
      return v ?? null;
    },
    // `slim` names the slim facts (ADR 0046); a record saved before had none, and is read as all full.
    save: (version, cards, slim) => {
      const split = splitForStorage(cards, slim);
      return run<unknown>('readwrite', (s) => {
        s.put({ version, cards: split.heavy }, HEAVY_KEY);
        return s.put({ version, cards: split.light, slim: split.slim }, KEY);
      }).then(() => {});
    },
    loadHeavy: async () =>
      (await run<{ version: string; cards: Card[] } | undefined>('readonly', (s) => s.get(HEAVY_KEY))) ??
      null,
  };
}
