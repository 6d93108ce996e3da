import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// The draft lobby with two people in two browser contexts: setup with private logs, a guest joining,
// chat seen live by the host, the host's seat and settings changes seen by the guest, random seating,
// and a kick that the guest cannot undo by joining again.

const LIST = 'MTGATinkererCube.txt';

/** A cube of 40 real cards (or of name-only cards when the server has no card data). */
async function makeCube(request: APIRequestContext): Promise<string> {
  const names = haveLists(LIST) ? readList(LIST).slice(0, 40) : [];
  const cards =
    names.length === 40 && (await cardsReady(request))
      ? await resolveNames(request, names)
      : Array.from({ length: 40 }, (_, i) => ({ id: `name:lobby card ${i}`, name: `Lobby Card ${i}` }));
  return createCube(request, { name: 'Lobby Cube' }, cards);
}

const seat = (page: Page, n: number) =>
  page
    .getByRole('list', { name: 'Seats' })
    .getByRole('listitem')
    .nth(n - 1);

describe('draft lobby: host controls and chat', needs({ Chromium: !noBrowser }), () => {
  let browser: Browser;
  let host: BrowserContext;
  let guest: BrowserContext;
  const guestAccount = newAccount('lobbyguest');
  let cubeId: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    host = await newContext(browser);
    guest = await newContext(browser);
    await signUpViaApi(host, newAccount('lobbyhost'));
    await signUpViaApi(guest, guestAccount);
    // Here rather than in the test: waiting for the card index can take a while after the server starts.
    cubeId = await makeCube(host.request);
  });
  afterAll(() => browser?.close());

  it('chat, bot seats, settings, random seating and a kick, seen live by both', {
    timeout: 60_000,
  }, async () => {
    const a = await host.newPage();
    await a.goto('/draft/multi');
    await a.getByLabel('Your cubes').selectOption(cubeId);
    await a.getByLabel('Seats', { exact: true }).fill('4');
    await a.getByLabel('Packs per player').fill('2');
    await a.getByLabel('Cards per pack').fill('4');
    await a.getByLabel('Keep draft logs private').check();
    await a.getByRole('button', { name: 'Create draft' }).click();
    await a.waitForURL('**/draft/lobby/**');
    // The setup's private-logs choice reached the draft: the host's settings form shows it.
    await expect.poll(() => a.getByLabel('Keep draft logs private').isChecked()).toBe(true);

    const b = await guest.newPage();
    await b.goto(a.url());
    await b.getByRole('button', { name: 'Join the draft' }).click();
    await b.getByText('Waiting for the host to start…').waitFor();
    await seat(a, 2).getByText(guestAccount.username).waitFor();
    await seat(a, 2).getByText('connected').waitFor();

    // Chat: the guest's line reaches the host.
    await b.getByLabel('Your message').fill('  ready when you are  ');
    await b.getByRole('button', { name: 'Send' }).click();
    await a.getByRole('list', { name: 'Chat messages' }).getByText('ready when you are').waitFor();
    await expect.poll(() => b.getByLabel('Your message').inputValue()).toBe('');

    // The host takes the bot out of seat 3 and sets a pick timer; the guest sees both.
    await seat(b, 3).getByText('Bot').waitFor();
    await a.getByRole('button', { name: 'Remove the bot from seat 3' }).click();
    await seat(b, 3).getByText('Open seat').waitFor();
    await a.getByLabel('Pick timer').selectOption('60');
    await a.getByRole('button', { name: 'Save settings' }).click();
    await b.getByText(/60s per pick/).waitFor();
    // An impossible table is refused with the setup's message.
    await a.getByLabel('Cards per pack').fill('30');
    await a.getByRole('button', { name: 'Save settings' }).click();
    await a
      .getByRole('alert')
      .getByText(/main board/)
      .waitFor();

    await a.getByRole('button', { name: 'Randomise seating' }).click();
    await expect.poll(() => a.getByRole('button', { name: 'Randomise seating' }).isEnabled()).toBe(true);
    await expect
      .poll(async () => (await a.getByRole('list', { name: 'Seats' }).textContent()) ?? '')
      .toContain(guestAccount.username);
    await screenshot(a, 'draft-lobby-host');

    // Kicked: the guest loses the seat and cannot take one again.
    await a.getByRole('button', { name: `Remove ${guestAccount.username} from the draft` }).click();
    await b.getByRole('button', { name: 'Join the draft' }).waitFor();
    await b.getByRole('button', { name: 'Join the draft' }).click();
    await b.getByRole('alert').getByText('The host removed you from this draft.').waitFor();
    expect(await a.getByRole('list', { name: 'Seats' }).textContent()).not.toContain(guestAccount.username);
  });

  it('a seated guest whose tab joins the room late still hears the start', { timeout: 60_000 }, async () => {
    const created = await host.request.post('/api/drafts', {
      data: { cubeId, format: 'booster', seats: 2, packs: 1, cardsPerPack: 4, bots: true },
    });
    const id = ((await created.json()) as { draft: { id: string } }).draft.id;
    expect((await guest.request.post(`/api/drafts/${id}/join`, { data: {} })).ok()).toBe(true);
    // The guest's draft:subscribe frames are held until the host has started, as a loaded machine
    // delays them (seen in a CI run at load 12): the start is told to a room the tab is not in yet.
    const b = await guest.newPage();
    const held: (() => void)[] = [];
    let holding = true;
    await b.routeWebSocket(/\/socket\.io\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => {
        if (holding && typeof message === 'string' && message.includes('"draft:subscribe"'))
          held.push(() => server.send(message));
        else server.send(message);
      });
    });
    await b.goto(`/draft/lobby/${id}`);
    await b.getByText('Waiting for the host to start…').waitFor();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect((await host.request.post(`/api/drafts/${id}/start`, { data: {} })).ok()).toBe(true);
    holding = false;
    for (const send of held.splice(0)) send();
    await b.waitForURL('**/draft/session/**', { timeout: 15_000 });
    await b.close();
  });

  it('the host hands an away player’s seat to a bot and the player takes it back', {
    timeout: 60_000,
  }, async () => {
    const created = await host.request.post('/api/drafts', {
      data: { cubeId, format: 'booster', seats: 4, packs: 2, cardsPerPack: 4, bots: true },
    });
    const id = ((await created.json()) as { draft: { id: string } }).draft.id;
    expect((await guest.request.post(`/api/drafts/${id}/join`, { data: {} })).ok()).toBe(true);
    expect((await host.request.post(`/api/drafts/${id}/start`, { data: {} })).ok()).toBe(true);
    const a = await host.newPage();
    await a.goto(`/draft/session/${id}`);
    await a.getByRole('list', { name: 'Packs waiting at each seat' }).waitFor();

    // The guest steps away from the table: the host sees it live and may hand the seat to a bot.
    expect((await guest.request.post(`/api/drafts/${id}/leave`, { data: {} })).ok()).toBe(true);
    const replace = a.getByRole('button', { name: `Replace ${guestAccount.username} with a bot` });
    await replace.click();
    await replace.waitFor({ state: 'detached' });

    // The guest comes back to the session: a bot has been drafting; they take the seat back.
    const b = await guest.newPage();
    await b.goto(`/draft/session/${id}`);
    await b.getByText('A bot is drafting for you.').waitFor();
    await screenshot(b, 'draft-seat-replaced');
    await b.getByRole('button', { name: 'Take my seat back' }).click();
    await b.getByText('A bot is drafting for you.').waitFor({ state: 'detached' });
    await expect
      .poll(
        async () => (await a.getByRole('list', { name: 'Packs waiting at each seat' }).textContent()) ?? '',
      )
      .not.toMatch(/away/);
  });
});
