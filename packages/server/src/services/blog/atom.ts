// Atom 1.0 documents (RFC 4287) for the blog and featured feeds. Every feed carries the elements the
// RFC requires (id, title, updated, an author for every entry, a rel="self" link); every entry has a
// stable id, a title, updated, and an alternate link to the page. Titles and summaries go in as
// type="text"; a post's content is its markdown rendered to sanitised HTML (feed-html.ts), escaped into
// a type="html" element, so readers show it formatted and nothing a user wrote runs as script.

export interface AtomEntry {
  /** A stable IRI: the same entry keeps it across edits. */
  id: string;
  title: string;
  published: Date;
  updated: Date;
  /** Omitted for an entry without a known author: the feed's author stands in for it. */
  author?: string;
  /** The page showing the entry. */
  url: string;
  /** Sanitised HTML (feedHtml), sent as type="html". */
  contentHtml?: string;
  summary?: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  author: string;
  /** The feed's own URL (rel="self"). */
  selfUrl: string;
  /** The page the feed is about (rel="alternate"). */
  pageUrl: string;
  entries: AtomEntry[];
  /** When nothing has an entry yet: the feed's updated time (the cube's own, say). */
  updatedFallback: Date;
}

const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: characters XML 1.0 cannot carry at all
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe in an XML element or a double-quoted attribute. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

const el = (name: string, value: string, attrs = '') => `<${name}${attrs}>${xmlText(value)}</${name}>`;
const link = (rel: string, href: string, type?: string) =>
  `<link rel="${rel}" href="${xmlText(href)}"${type ? ` type="${type}"` : ''}/>`;
const person = (name: string) => `<author>${el('name', name)}</author>`;

function entryXml(e: AtomEntry): string {
  return [
    '<entry>',
    el('id', e.id),
    el('title', e.title, ' type="text"'),
    el('published', e.published.toISOString()),
    el('updated', e.updated.toISOString()),
    e.author ? person(e.author) : '',
    link('alternate', e.url, 'text/html'),
    e.summary ? el('summary', e.summary, ' type="text"') : '',
    e.contentHtml ? el('content', e.contentHtml, ' type="html"') : '',
    '</entry>',
  ].join('');
}

export function atomXml(feed: AtomFeed): string {
  const updated = new Date(
    Math.max(feed.updatedFallback.getTime(), ...feed.entries.map((e) => e.updated.getTime())),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>\n',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    el('id', feed.id),
    el('title', feed.title, ' type="text"'),
    feed.subtitle ? el('subtitle', feed.subtitle, ' type="text"') : '',
    el('updated', updated.toISOString()),
    person(feed.author),
    link('self', feed.selfUrl, 'application/atom+xml'),
    link('alternate', feed.pageUrl, 'text/html'),
    el('generator', 'Cubewright'),
    ...feed.entries.map(entryXml),
    '</feed>\n',
  ].join('');
}
