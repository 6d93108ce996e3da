// One rule for every image URL a user types (a cube's cover, an entry's image override, a custom card's
// art): each ends up as an <img src> shown to other people, so each must be https (no mixed content, no
// other scheme), name its host plainly (no "user:pass@" prefix that makes "https://good.example@evil.test"
// read as good.example), and hold no backslash (browsers read "\" as "/" in an https URL, so
// "https://evil.test\@good.example" loads from evil.test) and no whitespace. Core has no URL class (it
// runs without DOM or Node types), hence the patterns.

/** What is wrong with an image URL. */
export type ImageUrlProblem = 'not-https' | 'credentials' | 'malformed';

/** The end of the sentence each problem gets after the field's label ("The image URL must ..."). */
export const IMAGE_URL_PROBLEM_TEXT: Record<ImageUrlProblem, string> = {
  'not-https': 'must start with https://',
  credentials: 'must not hold a user name or password',
  malformed: 'is not a valid URL',
};

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// A host name (letters of any script, digits, dots, hyphens) or a bracketed IPv6 address, then a port.
const AUTHORITY = /^(?:[\p{L}\p{N}.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/iu;

/** The problem with `url` as an image URL (trimmed already), or null when it is fine. */
export function imageUrlProblem(url: string): ImageUrlProblem | null {
  const scheme = SCHEME.exec(url)?.[1];
  if (scheme?.toLowerCase() !== 'https') return 'not-https';
  if (!url.slice(0, 8).toLowerCase().startsWith('https://')) return 'malformed';
  if (/[\s\\]/.test(url)) return 'malformed';
  const authority = url.slice('https://'.length).split(/[/?#]/, 1)[0]!;
  if (authority.includes('@')) return 'credentials';
  return AUTHORITY.test(authority) ? null : 'malformed';
}
