// Draftmancer reads its [CustomCards] and [Settings] blocks with a forgiving JSON reader, so real files
// carry trailing commas and `#` or `//` comments. This reader accepts what JSON accepts plus those
// (and `/* */` comments), reads one value starting at an offset and says where it ended, so a block
// is as long as its JSON, not as long as the lines until something that looks like a header.

/** A value read from loose JSON, and the offset just after it. */
export type LooseJsonResult =
  | {
      ok: true;
      value: unknown;
      end: number /** Where each item of a top-level array starts. */;
      itemStarts: number[];
    }
  | { ok: false; error: string; offset: number };

class LooseJsonError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
// Deep nesting is refused before it can overflow the stack.
const MAX_DEPTH = 200;

class Reader {
  i: number;
  readonly itemStarts: number[] = [];
  constructor(
    readonly text: string,
    start: number,
  ) {
    this.i = start;
  }

  fail(message: string): never {
    throw new LooseJsonError(message, this.i);
  }

  /** Skips white space and comments. */
  gap() {
    const t = this.text;
    while (this.i < t.length) {
      const c = t[this.i]!;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\uFEFF') this.i++;
      else if (c === '#' || (c === '/' && t[this.i + 1] === '/')) {
        while (this.i < t.length && t[this.i] !== '\n') this.i++;
      } else if (c === '/' && t[this.i + 1] === '*') {
        const end = t.indexOf('*/', this.i + 2);
        if (end < 0) this.fail('A /* comment is never closed');
        this.i = end + 2;
      } else break;
    }
  }

  value(depth: number): unknown {
    if (depth > MAX_DEPTH) this.fail('Nested too deeply');
    this.gap();
    const c = this.text[this.i];
    if (c === '{') return this.object(depth);
    if (c === '[') return this.array(depth);
    if (c === '"') return this.string();
    if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) return this.number();
    for (const [word, v] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.text.startsWith(word, this.i)) {
        this.i += word.length;
        return v;
      }
    }
    if (c === undefined) this.fail('The JSON ends too early');
    this.fail(`Unexpected "${c}"`);
  }

  /** Items up to `close`, separated by commas; a comma before `close` is allowed. */
  items(close: string, item: () => void) {
    this.i++;
    for (;;) {
      this.gap();
      if (this.text[this.i] === close) {
        this.i++;
        return;
      }
      item();
      this.gap();
      const c = this.text[this.i];
      if (c === ',') this.i++;
      else if (c !== close) this.fail(c === undefined ? `Missing "${close}"` : `Expected "," or "${close}"`);
    }
  }

  object(depth: number): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    this.items('}', () => {
      if (this.text[this.i] !== '"') this.fail('Expected a quoted key');
      const key = this.string();
      this.gap();
      if (this.text[this.i] !== ':') this.fail('Expected ":"');
      this.i++;
      // defineProperty: a "__proto__" key is data, never the prototype.
      Object.defineProperty(out, key, {
        value: this.value(depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    });
    return out;
  }

  array(depth: number): unknown[] {
    const out: unknown[] = [];
    this.items(']', () => {
      if (depth === 0) this.itemStarts.push(this.i);
      out.push(this.value(depth + 1));
    });
    return out;
  }

  string(): string {
    const t = this.text;
    let out = '';
    this.i++;
    for (;;) {
      const c = t[this.i];
      if (c === undefined || c === '\n') this.fail('A string is never closed');
      if (c === '"') {
        this.i++;
        return out;
      }
      if (c === '\\') {
        const e = t[this.i + 1]!;
        if (e === 'u') {
          const hex = t.slice(this.i + 2, this.i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) this.fail('Bad \\u escape');
          out += String.fromCharCode(Number.parseInt(hex, 16));
          this.i += 6;
        } else if (ESCAPES[e] !== undefined) {
          out += ESCAPES[e];
          this.i += 2;
        } else this.fail(`Bad escape "\\${e}"`);
      } else {
        out += c;
        this.i++;
      }
    }
  }

  number(): number {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(this.text.slice(this.i, this.i + 64));
    if (!m) this.fail('Bad number');
    this.i += m[0].length;
    return Number(m[0]);
  }
}

/** Reads one loose JSON value from `start` (white space and comments before it are skipped). */
export function readLooseJson(text: string, start = 0): LooseJsonResult {
  const reader = new Reader(text, start);
  try {
    const value = reader.value(0);
    return { ok: true, value, end: reader.i, itemStarts: reader.itemStarts };
  } catch (err) {
    if (err instanceof LooseJsonError) return { ok: false, error: err.message, offset: err.offset };
    throw err;
  }
}

/** Parses a whole text as loose JSON: one value, then only white space and comments. */
export function parseLooseJson(text: string): LooseJsonResult {
  const read = readLooseJson(text);
  if (!read.ok) return read;
  const reader = new Reader(text, read.end);
  try {
    reader.gap();
  } catch (err) {
    return { ok: false, error: (err as Error).message, offset: reader.i };
  }
  if (reader.i < text.length) return { ok: false, error: 'Text after the JSON value', offset: reader.i };
  return read;
}
