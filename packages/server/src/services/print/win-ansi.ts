// pdfkit's built-in fonts (Helvetica) encode text as WinAnsi: a character outside it prints as garbage,
// so the proxy text is folded into it first. Embedding a Unicode font would cost every PDF ~100 KB and the
// card data only rarely leaves WinAnsi (the minus of planeswalker costs, a few names).

// The characters WinAnsi puts at 0x80-0x9F, beside Latin-1 at 0x20-0x7E and 0xA0-0xFF.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const FOLDS: Record<string, string> = {
  '−': '-',
  '‐': '-',
  '‑': '-',
  '∞': 'infinity',
  '½': '1/2',
  '→': '->',
};

/** `text` with every character WinAnsi lacks folded to a near one, or `?`. */
export function winAnsiSafe(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (
      ch === '\n' ||
      (code >= 0x20 && code <= 0x7e) ||
      (code >= 0xa0 && code <= 0xff) ||
      WIN_ANSI_EXTRA.has(ch)
    )
      out += ch;
    else out += FOLDS[ch] ?? (/\s/.test(ch) ? ' ' : '?');
  }
  return out;
}
