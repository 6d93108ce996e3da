import type { Browser, BrowserContext, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// The card facts a browser holds are not downloaded again (ADR 0039): after one cube's list, a second
// cube sharing half its cards asks with `have=` and gets only the other half's facts, in a new page too
// (the facts outlive it in IndexedDB), and its list still shows every card with its facts.

const LIST = 'MTGATinkererCube.txt';

interface CubeBody {
  cards: { cardId: string }[];
  cardData: Record<string, unknown>;
}

const isCubeRead = (id: string) => (r: Response) =>
  r.request().method() === 'GET' &&
  new URL(r.url()).pathname === `/api/cubes/${id}` &&
  !r.url().includes('cardData=false');

describe.skipIf(noBrowser || !haveLists(LIST))('card facts kept by the browser', () => {
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
    if (!hasCards) ctx.skip();
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
    const body = (await two.json()) as CubeBody;
    expect(body.cards).toHaveLength(60);
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
});
