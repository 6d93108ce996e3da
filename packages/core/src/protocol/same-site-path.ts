/**
 * Whether `url` is a path on this site ("/cubes/x"), so a notification link cannot send people
 * elsewhere: one leading slash, not `//host` nor `/\host` (browsers read both as another host), and no
 * control characters (browsers drop tabs and line breaks, so "/\t/host" would become "//host").
 */
export function isSameSitePath(url: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  return /^\/(?![/\\])[^\u0000-\u001f\u007f]*$/.test(url);
}
