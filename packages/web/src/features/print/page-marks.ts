// The proxies PDF is streamed while the server draws it (ADR 0059): pdfkit writes each page's dictionary,
// `/Type /Page` on a line of its own, when the page is finished, so counting those lines in the bytes that
// arrived tells how many pages are done. The page tree says `/Type /Pages`, which the newline rules out.
const MARK = '/Type /Page\n';

/** Counts page marks across chunks; a mark split between two chunks is counted once. */
export class PageMarkCounter {
  private tail = '';
  pages = 0;

  /** Adds a chunk of the PDF and returns the pages finished so far. */
  push(chunk: Uint8Array): number {
    // latin1 maps every byte to one character, so binary streams cannot swallow or fake a mark's bytes.
    const text = this.tail + latin1(chunk);
    for (let at = text.indexOf(MARK); at !== -1; at = text.indexOf(MARK, at + MARK.length)) this.pages++;
    // Keep one mark's length less a character: enough to finish a split mark, too short to hold a whole one.
    this.tail = text.slice(-(MARK.length - 1));
    return this.pages;
  }
}

function latin1(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
}
