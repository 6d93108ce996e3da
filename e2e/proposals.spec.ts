import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { artifactsDir, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';

// Proposals (issue 31), as two people meet them: a friend, on a phone, suggests five changes with
// reasons through the list editor in proposal mode; the curator, at a desk, sees the open count on the
// Proposals tab, comments, accepts three and declines the other two; the friend reads the decision in
// notifications; the new version and the activity credit the friend. Screenshots also go to
// NOTES_DIR when it is set (the walk at 1280 and 390 px).

const CARDS = ['Lightning Bolt', 'Counterspell', 'Opt', 'Shock', 'Duress', 'Ponder'];
const notesDir = process.env.NOTES_DIR;

async function shot(page: Page, name: string) {
  await screenshot(page, name);
  if (notesDir) {
    fs.mkdirSync(notesDir, { recursive: true });
    fs.copyFileSync(path.join(artifactsDir, `${name}.png`), path.join(notesDir, `${name}.png`));
  }
}

async function cardsReady(context: BrowserContext) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const info = await (await context.request.get('/api/app-info')).json();
    if (info.cards.status === 'ready') return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the card index did not load within 60 s');
}

/** A public cube of `context`'s user holding CARDS. */
async function publicCube(context: BrowserContext, name: string) {
  const created = await context.request.post('/api/cubes', { data: { name, visibility: 'public' } });
  expect(created.status()).toBe(201);
  const cube = (await created.json()).cube as { id: string; version: number };
  const saved = await context.request.post(`/api/cubes/${cube.id}/changes`, {
    data: { baseVersion: cube.version, ops: CARDS.map((n) => ({ type: 'add', card: { name: n } })) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return cube;
}

describe(
  'proposals: a friend suggests, the curator decides',
  needs({ Chromium: !noBrowser, 'card data': Boolean(process.env.CARD_DATA_FILE) }),
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser?.close());

    it('five changes with reasons; three accepted, two declined; the friend is told and credited', async () => {
      const curator = await newContext(browser, { width: 1280, height: 900 });
      const curatorAccount = newAccount('curator');
      await signUpViaApi(curator, curatorAccount);
      await cardsReady(curator);
      const name = `Proposal Cube ${Date.now()}`;
      const cube = await publicCube(curator, name);

      // The friend, on a phone, opens "Suggest changes" from the cube's action menu.
      const friend = await newContext(browser, { width: 390, height: 844 });
      const friendAccount = newAccount('friend');
      await signUpViaApi(friend, friendAccount);
      const phone = await friend.newPage();
      await phone.goto(`/cubes/${cube.id}`);
      await phone.getByRole('button', { name: 'Actions' }).click();
      await phone.getByRole('menuitem', { name: 'Suggest changes' }).click();
      await phone.waitForURL(`**/cubes/${cube.id}/propose`);
      expect(await phone.title()).toBe('Suggest Changes · Cubewright');
      const form = phone.getByRole('region', { name: 'Your proposal' });
      await form.waitFor();

      await phone.getByRole('button', { name: 'Remove Opt', exact: true }).click();
      await phone.getByRole('button', { name: 'Remove Shock', exact: true }).click();
      await phone.getByRole('button', { name: 'Move Duress to the maybeboard', exact: true }).click();
      for (const card of ['Brainstorm', 'Preordain']) {
        const box = phone.getByRole('combobox', { name: 'Add a card' });
        await box.fill(card);
        await phone
          .getByRole('option', { name: new RegExp(`^${card}`) })
          .first()
          .waitFor();
        await box.press('Enter');
        await phone.getByText(`${card} staged for the main board.`).waitFor();
      }
      const reasons = [
        'Opt is too weak',
        'Shock is outclassed',
        'Duress is narrow',
        'Brainstorm is a staple',
        'Preordain smooths draws',
      ];
      const reasonBoxes = form.getByRole('textbox', { name: /^Reason for change/ });
      await expect.poll(() => reasonBoxes.count()).toBe(5);
      for (let i = 0; i < 5; i++) await reasonBoxes.nth(i).fill(reasons[i]!);
      await form.getByLabel('Title').fill('Sharpen the blue');
      await form.getByLabel('Why these changes').fill('Cantrips over burn');
      await shot(phone, 'proposals-390-friend-form');
      await form.getByRole('button', { name: 'Submit proposal' }).click();
      await phone.waitForURL(new RegExp(`/cubes/${cube.id}/proposals/[^/]+$`));
      const proposalUrl = new URL(phone.url()).pathname;
      await phone.getByRole('heading', { name: 'Sharpen the blue' }).waitFor();
      await phone.getByText('“Brainstorm is a staple”').waitFor();
      await shot(phone, 'proposals-390-friend-submitted');

      // The curator, at a desk: a notice, the open count on the tab, the proposal with its diff.
      const desk = await curator.newPage();
      await desk.goto('/notifications');
      await desk.getByText(`${friendAccount.username} suggested changes to "${name}"`).waitFor();
      await desk.goto(`/cubes/${cube.id}`);
      const tab = desk
        .getByRole('navigation', { name: 'Cube sections' })
        .getByRole('link', { name: /Proposals/ });
      await expect.poll(() => tab.textContent()).toMatch(/Proposals\s*1/);
      await tab.click();
      await desk.getByRole('link', { name: 'Sharpen the blue' }).click();
      await desk.waitForURL(`**${proposalUrl}`);
      const diff = desk.getByTestId('diff');
      await diff.getByText('Brainstorm').waitFor();
      const discussion = desk.getByRole('region', { name: /Discussion/ });
      await discussion.getByLabel('Write a comment').fill('Why Preordain over Ponder?');
      await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
      await discussion.getByText('Why Preordain over Ponder?').waitFor();

      // Accept three (cut Opt, move Duress, add Brainstorm); the cut of Shock and Preordain are declined.
      await desk.getByRole('checkbox', { name: 'Accept: Cut Shock' }).uncheck();
      await desk.getByRole('checkbox', { name: 'Accept: Add Preordain' }).uncheck();
      await desk
        .getByLabel(`Note to ${friendAccount.username} (optional)`)
        .fill('Shock stays for the red deck');
      await shot(desk, 'proposals-1280-curator-review');
      await desk.getByRole('button', { name: 'Accept selected (3)' }).click();
      await desk.getByText('What was saved').waitFor();
      await shot(desk, 'proposals-1280-curator-accepted');

      const cards = (await (await curator.request.get(`/api/cubes/${cube.id}`)).json()).cards as {
        name: string;
        board: string;
      }[];
      expect(cards.map((c) => c.name).sort()).toEqual(
        ['Brainstorm', 'Counterspell', 'Duress', 'Lightning Bolt', 'Ponder', 'Shock'].sort(),
      );
      expect(cards.find((c) => c.name === 'Duress')?.board).toBe('maybe');

      // The friend hears of the decision and of the comment.
      const friendNotices = async () =>
        (
          (await (await friend.request.get('/api/notifications')).json()).notifications as { title: string }[]
        ).map((n) => n.title);
      await expect
        .poll(friendNotices, { timeout: 30_000 })
        .toEqual(
          expect.arrayContaining([
            `${curatorAccount.username} accepted your proposal "Sharpen the blue"`,
            `${curatorAccount.username} commented on a proposal`,
          ]),
        );
      await phone.goto('/notifications');
      const list = phone.getByRole('list', { name: 'Notifications' });
      await list.getByText(`${curatorAccount.username} accepted your proposal "Sharpen the blue"`).waitFor();
      await list.getByText(/accepted 3 of 5 changes/).waitFor();
      await shot(phone, 'proposals-390-friend-notifications');
      await phone.goto(proposalUrl);
      await phone.getByText('Shock stays for the red deck').waitFor();
      await shot(phone, 'proposals-390-friend-decided');

      // The new version and the activity credit the friend.
      const versions = (await (await curator.request.get(`/api/cubes/${cube.id}/versions`)).json())
        .versions as {
        author: { username: string } | null;
        summary: string;
      }[];
      expect(versions[0]).toMatchObject({
        author: { username: friendAccount.username },
        summary: `Accepted from ${friendAccount.username}'s proposal: Sharpen the blue`,
      });
      await desk.goto(`/cubes/${cube.id}/versions`);
      await desk
        .getByText(`Accepted from ${friendAccount.username}'s proposal: Sharpen the blue`)
        .first()
        .waitFor();
      await shot(desk, 'proposals-1280-versions');
      await desk.goto(`/cubes/${cube.id}/activity`);
      await desk
        .getByText(new RegExp(`${friendAccount.username} added`))
        .first()
        .waitFor();
      await shot(desk, 'proposals-1280-activity');

      // The curator turns proposals off on the tab; the friend can no longer suggest changes.
      await desk.goto(`/cubes/${cube.id}/proposals`);
      await desk.getByLabel('Who may suggest changes').selectOption('off');
      const settingsUrl = `/api/cubes/${cube.id}/proposal-settings`;
      await expect
        .poll(async () => (await (await curator.request.get(settingsUrl)).json()).welcome)
        .toBe('off');
      const after = await (await friend.request.get(`/api/cubes/${cube.id}/proposals`)).json();
      expect(after.canPropose).toBe(false);
      await shot(desk, 'proposals-1280-tab-settings');

      await curator.close();
      await friend.close();
    }, 240_000);

    it('a copy proposes what it changed back; a pasted list proposes its difference; the owner sees the charts before and after', async () => {
      const curator = await newContext(browser, { width: 1280, height: 900 });
      await signUpViaApi(curator, newAccount('original'));
      await cardsReady(curator);
      const name = `Original Cube ${Date.now()}`;
      const cube = await publicCube(curator, name);

      // The friend copies the cube, cuts Opt and adds Brainstorm in the copy.
      const friend = await newContext(browser, { width: 390, height: 844 });
      const friendAccount = newAccount('copier');
      await signUpViaApi(friend, friendAccount);
      const cloned = await friend.request.post(`/api/cubes/${cube.id}/clone`, { data: {} });
      expect(cloned.status()).toBe(201);
      const copy = (await cloned.json()).cube as { id: string; version: number };
      const copyCards = (await (await friend.request.get(`/api/cubes/${copy.id}`)).json()).cards as {
        id: string;
        name: string;
      }[];
      const opt = copyCards.find((c) => c.name === 'Opt')!;
      const changed = await friend.request.post(`/api/cubes/${copy.id}/changes`, {
        data: {
          baseVersion: copy.version,
          ops: [
            { type: 'remove', id: opt.id },
            { type: 'add', card: { name: 'Brainstorm' } },
          ],
        },
      });
      expect(changed.status(), await changed.text()).toBe(200);

      // The copy's page links back, and offers to propose its changes to the original.
      const phone = await friend.newPage();
      await phone.goto(`/cubes/${copy.id}`);
      await phone.getByText('Copied from').waitFor();
      await phone.getByRole('link', { name, exact: true }).waitFor();
      await shot(phone, 'proposals-390-copy-header');
      await phone.getByRole('link', { name: 'Propose your changes to it' }).click();
      await phone.waitForURL(`**/cubes/${cube.id}/propose?from=${copy.id}`);
      await phone.getByText(/Staged what your copy .* changed: 1 to add, 1 to cut/).waitFor();
      const form = phone.getByRole('region', { name: 'Your proposal' });
      await expect.poll(() => form.getByLabel('Title').inputValue()).toMatch(/^Changes from my copy/);
      await form.getByRole('textbox', { name: /^Reason for change 1/ }).fill('Opt does too little');
      await shot(phone, 'proposals-390-copy-form');
      await form.getByRole('button', { name: 'Submit proposal' }).click();
      await phone.waitForURL(new RegExp(`/cubes/${cube.id}/proposals/[^/]+$`));
      const fromCopy = new URL(phone.url()).pathname;

      // From a pasted list: one typo fixed through its suggestion, then the difference is staged.
      await phone.goto(`/cubes/${cube.id}/propose`);
      await phone.getByRole('button', { name: 'Start from a list' }).click();
      const dialog = phone.getByRole('dialog', { name: 'Propose from a list' });
      await dialog
        .getByLabel('The list')
        .fill(['Lightning Bolt', 'Opt', 'Shock', 'Duress', 'Ponder', 'Preordian'].join('\n'));
      await dialog.getByRole('button', { name: 'Compare' }).click();
      await dialog.getByText('Line 6:').waitFor();
      await shot(phone, 'proposals-390-list-typo');
      await dialog.getByRole('button', { name: 'Preordain', exact: true }).click();
      await dialog.getByRole('button', { name: 'Compare' }).click();
      await dialog.getByText('1 card to add, 1 card to cut, 5 the same.').waitFor();
      await dialog.getByRole('button', { name: 'Stage these changes' }).click();
      const listForm = phone.getByRole('region', { name: 'Your proposal' });
      const reasons = listForm.getByRole('textbox', { name: /^Reason for change/ });
      await expect.poll(() => reasons.count()).toBe(2);
      await listForm.getByText('Cut Counterspell').waitFor();
      await listForm.getByText('Add Preordain').waitFor();

      // The owner reads the copy's proposal with what it does to the cube's charts.
      const desk = await curator.newPage();
      await desk.goto(fromCopy);
      const charts = desk.getByRole('region', { name: 'What it does to the cube' });
      await charts.getByTestId('cube-comparison').waitFor();
      await expect.poll(() => charts.getByTestId('compare-only-a').textContent()).toBe('1');
      await expect.poll(() => charts.getByTestId('compare-only-b').textContent()).toBe('1');
      await shot(desk, 'proposals-1280-before-after');

      await curator.close();
      await friend.close();
    }, 240_000);
  },
);
