import { keyProblem } from './data-rules';

// Rules every piece of client input obeys before any schema or domain code sees it (HTTP params, query and
// JSON bodies, realtime messages). PostgreSQL refuses U+0000 in text, so a stray NUL used to reach the
// database and come back as a 500; control characters have no business in names, ids or queries either.
// Only multi-line text keeps its line breaks and tabs. Body keys also follow the spec's data rules, so a
// key the schema would silently drop ("a.b") is refused instead of being lost without a word.

/** Field names holding multi-line text (descriptions, white paper, notes, chat, imported files): they keep \t, \n and \r. */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set([
  'description',
  'content',
  'notes',
  'text',
  'message',
  'rulesText',
  'flavorText',
  'reason',
  'note',
]);

/** Input nested deeper than this is refused: no request of ours comes close. */
export const MAX_INPUT_DEPTH = 64;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, less tab, line feed and carriage return
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// A UTF-16 surrogate without its pair: JSON's "\ud800" escape makes one, and no UTF-8 text (PostgreSQL's
// text and jsonb, which refuse it with a 500) can hold it. Deliberately without the `u` flag, so the
// pattern sees code units.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** One break of the input rules: where (keys and indexes from the top of the input) and what. */
export interface InputIssue {
  path: (string | number)[];
  message: string;
}

/**
 * The first place where `input` breaks the input rules, or null. `dataKeys` also applies the spec's
 * key rules (no `. # $ / [ ]`, not empty) to object keys, as for JSON bodies; otherwise keys only may
 * not hold control characters (query strings). Iterative, so hostile nesting cannot overflow the stack.
 */
export function inputIssue(input: unknown, opts: { dataKeys?: boolean } = {}): InputIssue | null {
  const stack: { value: unknown; path: (string | number)[]; field: string | null }[] = [
    { value: input, path: [], field: null },
  ];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value, path, field } = item;
    if (path.length > MAX_INPUT_DEPTH) {
      return { path: [], message: `Input must not be nested more than ${MAX_INPUT_DEPTH} levels deep` };
    }
    if (typeof value === 'string') {
      const refused = field && MULTILINE_FIELDS.has(field) ? CONTROL_BUT_LINE_BREAKS : ANY_CONTROL;
      const problem = textProblem(value, refused);
      if (problem) return { path, message: problem };
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i], field });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (const [key] of entries) {
        const text = textProblem(key, ANY_CONTROL);
        const problem = (opts.dataKeys && keyProblem(key)) || (text && `Keys ${text}`);
        if (problem) return { path, message: problem };
      }
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, v] = entries[i]!;
        stack.push({ value: v, path: [...path, key], field: key });
      }
    }
  }
  return null;
}

/** `Invalid request: where: what`, the same shape as the server's schema validation messages. */
export function describeInputIssue(issue: InputIssue): string {
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  return `Invalid request: ${where}${issue.message}`;
}

/** What is wrong with one string (a value, or a key), as "must not contain ...", or null. */
function textProblem(text: string, refused: RegExp): string | null {
  const control = refused.exec(text);
  if (control) return `must not contain control characters (found ${codePoint(control[0])})`;
  const lone = LONE_SURROGATE.exec(text);
  if (lone) return `must not contain an unpaired surrogate (found ${codePoint(lone[0])})`;
  return null;
}

function codePoint(c: string): string {
  return `U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}
