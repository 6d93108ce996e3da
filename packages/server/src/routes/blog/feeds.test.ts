import { DOMParser, type Element } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyBody, call, createCube, type Person } from '../../../test/cube-requests';
import { insertPeople } from '../../../test/factories';
import { createTestApp, type TestApp, testDbKind } from '../../../test/harness';

// The Atom feeds parsed by a real XML parser that stops at any error (warnings included), then checked
// for what RFC 4287 requires: feed id, title, updated, an author (on the feed or every entry), a
// rel="self" link; entries with id, title, updated and a link; ids stable across edits; dates in
// RFC 3339. Private cubes have no feed.

const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Parses strictly: any warning or error of the parser fails the test. */
function parseAtom(xml: string) {
  // xmldom lets a bare ampersand through; XML does not.
  expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;|#\d+;|#x[0-9a-f]+;)/i);
  const doc = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'application/xml');
  const feed = doc.documentElement!;
  expect(feed.namespaceURI).toBe(ATOM);
  expect(feed.localName).toBe('feed');
  return feed;
}

const children = (parent: Element, name: string) =>
  Array.from(parent.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 && (n as Element).localName === name && (n as Element).namespaceURI === ATOM,
  );
const one = (parent: Element, name: string) => {
  const found = children(parent, name);
  expect(found, `exactly one <${name}>`).toHaveLength(1);
  return found[0]!;
};
const textOf = (parent: Element, name: string) => one(parent, name).textContent ?? '';

