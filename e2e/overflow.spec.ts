import { emptyFields } from '@cubewright/core/custom-cards';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUBE_SETTINGS_TABS, CUBE_TABS, FIXED_PATHS } from '../packages/web/src/lib/route-table';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, noBrowser, screenshot } from './support/browser';
import { cardsReady, haveLists, readList, resolveNames } from './support/real-cubes';

// No page of the app scrolls sideways on a phone (390x844) or a laptop (1280x800): every route of the
// web route table, with its parameters filled by a real cube, draft and custom card, and the cube page
// in each of its list views. A page wider than the window hides buttons and selects off screen.

const LISTS = ['MTGATinkererCube.txt', 'JiRockHistoricCube22.txt'];
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];
const LIST_VIEWS = ['Table', 'Visual spoiler', 'Curve', 'Plain text'];

/** How much wider than the window the page is, and the outermost elements that stick out. */
async function overflow(page: Page): Promise<{ extra: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const extra = document.documentElement.scrollWidth - width;
    const culprits: string[] = [];
    if (extra > 0) {
      for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
        const r = el.getBoundingClientRect();
        if (r.right <= width + 0.5 || r.width === 0) continue;
        // Only the outermost offender: its parent still fits.
        const parent = el.parentElement?.getBoundingClientRect();
        if (parent && parent.right > width + 0.5) continue;
        const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        culprits.push(
          `${el.tagName.toLowerCase()}.${el.className.toString().slice(0, 80)} "${label}" right=${Math.round(r.right)}`,
        );
        if (culprits.length >= 5) break;
      }
    }
    return { extra, culprits };
  });
}

/** Waits until the page has its title and no loading spinner, then a moment for late layout. */
async function settle(page: Page) {
  await page.waitForFunction(
    () => document.title.length > 0 && !document.querySelector('.animate-spin'),
    null,
    {
      timeout: 20_000,
    },
  );
  await page.waitForTimeout(250);
}

describe(
  'no page scrolls sideways',
  needs({ Chromium: !noBrowser, 'card data': haveLists(...LISTS) }),
  () => {
    let browser: Browser;
    let owner: BrowserContext;
    const params = { cubeId: '', draftId: '', customCardId: '' };

    beforeAll(async () => {
      browser = await launchBrowser();
      owner = await browser.newContext({ baseURL: baseUrl });
      await signUpViaApi(owner, newAccount('overflow'));
      const made = await owner.request.post('/api/cubes', {
        data: {
          name: 'Overflow check cube with a long name that has to wrap on a phone',
          visibility: 'public',
        },
      });
      params.cubeId = ((await made.json()) as { cube: { id: string } }).cube.id;
      if (await cardsReady(owner.request)) {
        const cards = await resolveNames(
          owner.request,
          [...readList(LISTS[0]!), ...readList(LISTS[1]!)].slice(0, 720),
        );
        const res = await owner.request.post(`/api/cubes/${params.cubeId}/changes`, {
          data: {
            baseVersion: 1,
            ops: cards.map((c) => ({ type: 'add', card: { name: c.name, cardId: c.id } })),
          },
        });
        expect(res.status(), await res.text()).toBe(200);
      }
      const draft = await owner.request.post('/api/drafts', {
        data: { cubeId: params.cubeId, format: 'booster', seats: 2, packs: 1, cardsPerPack: 8, bots: true },
      });
      params.draftId = ((await draft.json()) as { draft: { id: string } }).draft.id;
      const custom = await owner.request.post('/api/custom-cards', {
        data: {
          fields: {
            ...emptyFields(),
            name: 'Overflow Sentinel',
            manaCost: '{2}{W/U}{G/P}',
            types: ['Creature'],
            power: '2',
            toughness: '2',
          },
        },
      });
      expect(custom.status(), await custom.text()).toBe(201);
      params.customCardId = ((await custom.json()) as { customCard: { id: string } }).customCard.id;
    });
    afterAll(() => browser?.close());

    /** Every route of the route table with its parameters filled. */
    function routes(): string[] {
      const cube = `/cubes/${params.cubeId}`;
      return [
        '/',
        ...FIXED_PATHS,
        cube,
        ...CUBE_TABS.map((t) => `${cube}/${t}`),
        `${cube}/settings`,
        ...CUBE_SETTINGS_TABS.map((t) => `${cube}/settings/${t}`),
        `${cube}/edit`,
        `${cube}/propose`,
        `${cube}/sample`,
        `/draft/lobby/${params.draftId}`,
        `/draft/session/${params.draftId}`,
        `/draft/complete/${params.draftId}`,
        `/custom-cards/${params.customCardId}/edit`,
        '/no-such-page',
      ];
    }

    for (const viewport of VIEWPORTS) {
      it(`fits every route at ${viewport.width}x${viewport.height}`, { timeout: 240_000 }, async () => {
        const context = await browser.newContext({
          baseURL: baseUrl,
          viewport,
          storageState: await owner.storageState(),
        });
        const guest = await browser.newContext({ baseURL: baseUrl, viewport });
        const failures: string[] = [];
        const check = async (page: Page, what: string) => {
          // The header is one line high: a trail that wraps spills under the page (seen on a phone).
          const trail = await page.evaluate(
            () =>
              document.querySelector('nav[aria-label="Breadcrumb"] ol')?.getBoundingClientRect().height ?? 0,
          );
          if (trail > 28) failures.push(`${what}: the breadcrumb trail wraps (${Math.round(trail)}px high)`);
          const { extra, culprits } = await overflow(page);
          if (extra > 0) {
            failures.push(`${what}: ${extra}px too wide\n    ${culprits.join('\n    ')}`);
            await screenshot(page, `overflow-${viewport.width}-${failures.length}`);
          }
        };
        const page = await context.newPage();
        for (const path of routes()) {
          await page.goto(path);
          await settle(page);
          await check(page, path);
        }
        // The guest-only page and the public pages as a visitor sees them.
        const visitor = await guest.newPage();
        for (const path of ['/login', '/community/featured', `/cubes/${params.cubeId}`]) {
          await visitor.goto(path);
          await settle(visitor);
          await check(visitor, `${path} (guest)`);
        }
        await page.goto(`/cubes/${params.cubeId}`);
        await settle(page);
        for (const view of LIST_VIEWS) {
          await page.getByRole('button', { name: view, exact: true }).click();
          await settle(page);
          await check(page, `cube list, ${view} view`);
        }
        await context.close();
        await guest.close();
        expect(failures, failures.join('\n')).toEqual([]);
      });
    }
  },
);
