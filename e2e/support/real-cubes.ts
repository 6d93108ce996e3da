import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { expect } from 'vitest';

// Cubes built from the real lists in CUBE_LISTS_DIR, through the API of the running server.

export const CUBES_DIR = process.env.CUBE_LISTS_DIR ?? '/work/shared/data/cubes';

export const listFile = (name: string) => path.join(CUBES_DIR, name);
export const haveLists = (...names: string[]) => names.every((n) => fs.existsSync(listFile(n)));

/** The non-empty lines of a list file. */
export function readList(name: string): string[] {
  return fs
    .readFileSync(listFile(name), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Waits for the server's card index; false when the server has no card data. */
export async function cardsReady(request: APIRequestContext): Promise<boolean> {
  for (let i = 0; i < 240; i++) {
    const info = (await (await request.get('/api/app-info')).json()) as { cards: { status: string } };
    if (info.cards.status === 'ready') return true;
    if (info.cards.status !== 'loading') return false;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/** The cards the server's card index resolves the names to (unknown names left out). */
export async function resolveNames(
  request: APIRequestContext,
  names: string[],
): Promise<{ id: string; name: string }[]> {
  const resolved = await request.post('/api/cards/resolve', { data: { names } });
  expect(resolved.ok()).toBe(true);
  const { results } = (await resolved.json()) as { results: { card: { id: string; name: string } | null }[] };
  return results.flatMap((r) => (r.card ? [r.card] : []));
}

/** A new cube of the signed-in user holding the cards, added in one save; returns its id. */
export async function createCube(
  request: APIRequestContext,
  fields: { name: string; visibility?: 'public' | 'private' | 'unlisted' },
  cards: { id: string; name: string }[],
): Promise<string> {
  const created = await request.post('/api/cubes', { data: fields });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const { cube } = (await created.json()) as { cube: { id: string; version: number } };
  const res = await request.post(`/api/cubes/${cube.id}/changes`, {
    data: {
      baseVersion: cube.version,
      ops: cards.map((c) => ({ type: 'add', card: { name: c.name, cardId: c.id } })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return cube.id;
}
