import { type ClassValue, clsx } from 'clsx';

// Why our own resolver and not tailwind-merge: tailwind-merge carries a table of every Tailwind utility
// and cost ~8 KB gzip in the shell chunk every page loads (issue 2's 150 KB budget). The ui components
// only need "a caller's class replaces the component's class for the same CSS property", so this file
// knows the utility families the app uses (cn.test.ts holds the real call sites). A class it does not
// recognise is kept as it is, never dropped.

/** [utility pattern, conflict group]; first match wins. A group of '' means "the first capture". */
const GROUPS: [RegExp, string][] = [
  [
    /^(block|inline(-(block|flex|grid|table))?|flex|grid|contents|flow-root|list-item|hidden|table(-(caption|cell|column|column-group|footer-group|header-group|row-group|row))?)$/,
    'display',
  ],
  [/^(not-)?sr-only$/, 'sr'],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [
    /^(inset-[xy]|inset|top|right|bottom|left|start|end|z|order|basis|grow|shrink|aspect|opacity|columns|origin|leading|tracking|whitespace|line-clamp|cursor|select|pointer-events|touch|duration|ease|delay|animate|overflow-[xy]|overflow|overscroll-[xy]|overscroll|grid-cols|grid-rows|grid-flow|auto-cols|auto-rows|gap-[xy]|gap|space-[xy]|size|w|h|min-w|max-w|min-h|max-h|[pm][xytrblse]?|mix-blend|bg-blend|bg-clip|bg-origin|underline-offset|float|clear|fill|list|scroll-[pm][xytrblse]?)-/,
    '',
  ],
  [/^(grow|shrink)$/, ''],
  [/^flex-(row|col)(-reverse)?$/, 'flex-dir'],
  [/^flex-(wrap(-reverse)?|nowrap)$/, 'flex-wrap'],
  [/^(break-(before|after|inside)|from|via|to)-/, ''],
  [/^(flex|table|break|content|decoration|box)-/, ''],
  [/^(transition|resize|divide-[xy])(-|$)/, ''],
  [/^divide-/, 'divide-color'],
  [/^((col|row)-(span|start|end))-/, ''],
  [/^(col|row)-/, ''],
  [/^(justify|place)-(items|self|content)-/, '$'],
  [/^justify-/, 'justify'],
  [/^(items|self)-/, ''],
  // Typography: text-* is a size, an alignment, an overflow or wrap mode, or else a colour.
  [/^text-(xs|sm|base|lg|[2-9]?xl|\[[\d.]|\[length:|\(length:)/, 'font-size'],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^(text-(ellipsis|clip)|truncate)$/, 'text-overflow'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [
    /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d|\[\d|\(number:)/,
    'font-weight',
  ],
  [/^font-/, 'font-family'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(not-)?italic$/, 'font-style'],
  [/^(subpixel-)?antialiased$/, 'smoothing'],
  // Backgrounds: bg-* is a colour unless it is one of the size/position/image keywords.
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attach'],
  [/^bg-(no-)?repeat/, 'bg-repeat'],
  [/^bg-(none|linear|radial|conic|gradient|\[url)/, 'bg-image'],
  [/^bg-(center|top|bottom|left|right)/, 'bg-position'],
  [/^bg-/, 'bg-color'],
  // Borders: a side (x, y, t, ...) is part of the group so border-t-2 leaves border-b alone.
  [/^rounded(-(tl|tr|br|bl|ss|se|es|ee|[trblse])(?=-|$))?/, 'rounded$2'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-spacing/, 'border-spacing'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border(-([xytrblse]))?(-(\d|\[\d|\(length:)|$)/, 'border-w$2'],
  [/^border-(([xytrblse])-)?/, 'border-color$2'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-(none|hidden|solid|dashed|dotted|double)$/, 'outline-style'],
  [/^outline(-(\d|\[\d|\(length:)|$)/, 'outline-w'],
  [/^outline-/, 'outline-color'],
  [/^ring-offset-(\d|\[\d|\(length:)/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring(-(\d|\[\d|\(length:)|$)/, 'ring-w'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-/, 'ring-color'],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner)|-\[.*_.*)?$/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^((translate|scale|skew)(-[xyz](?=-))?)/, ''],
  [
    /^(rotate|blur|brightness|contrast|grayscale|invert|saturate|sepia|drop-shadow|hue-rotate|backdrop-[a-z]+)(-|$)/,
    '',
  ],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  // An arbitrary property ([container-type:inline-size]) conflicts with the same property.
  [/^\[([a-z-]+):/, ''],
];

/** Which groups a class of each group also replaces (p-2 replaces an earlier px-4 as well as p-4). */
const OVERRIDES: Record<string, string[]> = {
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  flex: ['basis', 'grow', 'shrink'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  'font-size': ['leading'],
  'line-clamp': ['display', 'overflow'],
  translate: ['translate-x', 'translate-y'],
  scale: ['scale-x', 'scale-y'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e'].concat(
    ['tl', 'tr', 'br', 'bl', 'ss', 'se', 'es', 'ee'].map((c) => `rounded-${c}`),
  ),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
};
// p, m (and scroll-p/m) and border width/colour: the whole box replaces the sides, x and y their pairs.
for (const base of ['p', 'm', 'scroll-p', 'scroll-m', 'border-w', 'border-color']) {
  const sep = base.startsWith('border') ? '-' : '';
  OVERRIDES[base] = [...'xytrblse'].map((s) => base + sep + s);
  OVERRIDES[`${base + sep}x`] = [`${base + sep}r`, `${base + sep}l`];
  OVERRIDES[`${base + sep}y`] = [`${base + sep}t`, `${base + sep}b`];
}

/** The conflict group of a utility (variants, "!" and "-" already removed), or undefined. */
export function classGroup(utility: string): string | undefined {
  for (const [pattern, group] of GROUPS) {
    const m = pattern.exec(utility);
    if (!m) continue;
    if (group === '') return m[1];
    if (group === '$') return `${m[1]}-${m[2]}`;
    return group.replace('$2', m[2] ? `-${m[2]}` : '');
  }
  return undefined;
}

/** Splits "md:hover:-mt-2!" into its variants and utility, ignoring ":" inside [] and (). */
function parse(cls: string): { mods: string; group: string | undefined } {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  let utility = cls.slice(start);
  let important = '';
  if (utility.endsWith('!') || utility.startsWith('!')) {
    important = '!';
    utility = utility.replace(/^!|!$/g, '');
  }
  // Order of plain variants does not matter (hover:md: = md:hover:); arbitrary ones keep their place.
  const mods = variants.some((v) => v.startsWith('[')) ? variants.join(':') : variants.sort().join(':');
  return { mods: `${mods}${important}:`, group: classGroup(utility.replace(/^-/, '')) };
}

/** Drops each class that a later class of the same group (under the same variants) replaces. */
function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const token of tokens.reverse()) {
    const { mods, group } = parse(token);
    if (group !== undefined) {
      if (taken.has(mods + group)) continue;
      taken.add(mods + group);
      for (const g of OVERRIDES[group] ?? []) taken.add(mods + g);
    }
    kept.push(token);
  }
  return kept.reverse().join(' ');
}

// Merged strings by their input: a page asks for the same few hundred strings over and over (every row
// of a 720-card list, every button), and merging one costs a regular expression per class. Without it
// cn took 4-12 ms of a cube page's first render (bench:cube-page's CPU profile). Cleared when full.
const merged = new Map<string, string>();
const MERGED_MAX = 2000;

/** Joins class names, letting later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  let out = merged.get(joined);
  if (out === undefined) {
    if (merged.size >= MERGED_MAX) merged.clear();
    out = mergeClasses(joined);
    merged.set(joined, out);
  }
  return out;
}
