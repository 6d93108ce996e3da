// Real Scryfall bulk files are large (default_cards is about 500 MB), too big for one JSON.parse string.
// This splitter cuts the top-level array's elements out of text chunks as they stream in, so each card
// object is parsed on its own and the whole file never sits in memory as one string.

const OPEN_BRACE = 123; // {
const CLOSE_BRACE = 125; // }
const OPEN_BRACKET = 91; // [
const CLOSE_BRACKET = 93; // ]
const QUOTE = 34; // "
const BACKSLASH = 92; // \

/** Streams a JSON array of objects: `push` text chunks, get back the complete element texts so far. */
export class JsonArraySplitter {
  private started = false;
  private finished = false;
  private depth = 0;
  private inString = false;
  private escaped = false;
  private pending = '';

  /** True once the closing `]` of the top-level array was seen. */
  get done(): boolean {
    return this.finished;
  }

  /** Feeds the next chunk of text; returns the JSON text of each element completed in it. */
  push(chunk: string): string[] {
    const out: string[] = [];
    let start = this.depth > 0 ? 0 : -1;
    for (let i = 0; i < chunk.length && !this.finished; i++) {
      const c = chunk.charCodeAt(i);
      if (this.depth > 0) {
        if (this.inString) {
          if (this.escaped) this.escaped = false;
          else if (c === BACKSLASH) this.escaped = true;
          else if (c === QUOTE) this.inString = false;
        } else if (c === QUOTE) this.inString = true;
        else if (c === OPEN_BRACE || c === OPEN_BRACKET) this.depth++;
        else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
          if (--this.depth === 0) {
            out.push(this.pending + chunk.slice(start, i + 1));
            this.pending = '';
            start = -1;
          }
        }
        continue;
      }
      if (c <= 32 || c === 44 /* , */) continue;
      if (!this.started) {
        if (c !== OPEN_BRACKET)
          throw new Error('Not a card bulk file: expected a JSON array of card objects');
        this.started = true;
      } else if (c === CLOSE_BRACKET) this.finished = true;
      else if (c === OPEN_BRACE) {
        this.depth = 1;
        start = i;
      } else throw new Error('Not a card bulk file: expected card objects in the array');
    }
    if (this.depth > 0 && start >= 0) this.pending += chunk.slice(start);
    return out;
  }
}
