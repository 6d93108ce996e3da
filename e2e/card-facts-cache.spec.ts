import type { Browser, BrowserContext, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// The card facts a browser holds are not downloaded again (ADR 0039): after one cube's list, a second
// cube sharing half its cards asks with `have=` and gets only the other half's facts, in a new page too
// (the facts outlive it in IndexedDB), and its list still shows every card with its facts. Those facts
// come slim (ADR 0046): a filter on rules text waits for the full facts and then finds the right cards.

const LIST = 'MTGATinkererCube.txt';

interface CubeBody {
  facts?: string;
  cards: { cardId: string }[];
  cardData: Record<string, { oracleText?: string }>;
}

interface Fact {
  oracleText: string;
  faces: { oracleText: string }[];
}

/** The text `o:` searches: every face's rules text, lower-cased (filter/facts.ts). */
const textOf = (f: Fact) =>
  (f.faces.length > 0 ? f.faces.map((x) => x.oracleText) : [f.oracleText]).join('\n').toLowerCase();

const isCubeRead = (id: string) => (r: Response) =>
  r.request().method() === 'GET' &&
  new URL(r.url()).pathname === `/api/cubes/${id}` &&
  !r.url().includes('cardData=false');

describe(
  'card facts kept by the browser',
  needs({ Chromium: !noBrowser, 'card data': haveLists(LIST) }),
  () => {
    let browser: Browser;
    let owner: BrowserContext;
    let first = '';
    let second = '';
    let hasCards = true;

    beforeAll(async () => {
      browser = await launchBrowser();
      owner = await newContext(browser);
      await signUpViaApi(owner, newAccount('facts'));
      hasCards = await cardsReady(owner.request);
      if (!hasCards) return;
      const cards = await resolveNames(owner.request, readList(LIST).slice(0, 90));
      first = await createCube(owner.request, { name: 'Facts first' }, cards.slice(0, 60));
      second = await createCube(owner.request, { name: 'Facts second' }, cards.slice(30, 90));
    });
    afterAll(() => browser?.close());

    it('sends only the facts the browser lacks for a second cube, and shows its whole list', async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      const page = await owner.newPage();
      const firstRead = page.waitForResponse(isCubeRead(first));
      await page.goto(`/cubes/${first}`);
      const one = await firstRead;
      expect(new URL(one.url()).searchParams.get('have')).toBeNull();
      expect(Object.keys(((await one.json()) as CubeBody).cardData)).toHaveLength(60);
      await page.getByText('Facts first').first().waitFor();

      // A new page: the facts come back from IndexedDB.
      const next = await owner.newPage();
      const secondRead = next.waitForResponse(isCubeRead(second));
      await next.goto(`/cubes/${second}`);
      const two = await secondRead;
      expect(new URL(two.url()).searchParams.get('have')).toMatch(/^[a-z0-9]+\.\d+~[A-Za-z0-9_-]+$/);
      expect(new URL(two.url()).searchParams.get('facts')).toBe('slim');
      const body = (await two.json()) as CubeBody;
      expect(body.cards).toHaveLength(60);
      // The list's facts come slim: no rules text for the cards drawn with an image (nearly all).
      expect(body.facts).toBe('slim');
      const sent = Object.values(body.cardData);
      expect(sent.filter((f) => f.oracleText).length).toBeLessThan(sent.length / 2);
      // The 30 shared cards were left out (a false positive could leave out one more, fetched after).
      expect(Object.keys(body.cardData).length).toBeLessThanOrEqual(30);
      expect(Object.keys(body.cardData).length).toBeGreaterThan(20);
      await next.getByText('Facts second').first().waitFor();
      // The list filters on the facts: every creature counts, those whose facts came from the first cube too.
      const facts = await owner.request.post('/api/cards/facts', {
        data: { ids: body.cards.map((c) => c.cardId) },
      });
      const all = ((await facts.json()) as { cardData: Record<string, { typeLine: string }> }).cardData;
      const creatures = body.cards.filter((c) => /Creature/.test(all[c.cardId]?.typeLine ?? '')).length;
      expect(creatures).toBeGreaterThan(0);
      await next.getByLabel('Filter cards').fill('t:creature');
      await next.getByText(`Showing ${creatures} of 60 cards`).waitFor();
    });

    it('filters the second list on rules text with the right cards, after fetching the full facts', async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      // The first test left the second cube's own cards slim in IndexedDB.
      const page = await owner.newPage();
      const read = page.waitForResponse(isCubeRead(second));
      await page.goto(`/cubes/${second}`);
      const body = (await (await read).json()) as CubeBody;
      await page.getByText('60 cards', { exact: true }).waitFor();
      const facts = await owner.request.post('/api/cards/facts', {
        data: { ids: body.cards.map((c) => c.cardId) },
      });
      const full = ((await facts.json()) as { cardData: Record<string, Fact> }).cardData;
      const drawing = body.cards.filter(
        (c) => full[c.cardId] && textOf(full[c.cardId]!).includes('draw'),
      ).length;
      expect(drawing).toBeGreaterThan(2);
      const filled = page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/cards/facts',
      );
      await page.getByLabel('Filter cards').fill('o:draw');
      await filled;
      await page.getByText(`Showing ${drawing} of 60 cards`).waitFor();
    });
  },
);
