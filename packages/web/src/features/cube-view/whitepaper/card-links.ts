/** Where a `[[Card Name]]` link points after linkifying: the name follows, URI-encoded. */
export const CARD_LINK_PREFIX = '#card=';

const LINK = /\[\[([^[\]\n]{1,200})\]\]/g;
const FENCE = /^\s*(```|~~~)/;

/** Applies `fn` to the parts of markdown outside fenced code blocks (code shows `[[...]]` as typed). */
function outsideFences(markdown: string, fn: (text: string) => string): string {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (FENCE.test(line)) {
        inFence = !inFence;
        return line;
      }
      if (inFence) return line;
      return fn(line);
    })
    .join('\n');
}

/** The distinct card names linked as `[[Card Name]]`, in order of first appearance. */
export function cardLinkNames(markdown: string): string[] {
  const names = new Set<string>();
  outsideFences(markdown, (line) => {
    for (const m of line.matchAll(LINK)) {
      const name = m[1]!.trim();
      if (name) names.add(name);
    }
    return line;
  });
  return [...names];
}

/** Rewrites `[[Card Name]]` into a markdown link to `#card=<name>` that the renderer turns into a preview. */
export function linkifyCardNames(markdown: string): string {
  return outsideFences(markdown, (line) =>
    line.replace(LINK, (whole, raw: string) => {
      const name = raw.trim();
      if (!name) return whole;
      const text = name.replace(/[\\`*_[\]<>]/g, (c) => `\\${c}`);
      return `[${text}](${CARD_LINK_PREFIX}${encodeURIComponent(name)})`;
    }),
  );
}

/** The card name of a link produced by linkifyCardNames (sanitizing may prefix the fragment), else null. */
export function cardNameOfHref(href: string | undefined): string | null {
  if (!href) return null;
  const at = href.indexOf(CARD_LINK_PREFIX.slice(1));
  if (!href.startsWith('#') || at === -1) return null;
  try {
    return decodeURIComponent(href.slice(at + CARD_LINK_PREFIX.length - 1));
  } catch {
    return null;
  }
}

/** A piece of plain text (a comment): as typed, or a `[[Card Name]]` link's trimmed name. */
export type CardLinkPart = { text: string } | { name: string };

/** Splits plain text (no markdown: comments) into text and `[[Card Name]]` links, in order. */
export function cardLinkParts(text: string): CardLinkPart[] {
  const parts: CardLinkPart[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    const name = m[1]!.trim();
    if (!name) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    parts.push({ name });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
