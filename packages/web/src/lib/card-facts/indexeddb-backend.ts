import type { Card } from '@cubewright/core/cards';
import type { FactsBackend } from '@cubewright/core/protocol/card-facts-store';
import { takeEarlyFacts } from '../early-request';

// The card facts store's copy in IndexedDB: one record holding the version and its cards, so a version
// change replaces it whole. Any failure (private mode, quota, a blocked upgrade) just means no copy.

const DB_NAME = 'cubewright-card-facts';
const STORE = 'facts';
const KEY = 'current';

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
    save: (version, cards, slim) =>
      run<unknown>('readwrite', (s) => s.put({ version, cards, slim }, KEY)).then(() => {}),
  };
}