/** The checks RFC 4287 section 4.1 makes of every feed and entry. */
function checkRequired(feed: Element) {
  expect(textOf(feed, 'id')).toMatch(/^[a-z][a-z0-9+.-]*:/);
  expect(textOf(feed, 'title').length).toBeGreaterThan(0);
  expect(textOf(feed, 'updated')).toMatch(RFC3339);
  const self = children(feed, 'link').filter((l) => l.getAttribute('rel') === 'self');
  expect(self).toHaveLength(1);
  expect(self[0]!.getAttribute('href')).toMatch(/^https?:\/\//);
  const feedAuthor = children(feed, 'author').length > 0;
  const entries = children(feed, 'entry');
  for (const entry of entries) {
    expect(textOf(entry, 'id')).toMatch(/^[a-z][a-z0-9+.-]*:/);
    expect(textOf(entry, 'title').length).toBeGreaterThan(0);
    expect(textOf(entry, 'updated')).toMatch(RFC3339);
    expect(feedAuthor || children(entry, 'author').length > 0).toBe(true);
    const alternate = children(entry, 'link').filter(
      (l) => (l.getAttribute('rel') ?? 'alternate') === 'alternate',
    );
    expect(alternate.length).toBeGreaterThan(0);
    // No entry without content needs a summary here: every entry carries content or summary.
    expect(children(entry, 'content').length + children(entry, 'summary').length).toBeGreaterThan(0);
  }
  const ids = entries.map((e) => textOf(e, 'id'));
  expect(new Set(ids).size).toBe(ids.length);
  return entries;
}

describe(`Atom feeds (${testDbKind})`, () => {
  let t: TestApp;
  let p: Awaited<ReturnType<typeof insertPeople>>;
  const cubes: Record<string, string> = {};
  const get = (url: string, who: Person | null = null) =>
    t.app.inject({ method: 'GET', url, headers: who ? { cookie: who.cookie } : {} });
  const post = (cubeId: string, title: string, content: string) =>
    call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${cubeId}/posts`, { title, content });

  beforeAll(async () => {
    t = await createTestApp();
    p = await insertPeople(t);
    for (const visibility of ['public', 'unlisted', 'private'] as const) {
      cubes[visibility] = await createCube(t.app, p.owner, {
        name: `Feed <${visibility}> & "friends"`,
        visibility,
        description: 'Cards & <b>bold</b> claims',
      });
    }
  });
  afterAll(() => t?.close());

  it('renders a post’s markdown to sanitised HTML (type="html"), not raw markdown', async () => {
    const cubeId = await createCube(t.app, p.owner, { name: 'Markdown feed', visibility: 'unlisted' });
    const markdown = [
      '# Why **blue**',
      '',
      'Draft [[Lightning Bolt]] and [this](javascript:alert(1)) <script>alert(2)</script>',
      '',
      '- one',
      '- ~~two~~',
      '',
      '<img src=x onerror=alert(3)>',
    ].join('\n');
    expect((await post(cubeId, 'Markdown', markdown)).status).toBe(201);
    const [entry] = checkRequired(parseAtom((await get(`/api/cubes/${cubeId}/feed.atom`)).body));
    const content = one(entry!, 'content');
    expect(content.getAttribute('type')).toBe('html');
    expect(content.textContent).toBe(
      // The script's tags go (its text stays, inert), as does the javascript: URL and the img's handler.
      '<h1>Why <strong>blue</strong></h1>\n<p>Draft Lightning Bolt and <a>this</a> alert(2)</p>\n' +
        '<ul>\n<li>one</li>\n<li><del>two</del></li>\n</ul>',
    );
  });

  it('serves a valid feed of a cube’s posts and changelog, with stable entry ids', async () => {
    const empty = await get(`/api/cubes/${cubes.public}/feed.atom`);
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['content-type']).toContain('application/atom+xml');
    expect(checkRequired(parseAtom(empty.body))).toHaveLength(0);

    const hostile = await post(
      cubes.public!,
      'Spoilers <script>alert(1)</script> & more',
      'Body with ]]> and <tags>',
    );
    expect(hostile.status).toBe(201);
    const plain = await post(cubes.public!, 'Second post', 'Hello [[Lightning Bolt]]');
    const saved = await call<AnyBody>(t.app, p.owner, 'POST', `/api/cubes/${cubes.public}/changes`, {
      baseVersion: 1,
      ops: [{ type: 'add', card: { name: 'Shock', cardId: 'name:shock' } }],
      changelog: true,
    });
    expect(saved.status).toBe(200);

    const feed = parseAtom((await get(`/api/cubes/${cubes.public}/feed.atom`)).body);
    const entries = checkRequired(feed);
    expect(entries.map((e) => textOf(e, 'title'))).toEqual([
      'Changelog: +1 -0',
      'Second post',
      'Spoilers <script>alert(1)</script> & more',
    ]);
    expect(textOf(feed, 'title')).toBe('Feed <public> & "friends": blog');
    expect(textOf(one(feed, 'author'), 'name')).toBe(p.owner.username);
    // Content is the markdown rendered and sanitised (the raw <tags> dropped), sent as escaped HTML.
    expect(one(entries[2]!, 'content').getAttribute('type')).toBe('html');
    expect(textOf(entries[2]!, 'content')).toBe('<p>Body with ]]> and </p>');
    expect(textOf(entries[1]!, 'id')).toBe(`urn:uuid:${plain.body.post.id}`);
    // The feed's updated is its newest entry's.
    expect(textOf(feed, 'updated')).toBe(textOf(entries[0]!, 'updated'));

    // An edit changes updated, never the id.
    const before = entries.map((e) => textOf(e, 'id'));
    const edit = await call(
      t.app,
      p.owner,
      'PATCH',
      `/api/cubes/${cubes.public}/posts/${plain.body.post.id}`,
      {
        title: 'Second post, revised',
      },
    );
    expect(edit.status).toBe(200);
    const after = checkRequired(parseAtom((await get(`/api/cubes/${cubes.public}/feed.atom`)).body));
    expect(after.map((e) => textOf(e, 'id'))).toEqual(before);
    expect(textOf(after[1]!, 'title')).toBe('Second post, revised');
  });

  it('has no feed for a private cube, even for its owner; unlisted cubes have one', async () => {
    await post(cubes.private!, 'Secret plans', 'Do not tell');
    for (const who of [null, p.owner, p.admin]) {
      const res = await get(`/api/cubes/${cubes.private}/feed.atom`, who);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Secret plans');
    }
    expect((await get('/api/cubes/no-such-cube/feed.atom')).statusCode).toBe(404);
    const unlisted = await get(`/api/cubes/${cubes.unlisted}/feed.atom`);
    expect(unlisted.statusCode).toBe(200);
    checkRequired(parseAtom(unlisted.body));
  });

  it('serves a valid feed of the featured cubes, public ones only', async () => {
    for (const id of [cubes.public, cubes.unlisted]) {
      expect((await call(t.app, p.admin, 'PATCH', `/api/cubes/${id}`, { isFeatured: true })).status).toBe(
        200,
      );
    }
    const res = await get('/api/community/featured.atom');
    expect(res.statusCode).toBe(200);
    const feed = parseAtom(res.body);
    const entries = checkRequired(feed);
    expect(entries.map((e) => textOf(e, 'title'))).toEqual(['Feed <public> & "friends"']);
    expect(textOf(entries[0]!, 'summary')).toBe('Cards & <b>bold</b> claims');
    expect(textOf(entries[0]!, 'id')).toMatch(new RegExp(`/cubes/${cubes.public}$`));
  });
});
