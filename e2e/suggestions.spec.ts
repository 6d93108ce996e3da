import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser } from './support/browser';
import { cardsReady, createCube, resolveNames } from './support/real-cubes';

// The editor's Suggestions panel against the built app: public cubes of another curator that look
// like the owner's hold two cards the owner lacks (adds) and lack one the owner holds (a cut); one
// click stages each, and the save carries them. Vanilla cards no real list holds keep other specs'
// public cubes out of the neighbourhood.

const SHARED = [
  'Storm Crow',
  'Grizzly Bears',
  'Hill Giant',
  'Gray Ogre',
  'Scathe Zombies',
  'Eager Cadet',
  'Goblin Piker',
  'Wood Elves',
  'Craw Wurm',
  'Balduvian Bears',
  'Coral Eel',
  'Fugitive Wizard',
];
const ADDS = ['Raging Goblin', 'Typhoid Rats'];
const CUT = 'Onulet';

describe('cube suggestions in the editor', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let owner: BrowserContext;
  let page: Page;
  let cubeId: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    owner = await newContext(browser, { width: 1400, height: 900 });
    await signUpViaApi(owner, newAccount('suggested'));
    const other = await newContext(browser);
    await signUpViaApi(other, newAccount('neighbour'));
    expect(await cardsReady(owner.request)).toBe(true);
    const cards = await resolveNames(owner.request, [...SHARED, ...ADDS, CUT]);
    const named = (names: string[]) => cards.filter((c) => names.includes(c.name));
    for (let i = 0; i < 3; i++)
      await createCube(
        other.request,
        { name: `Vanilla ${i}`, visibility: 'public' },
        named([...SHARED, ...ADDS]),
      );
    await other.close();
    cubeId = await createCube(
      owner.request,
      { name: 'My Vanilla', visibility: 'private' },
      named([...SHARED, CUT]),
    );
    page = await owner.newPage();
  }, 120_000);
  afterAll(() => browser?.close());

  it('shows adds and cuts with their reasons, filters them, and stages them in one click', async () => {
    // An editor reaches the panel from the cube page.
    await page.goto(`/cubes/${cubeId}`);
    await page.getByRole('link', { name: 'Suggestions', exact: true }).click();
    await page.waitForURL(`**/cubes/${cubeId}/edit#suggestions`);
    const panel = page.getByRole('region', { name: 'Suggestions' });
    const addRaging = panel.getByRole('button', { name: 'Stage add: Raging Goblin' });
    await addRaging.waitFor({ timeout: 30_000 });
    await panel.getByText('Only 3 public cubes resemble yours', { exact: false }).waitFor();
    await panel.getByText('in all of the 3 cubes most like yours').first().waitFor();
    await panel.getByRole('button', { name: `Stage cut: ${CUT}` }).waitFor();
    expect(await panel.getByRole('link', { name: 'Raging Goblin' }).getAttribute('href')).toMatch(
      /^\/cards\//,
    );

    // Typhoid Rats is black, Raging Goblin red: the colour filter keeps one.
    await panel.getByLabel('Colour').selectOption('B');
    await panel.getByRole('button', { name: 'Stage add: Typhoid Rats' }).waitFor();
    await addRaging.waitFor({ state: 'detached' });
    await panel.getByLabel('Colour').selectOption('');

    await addRaging.click();
    await panel.getByRole('button', { name: `Stage cut: ${CUT}` }).click();
    const pending = page.getByRole('list', { name: 'Staged changes' });
    await pending.getByText('Add Raging Goblin').waitFor();
    await pending.getByText(`Remove ${CUT}`).waitFor();
    // A staged suggestion leaves the panel.
    await addRaging.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /^Save/ }).click();
    await page
      .getByText(/^Saved version 3/)
      .first()
      .waitFor();
    const list = (await (await owner.request.get(`/api/cubes/${cubeId}`)).json()) as {
      cards: { name: string; board: string }[];
    };
    const main = list.cards.filter((c) => c.board === 'main').map((c) => c.name);
    expect(main).toContain('Raging Goblin');
    expect(main).not.toContain(CUT);
  });
});
