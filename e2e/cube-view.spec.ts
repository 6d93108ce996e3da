import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi, type TestAccount } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { CUBES_DIR, cardsReady, haveLists, readList, resolveNames } from './support/real-cubes';

// The cube screens a visitor and curator read: create, list views, filter, versions, revert, live
// updates between two people, privacy, and the first render of a 720-card list.

const LIST = 'MTGATinkererCube.txt';
const EXTRA = 'JiRockHistoricCube22.txt';
const haveBoth = haveLists(LIST, EXTRA);
if (!haveBoth) console.warn(`!! cube-view e2e skipped: the card lists in ${CUBES_DIR} are missing`);

/** Resolves names through POST /api/cards/resolve and adds them in one save (one version). */
async function addCards(request: APIRequestContext, cubeId: string, names: string[]): Promise<number> {
  const cards = await resolveNames(request, names);
  const cube = (await (await request.get(`/api/cubes/${cubeId}?cardData=false`)).json()) as {
    cube: { version: number };
  };
  const res = await request.post(`/api/cubes/${cubeId}/changes`, {
    data: {
      baseVersion: cube.cube.version,
      ops: cards.map((c) => ({ type: 'add', card: { name: c.name, cardId: c.id } })),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return cards.length;
}

async function mainCount(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { name: /^Main board \(\d+\)$/ }).textContent();
  return Number(/\((\d+)\)/.exec(text ?? '')![1]);
}

describe('cube view screens', needs({ Chromium: !noBrowser, 'card data': haveBoth }), () => {
  let browser: Browser;
  let owner: BrowserContext;
  let ownerAccount: TestAccount;
  let cubeId = '';
  let cubeName = '';
  let added = 0;
  let hasCards = true;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newContext(browser);
    ownerAccount = newAccount('curator');
    await signUpViaApi(owner, ownerAccount);
    hasCards = await cardsReady(owner.request);
    if (!hasCards && process.env.REQUIRE_DATA === '1')
      throw new Error('REQUIRE_DATA=1 but the server has no card data');
    if (!hasCards) console.warn('!! cube-view e2e: the server has no card data; card tests are skipped');
  });
  afterAll(() => browser?.close());
  // A failing step leaves a picture of every open page behind (test-artifacts/cube-view-failed-*.png).
  afterEach(async (ctx) => {
    if (ctx.task.result?.state !== 'fail') return;
    const pages = browser.contexts().flatMap((c) => c.pages());
    await Promise.all(pages.map((p, i) => screenshot(p, `cube-view-failed-${i}`).catch(() => {})));
  });

  it('creates a private cube through /cubes/create and lands in the editor', async () => {
    const page = await owner.newPage();
    await page.goto('/cubes/create');
    await page.getByRole('button', { name: 'Create cube' }).click();
    await page.getByText('Cube name is required').waitFor();
    cubeName = `Tinkerer ${Date.now() % 100000}`;
    await page.getByLabel('Name', { exact: true }).fill(cubeName);
    await page.getByLabel('Private').check();
    await page.getByLabel('Target size').fill('540');
    await page.getByLabel('Tags').fill('arena, historic');
    await page.getByRole('button', { name: 'Create cube' }).click();
    await page.waitForURL(/\/cubes\/[^/]+\/edit$/);
    cubeId = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]!);
    // The sidebar's My Cubes list was refreshed without a reload.
    await page.getByTestId('sidebar').getByRole('link', { name: cubeName }).waitFor();
  });

  it('shows the list grouped by colour with counts, filters it, and switches views', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    added = await addCards(owner.request, cubeId, readList(LIST));
    expect(added).toBeGreaterThan(500);
    const page = await owner.newPage();
    await page.goto(`/cubes/${cubeId}`);
    await page.getByRole('heading', { level: 1, name: cubeName }).waitFor();
    await page.getByRole('heading', { name: `Main board (${added})` }).waitFor();
    await page.getByRole('heading', { name: /^White \(\d+\)$/ }).waitFor();
    const white = await page.getByRole('heading', { name: /^White \(\d+\)$/ }).textContent();
    expect(Number(/\((\d+)\)/.exec(white ?? '')![1])).toBeGreaterThan(10);
    await page.getByRole('link', { name: 'Edit list' }).waitFor();

    // Hovering a card name shows the large preview.
    const firstName = page.getByRole('region', { name: 'Main board cards' }).getByRole('link').first();
    await firstName.hover();
    await page.getByTestId('card-preview').waitFor();
    await screenshot(page, 'cube-view-list');
    // The list regrouping under a resting pointer moves the hovered name's node, and Chromium sends it
    // no mouseleave: the preview must still close when the mouse goes elsewhere.
    await firstName.evaluate((el) => el.parentElement?.insertBefore(el, el.nextSibling));
    await page.mouse.move(0, 0);
    await page.getByTestId('card-preview').waitFor({ state: 'detached' });

    const filter = page.getByLabel('Filter cards');
    await filter.fill('t:creature mv<=');
    await page.getByRole('alert').filter({ hasText: 'column' }).waitFor();
    await filter.fill('t:creature mv<=2');
    await expect.poll(() => mainCount(page)).toBeLessThan(added);
    const filtered = await mainCount(page);
    expect(filtered).toBeGreaterThan(20);
    await page.getByText(`Showing ${filtered} of ${added} cards`).waitFor();

    await page.getByRole('button', { name: 'Visual spoiler' }).click();
    const spoiler = page.getByRole('region', { name: 'Main board cards' });
    await expect.poll(() => spoiler.locator('img, [data-testid="text-card"]').count()).toBeGreaterThan(4);
    await page.getByRole('button', { name: 'Curve' }).click();
    await page
      .getByTestId('curve-view')
      .getByRole('heading', { name: /^White \(\d+\)$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Plain text' }).click();
    const text = await page.getByLabel('Main board cards').inputValue();
    expect(text.split('\n')).toHaveLength(filtered);
    await filter.fill('');
    await expect.poll(() => mainCount(page)).toBe(added);
  });

  it('asks for a list opened directly from index.html, and sends no facts again for an unchanged cube', async (ctx) => {
    // ADR 0083: the request starts while the app's code loads; the reload names the cube version held.
    skipUnless(ctx, hasCards, 'card data');
    const page = await owner.newPage();
    // The list test before opened this cube in this browser: start from a browser that holds none of it.
    await page.goto('/');
    await page.evaluate(() => localStorage.removeItem('cubewright-held-cubes'));
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    const lists: { url: string; facts: number }[] = [];
    page.on('response', async (res) => {
      if (!res.url().includes(`/api/cubes/${cubeId}?`) || !res.url().includes('facts=slim')) return;
      const body = (await res.json().catch(() => null)) as { cardData?: object } | null;
      lists.push({ url: res.url(), facts: Object.keys(body?.cardData ?? {}).length });
    });
    const factsAsked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/cards/facts')) factsAsked.push(req.url());
    });
    const marked = (name: string) => page.evaluate((n) => performance.getEntriesByName(n).length, name);
    await page.goto(`/cubes/${cubeId}`);
    await page.getByRole('heading', { name: `Main board (${added})` }).waitFor();
    expect(await marked('cube:early-request-taken')).toBe(1);
    // Its facts are in IndexedDB (saved by the list test before, or by this view: the hint is written last).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cubewright-card-facts-hint')))
      .not.toBeNull();
    await page.reload();
    await page.getByRole('heading', { name: `Main board (${added})` }).waitFor();
    expect(await marked('cube:early-request-taken')).toBe(1);
    // index.html read the held facts too, and they served every card: none was asked for.
    expect(await marked('card-facts:early-read')).toBe(1);
    expect(factsAsked).toEqual([]);
    expect(refused).toEqual([]);
    await expect.poll(() => lists.length).toBe(2);
    expect(lists[0]!.url).not.toContain('heldCube=');
    expect(lists[1]!.url).toContain('heldCube=');
    expect(lists[1]!.facts).toBe(0);

    expect(factsAsked).toEqual([]);
    await page.close();
  });

  it('sends the editor no facts again once this browser holds the cube in full', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    // A browser holding nothing yet: the owner's cookies only.
    const fresh = await browser.newContext({
      baseURL: baseUrl,
      storageState: { cookies: (await owner.storageState()).cookies, origins: [] },
    });
    // It first views a one-card cube: it then holds a fact, and its next list request names it and is
    // sent the facts it lacks slim (a request naming nothing is sent full ones).
    const other = await owner.request.post('/api/cubes', { data: { name: 'One card cube' } });
    const otherId = ((await other.json()) as { cube: { id: string } }).cube.id;
    await addCards(owner.request, otherId, ['Lightning Bolt']);
    const page = await fresh.newPage();
    await page.goto(`/cubes/${otherId}`);
    await page.getByRole('heading', { name: 'Main board (1)' }).waitFor();
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cubewright-card-facts-hint')))
      .not.toBeNull();
    const reads: { url: string; facts: number }[] = [];
    page.on('response', async (res) => {
      if (!res.url().includes(`/api/cubes/${cubeId}?`)) return;
      const body = (await res.json().catch(() => null)) as { cardData?: object } | null;
      reads.push({ url: res.url(), facts: Object.keys(body?.cardData ?? {}).length });
    });
    await page.goto(`/cubes/${cubeId}`);
    await page.getByRole('heading', { name: `Main board (${added})` }).waitFor();
    await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(1);
    // The list holds slim facts, which do not serve the editor (it reads rules text): its first view is
    // sent the facts it lacks, and then the browser holds the version in full.
    for (let view = 0; view < 2; view++) {
      await page.goto(`/cubes/${cubeId}/edit`);
      await page
        .getByRole('button', { name: /^Edit / })
        .first()
        .waitFor();
      await expect.poll(() => reads.length, { timeout: 10_000 }).toBe(view + 2);
    }
    const [list, first, second] = reads;
    expect(list!.url).toContain('have=');
    expect(list!.url).toContain('facts=slim');
    expect(first!.url).not.toContain('facts=slim');
    expect(first!.url).not.toContain('heldCube=');
    expect(first!.facts).toBeGreaterThan(0);
    expect(second!.url).toContain('heldCube=');
    expect(second!.facts).toBe(0);
    await fresh.close();
  });

  it('shows a change saved by an editor in another browser live, without a reload', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const editorAccount = newAccount('editor');
    const editor = await newContext(browser);
    await signUpViaApi(editor, editorAccount);
    const res = await owner.request.post(`/api/cubes/${cubeId}/collaborators`, {
      data: { user: editorAccount.username },
    });
    expect(res.status()).toBe(201);

    const ownerPage = await owner.newPage();
    await ownerPage.goto(`/cubes/${cubeId}`);
    await ownerPage.getByRole('heading', { name: `Main board (${added})` }).waitFor();
    await ownerPage.getByTestId('live-status').waitFor();

    await addCards(editor.request, cubeId, ['Lightning Bolt']);
    await ownerPage.getByRole('heading', { name: `Main board (${added + 1})` }).waitFor({ timeout: 10_000 });
    await ownerPage.getByText(`Updated by ${editorAccount.username}`).waitFor();
    await editor.close();
  });

  it('lists versions, shows version 2 with its diff, compares, and reverts', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const page = await owner.newPage();
    await page.goto(`/cubes/${cubeId}/versions`);
    const v2 = page.getByRole('listitem', { name: 'Version 2' });
    await v2.waitFor();
    await v2.getByRole('button', { name: 'View' }).click();
    await v2.getByRole('heading', { name: `Added (${added})` }).waitFor();
    await v2
      .getByRole('heading', { name: `The cube at version 2 (${added} cards in the main board)` })
      .waitFor();

    await page.getByLabel('From', { exact: true }).selectOption('2');
    await page.getByLabel('To', { exact: true }).selectOption('3');
    await page.getByRole('button', { name: 'Compare' }).click();
    await page.getByText('From version 2 to version 3').waitFor();
    await page.getByRole('region', { name: 'Added' }).getByText('Lightning Bolt').waitFor();

    await page.getByRole('listitem', { name: 'Version 2' }).getByRole('button', { name: 'Revert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revert to version 2?' });
    await dialog.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('listitem', { name: 'Version 4' }).waitFor();
    await page.getByRole('heading', { name: 'Versions (4)' }).waitFor();
    const cube = (await (await owner.request.get(`/api/cubes/${cubeId}?cardData=false`)).json()) as {
      cube: { cardCount: number };
    };
    expect(cube.cube.cardCount).toBe(added);
    await screenshot(page, 'cube-view-versions');
  });

  it('shows activity with 30-day stats and analytics charts with their numbers', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const page = await owner.newPage();
    await page.goto(`/cubes/${cubeId}/activity`);
    await page.getByRole('heading', { name: 'Last 30 days' }).waitFor();
    await page.getByRole('list', { name: 'Changes by person' }).getByText(ownerAccount.username).waitFor();
    await page.getByLabel('Filter by person').selectOption({ label: `${ownerAccount.username} (latest 20)` });
    await page.getByRole('heading', { name: 'Activity' }).waitFor();
    await page.goto(`/cubes/${cubeId}/analytics`);
    await page.getByRole('heading', { name: 'Mana curve by colour' }).waitFor();
    expect(Number(await page.getByTestId('average-mv').textContent())).toBeGreaterThan(1);
    await page.getByRole('row', { name: /Creature \d+/ }).waitFor();
    await screenshot(page, 'cube-view-analytics');
  });

  it('renders the white paper with card links that preview the card', async () => {
    const page = await owner.newPage();
    await page.goto(`/cubes/${cubeId}/whitepaper`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page
      .getByLabel('White paper (markdown)')
      .fill('# Our cube\n\nPlay [[Lightning Bolt]] early.\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Our cube' }).waitFor();
    await page.getByRole('table').waitFor();
    if (hasCards) {
      await page.getByRole('link', { name: 'Lightning Bolt' }).hover();
      await page.getByTestId('card-preview').waitFor();
    }
  });

  it('answers "Cube not found" to a stranger opening the private cube', async () => {
    const stranger = await newContext(browser);
    await signUpViaApi(stranger, newAccount('stranger'));
    const page = await stranger.newPage();
    await page.goto(`/cubes/${cubeId}`);
    await page.getByRole('heading', { name: 'Cube not found' }).waitFor();
    expect(await page.getByText(cubeName).count()).toBe(0);
    await stranger.close();
  });

  it('renders the list tab of a 720-card cube quickly (performance marks)', async (ctx) => {
    skipUnless(ctx, hasCards, 'card data');
    const res = await owner.request.post('/api/cubes', { data: { name: 'Big cube', size: 720 } });
    const { cube } = (await res.json()) as { cube: { id: string } };
    const names = [...readList(LIST), ...readList(EXTRA)].slice(0, 720);
    expect(await addCards(owner.request, cube.id, names)).toBe(720);
    const page = await owner.newPage();
    const figures: { render: number; sinceNavigation: number }[] = [];
    for (let i = 0; i < 3; i++) {
      await page.goto(`/cubes/${cube.id}`);
      await page.getByRole('heading', { name: 'Main board (720)' }).waitFor();
      const figure = await page.waitForFunction(() => {
        const m = performance.getEntriesByName('cube-list:render')[0];
        const painted = performance.getEntriesByName('cube-list:painted')[0];
        return m && painted ? { render: m.duration, sinceNavigation: painted.startTime } : null;
      });
      figures.push((await figure.jsonValue()) as { render: number; sinceNavigation: number });
    }
    const renders = figures.map((f) => Math.round(f.render)).sort((a, b) => a - b);
    console.log(
      `cube list tab, 720 cards, first render (data in hand -> painted): ${renders.join(' / ')} ms (median ${renders[1]} ms, target < 300 ms); page navigation -> list painted: ${figures.map((f) => Math.round(f.sinceNavigation)).join(' / ')} ms`,
    );
    // Speed is the bench's to judge (bench:cube-page); here the list must have rendered and painted.
    expect(figures.every((f) => f.render > 0 && f.sinceNavigation > 0)).toBe(true);
  });
});
