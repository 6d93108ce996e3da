import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../../test/requirements';
import { call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';
import { solidPng } from '../../../test/solid-png';

const CARD_FILE = process.env.CARD_DATA_FILE;
const haveData = !!CARD_FILE && fs.existsSync(CARD_FILE);

const NAMES = [
  'Lightning Bolt',
  'Counterspell',
  'Swords to Plowshares',
  'Llanowar Elves',
  'Dark Ritual',
  'Shivan Dragon',
  'Sol Ring',
  'Wasteland',
  'Brainstorm',
  'Fire // Ice',
  'Jace, the Mind Sculptor',
  'Serra Angel',
  'Birds of Paradise',
  'Hypnotic Specter',
  'Ancestral Recall',
  'Delver of Secrets // Insectile Aberration',
  'Giant Growth',
  'Black Lotus',
  'Mana Drain',
  'Ball Lightning',
];

/** The text a PDF shows: every content stream inflated, its TJ/Tj hex strings decoded (pdfkit writes hex). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  const streams = /\/FlateDecode[\s\S]*?stream\r?\n/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = zlib.inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue; // not a content stream we can read (fonts are not embedded, so there should be none)
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      out.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
  }
  return out.join('\n');
}

const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\n/g) ?? []).length;

describe(`print-and-play proxies (${testDbKind})`, needs({ 'card data': haveData }), () => {
  let t: TestApp;
  let p: Record<'owner' | 'stranger', Person>;
  let cubeId: string;
  // Scryfall's image host, played by a local server: Lightning Bolt's picture is there, no other card's.
  const imageRequests: string[] = [];
  let boltPath = '';
  const imageHost = http.createServer((req, res) => {
    imageRequests.push(req.url!);
    if (req.url === boltPath)
      res.writeHead(200, { 'content-type': 'image/png' }).end(solidPng(61, 85, [200, 30, 20]));
    else if (req.url?.includes('/normal/front/'))
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>no</p>');
    else res.writeHead(404).end();
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => imageHost.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(imageHost.address() as AddressInfo).port}`;
    t = await createTestApp({ cards: { file: CARD_FILE! }, env: { CARD_IMAGE_BASE_URL: base } });
    p = await insertPeople(t, 'proxy');
    const made = await call<{ cubeId: string }>(t.app, p.owner, 'POST', '/api/cubes/import-new', {
      text: NAMES.join('\n'),
      fileName: 'proxies.txt',
      visibility: 'public',
    });
    expect(made.status).toBe(201);
    cubeId = made.body.cubeId;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    imageHost.close();
  });

  const get = (url: string, who: Person | null) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });

  it('answers a PDF of ceil(cards / 9) pages carrying every card name and its rules text', async () => {
    const res = await get(`/api/cubes/${cubeId}/proxies.pdf?paper=letter&bleed=1&cutLines=1`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=".*-proxies\.pdf"/);
    expect(res.headers['x-proxy-pages']).toBe('3');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pagesOf(pdf)).toBe(Math.ceil(NAMES.length / 9));
    // Letter: 612 x 792 points.
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 612 792]');
    const text = pdfText(pdf);
    for (const name of NAMES) for (const face of name.split(' // ')) expect(text).toContain(face);
    expect(text).toContain('Lightning Bolt deals 3 damage');
    expect(text).toContain('{R}');
    expect(text).toContain('Creature');
    expect(text).toMatch(/\b2\/2\b/); // Hypnotic Specter's power and toughness
  });

  it('prints A4 by default and one page for an empty board', async () => {
    const main = await get(`/api/cubes/${cubeId}/proxies.pdf`, p.stranger);
    expect(main.rawPayload.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.27\d* 841\.88\d*\]/);
    const maybe = await get(`/api/cubes/${cubeId}/proxies.pdf?board=maybe`, p.owner);
    expect(maybe.statusCode).toBe(200);
    expect(pagesOf(maybe.rawPayload)).toBe(1);
  });

  it("prints one proxy of each token and emblem the board's cards make", async () => {
    const made = await call<{ cubeId: string }>(t.app, p.owner, 'POST', '/api/cubes/import-new', {
      text: ['Raise the Alarm', 'Lingering Souls', "Elspeth, Sun's Champion", 'Opt'].join('\n'),
      fileName: 'tokens.txt',
      visibility: 'public',
    });
    expect(made.status).toBe(201);
    const res = await get(`/api/cubes/${made.body.cubeId}/proxies.pdf?tokens=1`, null);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/-tokens\.pdf"/);
    // A Soldier, a Spirit and Elspeth's emblem: one page.
    expect(res.headers['x-proxy-pages']).toBe('1');
    const text = pdfText(res.rawPayload);
    for (const part of ['Soldier', 'Spirit', 'Token Creature', 'Flying', '1/1', 'Emblem', '+2/+2'])
      expect(text).toContain(part);
    // The cards themselves are not printed.
    expect(text).not.toContain('Opt');
    // The main board of the first cube makes no token: an empty sheet.
    expect(pagesOf((await get(`/api/cubes/${cubeId}/proxies.pdf?tokens=1`, null)).rawPayload)).toBe(1);
  });

  it("prints a deck's proxies by card name, a copy per name, an unknown name by its name", async () => {
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/proxies.pdf', payload });
    const names = ['Lightning Bolt', 'Lightning Bolt', ...NAMES.slice(1, 9), 'No Such Card'];
    const res = await post({ title: 'Red deck', names, paper: 'letter' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="Red-deck-proxies\.pdf"/);
    expect(res.headers['x-proxy-pages']).toBe('2');
    expect(pagesOf(res.rawPayload)).toBe(2);
    const text = pdfText(res.rawPayload);
    expect(text.split('Lightning Bolt deals 3 damage').length - 1).toBe(2);
    expect(text).toContain('No Such Card');
    expect(text).toContain('Counterspell');
    expect((await post({ title: 'Empty', names: [] })).json().error).toMatch(
      /A deck needs at least one card/,
    );
    const tooMany = await post({ title: 'Big', names: Array.from({ length: 251 }, () => 'Opt') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatch(/At most 250 cards/);
  });

  it("prints a card's picture where Scryfall's host has one, its text proxy where not", async () => {
    const bolt = t.ctx.cards.index!.lookup('Lightning Bolt')!;
    // The card data names the large image; the proxies ask for the normal size of the same picture.
    boltPath =
      new URL(bolt.imageUri!.replace('/large/', '/normal/')).pathname + new URL(bolt.imageUri!).search;
    const plain = await get(`/api/cubes/${cubeId}/proxies.pdf`, null);
    expect(plain.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    expect(imageRequests).toEqual([]);

    const res = await get(`/api/cubes/${cubeId}/proxies.pdf?images=1&bleed=1`, null);
    expect(res.statusCode).toBe(200);
    const pdf = res.rawPayload;
    expect(pagesOf(pdf)).toBe(Math.ceil(NAMES.length / 9));
    expect(pdf.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    const text = pdfText(pdf);
    // The picture stands for Lightning Bolt; a 404 and an HTML answer leave the others as text.
    expect(text).not.toContain('Lightning Bolt deals 3 damage');
    expect(text).toContain('Counterspell');
    expect(imageRequests).toContain(boltPath);
    expect(imageRequests.length).toBe(NAMES.length);
    // A second print takes the picture from memory: only the cards without one are asked for again.
    await get(`/api/cubes/${cubeId}/proxies.pdf?images=1`, null);
    expect(imageRequests.filter((u) => u === boltPath)).toHaveLength(1);

    const deck = await t.app.inject({
      method: 'POST',
      url: '/api/proxies.pdf',
      payload: { title: 'Burn', names: ['Lightning Bolt', 'Lightning Bolt', 'Opt'], images: '1' },
    });
    expect(deck.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    expect(pdfText(deck.rawPayload)).toContain('Opt');
  });

  it('refuses bad options with a 400 and an unknown board with a 404', async () => {
    for (const q of ['paper=a3', 'bleed=yes', 'cutLines=2', 'board=nope', 'tokens=yes', 'images=2'])
      expect((await get(`/api/cubes/${cubeId}/proxies.pdf?${q}`, p.owner)).statusCode, q).toBe(400);
    expect((await get(`/api/cubes/${cubeId}/proxies.pdf?board=b-zzzzzzzz`, p.owner)).statusCode).toBe(404);
    expect((await get('/api/cubes/no-such-cube/proxies.pdf', null)).statusCode).toBe(404);
  });

  it('keeps a private cube from strangers and guests (404) and prints it for its owner', async () => {
    const priv = await createCube(t.app, p.owner, { name: 'Secret Proxies', visibility: 'private' });
    expect((await get(`/api/cubes/${priv}/proxies.pdf`, null)).statusCode).toBe(404);
    expect((await get(`/api/cubes/${priv}/proxies.pdf`, p.stranger)).statusCode).toBe(404);
    const own = await get(`/api/cubes/${priv}/proxies.pdf`, p.owner);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
