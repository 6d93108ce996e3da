import fs from 'node:fs';
import path from 'node:path';
import type { Card } from '@cubewright/core/cards';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeckPhotoPage, takeDeckPhoto } from '../test/deck-photo';
import { needs, skipUnless } from '../test/requirements';
import { newAccount, signUpViaApi } from './support/accounts';
import { baseUrl, launchBrowser, newContext, noBrowser, screenshot } from './support/browser';
import { cardsReady, createCube, haveLists, readList, resolveNames } from './support/real-cubes';

// The event's share link (issue 30), two people: the host (signed in, 1280 px) makes the link of an
// event of a private cube and copies it; a player on a phone (390 px, not signed in) opens it, picks
// their name, submits their deck and reports their match; the host's report agrees and the standings
// count it on both screens.

const LIST = 'MTGATinkererCube.txt';
const haveList = haveLists(LIST);
const NOTES = '/work/notes/events';

/** A full-page screenshot in the test artifacts, and for the lead's notes when that folder exists. */
async function shot(page: Page, name: string) {
  await screenshot(page, name);
  if (fs.existsSync(NOTES)) await page.screenshot({ path: path.join(NOTES, `${name}.png`), fullPage: true });
}

describe('records: the event share link', needs({ Chromium: !noBrowser, 'card data': haveList }), () => {
  let browser: Browser;
  let host: BrowserContext;
  let phone: BrowserContext;
  const hostAccount = newAccount('host');
  beforeAll(async () => {
    browser = await launchBrowser();
    host = await newContext(browser);
    phone = await newContext(browser, { width: 390, height: 844 });
    await host.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await signUpViaApi(host, hostAccount);
  });
  afterAll(() => browser?.close());

  it('a player not signed in submits a deck and reports; the host agrees; standings update', {
    timeout: 120_000,
  }, async (ctx) => {
    skipUnless(ctx, await cardsReady(host.request), 'card data');
    const cards = await resolveNames(host.request, readList(LIST).slice(0, 20));
    const cubeId = await createCube(host.request, { name: 'Shop Night', visibility: 'private' }, cards);
    const created = await host.request.post(`/api/cubes/${cubeId}/events`, {
      data: {
        name: 'Shop Night',
        date: '2026-11-27',
        players: [{ name: hostAccount.username, username: hostAccount.username }, { name: 'Robin' }],
      },
    });
    expect(created.status()).toBe(201);
    const eventId = (await created.json()).event.id as string;
    expect(
      (await host.request.post(`/api/cubes/${cubeId}/events/${eventId}/rounds`, { data: {} })).ok(),
    ).toBe(true);

    // The host makes the link and copies it.
    const a = await host.newPage();
    await a.goto(`/cubes/${cubeId}/records/${eventId}`);
    await a.getByRole('button', { name: 'Make a share link' }).click();
    const linkBox = a.getByLabel('Link for the players');
    await linkBox.waitFor();
    const link = await linkBox.inputValue();
    expect(link).toMatch(/\/events\/[A-Za-z0-9_-]{32}$/);
    await a.getByRole('button', { name: 'Copy link' }).click();
    await a.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await a.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // For a game store table: the link as a QR code (link-qr.test.ts reads it back as the link).
    await a.getByRole('button', { name: 'Show QR code' }).click();
    const qr = a.getByRole('img', { name: 'QR code of the link for the players' });
    await qr.waitFor();
    expect((await qr.locator('path').getAttribute('d'))?.length).toBeGreaterThan(1000);
    await shot(a, 'event-share-host-link');

    // The player, not signed in, on a phone: sees the event of the private cube, and nothing of the cube.
    const b = await phone.newPage();
    await b.goto(link);
    await b.getByRole('heading', { name: 'Shop Night' }).waitFor();
    expect((await phone.request.get(`/api/cubes/${cubeId}`)).status()).toBe(404);
    await b.getByLabel('Who are you?').selectOption({ label: 'Robin' });
    const deck = cards.slice(0, 3).map((c) => `1 ${c.name}`);
    await b.getByLabel('Your deck list').fill(deck.join('\n'));
    await b.getByRole('button', { name: 'Save my deck' }).click();
    await expect.poll(() => b.getByTestId('deck-count').textContent()).toBe('3 cards in your main deck');
    await b.getByLabel('Robin won').fill('2');
    await b.getByLabel(`${hostAccount.username} won`).fill('1');
    await b.getByRole('button', { name: 'Report result' }).click();
    await b.getByText(`waiting for ${hostAccount.username} to confirm`).waitFor();
    // Not final yet: nobody has points.
    const robinRow = b.getByRole('table', { name: 'Standings' }).getByRole('row', { name: /Robin/ });
    expect(await robinRow.getByTestId('points').textContent()).toBe('0');
    await shot(b, 'event-share-phone-reported');

    // The host sees Robin's deck and report, and enters the same result.
    await a.reload();
    await a.getByText('awaiting confirmation').waitFor();
    await a.getByText('Robin: 3 main-deck cards').waitFor();
    const form = a
      .getByRole('form', { name: `Result of ${hostAccount.username} vs Robin` })
      .or(a.getByRole('form', { name: `Result of Robin vs ${hostAccount.username}` }));
    await form.getByLabel('Robin won').fill('2');
    await form.getByLabel(`${hostAccount.username} won`).fill('1');
    await form.getByRole('button', { name: 'Set result' }).click();
    await a.getByText('confirmed', { exact: true }).waitFor();
    const hostTop = a.getByRole('table', { name: 'Standings' }).getByRole('row').nth(1);
    await expect.poll(() => hostTop.textContent()).toContain('Robin');
    expect(await hostTop.getByTestId('points').textContent()).toBe('3');

    // The phone shows the final result and Robin first with 3 points.
    await b.reload();
    await b.getByText('final', { exact: true }).waitFor();
    expect(await b.getByTestId('my-score').textContent()).toBe('You 2-1');
    const phoneTop = b.getByRole('table', { name: 'Standings' }).getByRole('row').nth(1);
    await expect.poll(() => phoneTop.textContent()).toContain('Robin');
    expect(await phoneTop.getByTestId('points').textContent()).toBe('3');
    // The phone page fits the screen: nothing wider than the viewport.
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(b, 'event-share-phone-final');
    await shot(a, 'event-share-host-final');
  });
  it('reports that differ are shown to the host with both, and the host settles them', {
    timeout: 60_000,
  }, async () => {
    if (!(await cardsReady(host.request))) return;
    const cards = await resolveNames(host.request, readList(LIST).slice(0, 5));
    const cubeId = await createCube(host.request, { name: 'Dispute Night', visibility: 'private' }, cards);
    const created = await host.request.post(`/api/cubes/${cubeId}/events`, {
      data: { name: 'Dispute Night', date: '2026-11-27', players: [{ name: 'Robin' }, { name: 'Sam' }] },
    });
    const eventId = (await created.json()).event.id as string;
    await host.request.post(`/api/cubes/${cubeId}/events/${eventId}/rounds`, { data: {} });
    const { token } = await (
      await host.request.post(`/api/cubes/${cubeId}/events/${eventId}/share-link`, { data: {} })
    ).json();

    const b = await phone.newPage();
    await b.goto(`/events/${token}`);
    await b.getByLabel('Who are you?').selectOption({ label: 'Robin' });
    await b.getByLabel('Robin won').fill('2');
    await b.getByLabel('Sam won').fill('0');
    await b.getByRole('button', { name: 'Report result' }).click();
    await b.getByText('waiting for Sam to confirm').waitFor();
    // Sam, on another phone, says he won.
    const shared = await (await phone.request.get(`/api/shared-events/${token}`)).json();
    const match = shared.event.matches[0];
    const sam = shared.event.players.find((p: { name: string }) => p.name === 'Sam').id;
    const samWins = match.a === sam ? { aWins: 2, bWins: 0 } : { aWins: 0, bWins: 2 };
    const res = await phone.request.post(`/api/shared-events/${token}/matches/${match.id}/result`, {
      data: { playerId: sam, ...samWins },
    });
    expect(res.status()).toBe(200);
    await b.reload();
    await b.getByTestId('dispute').waitFor();

    const a = await host.newPage();
    await a.goto(`/cubes/${cubeId}/records/${eventId}`);
    const note = a.getByTestId('dispute');
    await expect
      .poll(() => note.textContent())
      .toMatch(/Robin reported .*, Sam reported .*Set the result to settle it/);
    await a.getByText('reports differ', { exact: true }).waitFor();
    await shot(a, 'event-share-host-dispute');
    await a.getByLabel('Robin won').fill('2');
    await a.getByLabel('Sam won').fill('1');
    await a.getByRole('button', { name: 'Set result' }).click();
    await a.getByText('confirmed', { exact: true }).waitFor();
    expect(await a.getByTestId('dispute').count()).toBe(0);
  });

  it('a player reads their deck from a photo of the table, unticks a misread card and saves it', {
    timeout: 180_000,
  }, async (ctx) => {
    skipUnless(ctx, await cardsReady(host.request), 'card data');
    const names = readList(LIST).slice(20, 40);
    const res = await host.request.post('/api/cards/resolve', { data: { names } });
    const cards = ((await res.json()).results as { card: Card | null }[]).flatMap((r) =>
      r.card ? [r.card] : [],
    );
    const cubeId = await createCube(host.request, { name: 'Photo Night', visibility: 'private' }, cards);
    const created = await host.request.post(`/api/cubes/${cubeId}/events`, {
      data: { name: 'Photo Night', date: '2026-11-27', players: [{ name: 'Robin' }, { name: 'Sam' }] },
    });
    const eventId = (await created.json()).event.id as string;
    const { token } = await (
      await host.request.post(`/api/cubes/${cubeId}/events/${eventId}/share-link`, { data: {} })
    ).json();

    // The photo: ten of the cube's cards drawn by the custom card renderer, turned, blurred a little and
    // lit from one side (test/deck-photo.ts), as a phone gives it (JPEG).
    const onTable = cards.slice(0, 10);
    const site = await startDeckPhotoPage();
    const maker = await browser.newPage();
    let photo: Buffer;
    try {
      await maker.goto(site.url);
      photo = await takeDeckPhoto(maker, onTable, {
        columns: 5,
        cardWidth: 380,
        maxAngle: 3,
        blur: 0.4,
        shade: 0.5,
        seed: 30,
      });
    } finally {
      await maker.close();
      await site.close();
    }

    // The desktop page shows the button beside the deck box.
    const desk = await host.newPage();
    await desk.goto(`/events/${token}`);
    await desk.getByLabel('Who are you?').selectOption({ label: 'Robin' });
    await desk.getByText('Read from a photo').waitFor();
    await shot(desk, 'event-share-photo-desktop');

    const b = await phone.newPage();
    await b.goto(`/events/${token}`);
    await b.getByLabel('Who are you?').selectOption({ label: 'Sam' });
    await b
      .getByLabel('Read from a photo')
      .setInputFiles({ name: 'deck.jpg', mimeType: 'image/jpeg', buffer: photo });
    // Progress shows while the engine loads and reads (all from our own server).
    await b.getByRole('progressbar', { name: 'Reading the photo' }).waitFor();
    const list = b.getByRole('list', { name: 'Cards read from the photo' });
    await list.waitFor({ timeout: 150_000 });
    const read = (await list.getByRole('listitem').allTextContents()).map((t) =>
      t.replace(/read “.*$/, '').trim(),
    );
    const wanted = onTable.map((c) => c.faces[0]?.name ?? c.name);
    const right = read.filter((name) => onTable.some((c) => c.name === name));
    // Every card read is one on the table, and at least eight of the ten are read.
    expect(right, `read ${read.join(', ')}; on the table ${wanted.join(', ')}`).toEqual(read);
    expect(right.length, `read ${read.join(', ')}`).toBeGreaterThanOrEqual(8);
    await shot(b, 'event-share-photo-phone-read');
    expect(await b.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The player unticks one, puts the rest in the list and saves it as their deck.
    await list.getByRole('checkbox').first().uncheck();
    await b.getByRole('button', { name: `Put these ${read.length - 1} cards in my list` }).click();
    const text = await b.getByLabel('Your deck list').inputValue();
    expect(text.split('\n')).toEqual(right.slice(1).map((name) => `1 ${name}`));
    await b.getByRole('button', { name: 'Save my deck' }).click();
    await expect
      .poll(() => b.getByTestId('deck-count').textContent())
      .toBe(`${read.length - 1} cards in your main deck`);
  });
});
