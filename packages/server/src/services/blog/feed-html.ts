import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

// A post's markdown as the HTML a feed reader shows: the same pipeline the web renders posts and the
// white paper with (GFM, then rehype-sanitize's default schema, which keeps no script, style, event
// handler or javascript: URL), serialised instead of turned into React elements. Raw HTML in the
// markdown is dropped, not passed through (remark-rehype leaves it out unless told otherwise).

const toHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(rehypeStringify);

/** `[[Card Name]]` reads as the name: the links the web makes of them point into the page itself. */
const CARD_LINK = /\[\[([^[\]\n]+)\]\]/g;

/** Sanitised HTML of a post's markdown, for an Atom entry's `type="html"` content. */
export function feedHtml(markdown: string): string {
  return String(toHtml.processSync(markdown.replace(CARD_LINK, (_all, name: string) => name.trim())));
}
