// CubeCobra keeps a card's tags in one CSV field separated by ';' (its older exports by ','). A tag
// that itself holds ';', ',' or '\' is written with a backslash before it, so it comes back whole
// (CubeCobra would show the backslash).

/** Joins tags with `;`, escaping `;`, `,` and `\` inside a tag. */
export function joinTags(tags: readonly string[]): string {
  return tags.map((t) => t.replace(/[\\;,]/g, (c) => `\\${c}`)).join(';');
}

/** Splits a `;`- or `,`-separated tag field (`burn;staple`, `"burn,staple"`), honouring backslash escapes; blank tags are dropped. */
export function splitTags(field: string): string[] {
  const tags: string[] = [];
  let current = '';
  for (let i = 0; i < field.length; i++) {
    const c = field[i]!;
    if (c === '\\' && i + 1 < field.length) current += field[++i];
    else if (c === ';' || c === ',') {
      tags.push(current);
      current = '';
    } else current += c;
  }
  tags.push(current);
  return tags.map((t) => t.trim()).filter(Boolean);
}
