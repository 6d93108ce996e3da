import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser } from './support/browser';
import { cardsReady, haveLists, readList, resolveNames } from './support/real-cubes';

// The cube list's view lives in the URL: a link opens the same view, Back walks through view changes,
// and switching view, grouping or sort on a 720-card cube is quick (measured change -> next paint).

const LISTS = ['MTGATinkererCube.txt', 'JiRockHistoricCube22.txt'];

const pressed = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
const search = (page: Page) => new URL(page.url()).searchParams;

/**
 * Milliseconds from a change (a click, or a key pressed in a select) to the next paint, as Chromium's Event
 * Timing API reports it (the measure behind INP; 8 ms granularity). Below its 16 ms threshold it
 * reports nothing, counted here as 16.
 */
async function timed(page: Page, change: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { worst: number; observer?: PerformanceObserver };
    w.worst = 16;
    w.observer?.disconnect();
    w.observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        if (e.name === 'click' || e.name === 'keydown') w.worst = Math.max(w.worst, e.duration);
    });
    w.observer.observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  await change();
  // Entries arrive after the paint; a few frames later they have all been delivered.
  await page.waitForTimeout(150);
  return page.evaluate(() => (window as unknown as { worst: number }).worst);
}

describe(
  'the list view in the URL',
  needs({ Chromium: !noBrowser, 'card data': haveLists(...LISTS) }),
  () => {
    let browser: Browser;
    let owner: BrowserContext;
    let cubeId = '';
    let hasCards = true;

    beforeAll(async () => {
      browser = await launchBrowser();
      owner = await newContext(browser);
      await signUpViaApi(owner, newAccount('linker'));
      const made = await owner.request.post('/api/cubes', { data: { name: 'Linked view cube', size: 720 } });
      cubeId = ((await made.json()) as { cube: { id: string } }).cube.id;
      hasCards = await cardsReady(owner.request);
      if (!hasCards) return;
      const cards = await resolveNames(
        owner.request,
        [...readList(LISTS[0]!), ...readList(LISTS[1]!)].slice(0, 720),
      );
      const res = await owner.request.post(`/api/cubes/${cubeId}/changes`, {
        data: {
          baseVersion: 1,
          ops: cards.map((c) => ({ type: 'add', card: { name: c.name, cardId: c.id } })),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    });
    afterAll(() => browser?.close());

    it('opens a linked view, and Back walks through view changes and a typed filter', async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      const page = await owner.newPage();
      await page.goto(`/cubes/${cubeId}?view=curve&group=type&sort=mv&f=t:creature`);
      await page.getByTestId('curve-view').waitFor();
      expect(await pressed(page, 'Curve')).toBe('true');
      expect(await page.getByLabel('Group by').inputValue()).toBe('type');
      expect(await page.getByLabel('Sort by').inputValue()).toBe('mv');
      expect(await page.getByLabel('Filter cards').inputValue()).toBe('t:creature');
      await page.getByText(/^Showing \d+ of 720 cards$/).waitFor();

      // A slow machine, on purpose: the router commits a location in a transition, which waits while the
      // list re-renders; changes and Back then fold into one commit. The list once missed such a Back
      // (CI at load 12; reproduced at this rate every time, fixed in use-list-url-state.ts).
      const cdp = await owner.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 10 });

      // Each view, grouping or sort change is a step of history.
      await page.getByRole('button', { name: 'Table', exact: true }).click();
      await expect.poll(() => search(page).get('view')).toBeNull();
      await page.getByLabel('Sort by').selectOption('rarity');
      await expect.poll(() => search(page).get('sort')).toBe('rarity');
      // After Back the list of 720 cards is grouped and drawn again, at a tenth of the CPU: longer than
      // expect.poll's default second.
      const afterBack = { timeout: 15_000 };
      await page.goBack();
      await expect.poll(() => page.getByLabel('Sort by').inputValue(), afterBack).toBe('mv');
      expect(await pressed(page, 'Table')).toBe('true');
      await page.goBack();
      await page.getByTestId('curve-view').waitFor();
      expect(await pressed(page, 'Curve')).toBe('true');
      expect(search(page).get('f')).toBe('t:creature');

      // A typed filter is one step, however many keystrokes: Back returns to the filter before it.
      const filter = page.getByLabel('Filter cards');
      // Cleared and typed by keys, as a person does: each keystroke re-renders the list.
      await filter.click();
      await filter.press('ControlOrMeta+a');
      await filter.press('Backspace');
      await filter.pressSequentially('mv<=2', { delay: 30 });
      await expect.poll(() => search(page).get('f')).toBe('mv<=2');
      await page.goBack();
      await expect.poll(() => filter.inputValue(), afterBack).toBe('t:creature');
      await page.getByTestId('curve-view').waitFor();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await page.close();
    }, 120_000);

    it('switches view, grouping and sort on 720 cards quickly', async (ctx) => {
      skipUnless(ctx, hasCards, 'card data');
      const page = await owner.newPage();
      await page.goto(`/cubes/${cubeId}`);
      await page.getByRole('heading', { name: 'Main board (720)' }).waitFor();
      const figures: Record<string, number[]> = { view: [], group: [], sort: [] };
      for (let round = 0; round < 3; round++) {
        for (const view of ['Visual spoiler', 'Curve', 'Plain text', 'Table'])
          figures.view!.push(
            await timed(page, () => page.getByRole('button', { name: view, exact: true }).click()),
          );
        // Trusted key presses (selectOption dispatches script events, which Event Timing leaves out).
        for (const [label, count] of [
          ['Group by', 4],
          ['Sort by', 3],
        ] as const) {
          const select = page.getByLabel(label);
          await select.focus();
          const before = await select.inputValue();
          for (let k = 0; k < count; k++)
            figures[label === 'Group by' ? 'group' : 'sort']!.push(
              await timed(page, () => page.keyboard.press(round % 2 ? 'ArrowUp' : 'ArrowDown')),
            );
          expect(await select.inputValue()).not.toBe(before);
        }
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      console.log(
        `720-card list, change -> next paint (ms, Event Timing), median / max over ${figures.view!.length}/${figures.group!.length}/${figures.sort!.length} switches: ` +
          Object.entries(figures)
            .map(([k, xs]) => `${k} ${Math.round(median(xs))} / ${Math.round(Math.max(...xs))}`)
            .join(', '),
      );
      // Speed is the bench's to judge (bench:cube-page, target 50 ms); here every switch must have painted.
      for (const xs of Object.values(figures)) expect(xs.every(Number.isFinite)).toBe(true);
    });
  },
);
