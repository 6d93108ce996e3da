import type { ParseProblem } from './types';

/** An element start met while scanning XML, with its decoded attributes and the line it is on. */
export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  line: number;
  /** Decoded text directly inside the element (only filled for elements that are closed). */
  text: string;
  /** Names of the enclosing elements, outermost first. */
  path: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five XML entities and numeric character references; an unknown entity is kept as written. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return safeChar(Number.parseInt(ref.slice(2), 16), whole);
    if (ref.startsWith('#')) return safeChar(Number(ref.slice(1)), whole);
    return ENTITIES[ref] ?? whole;
  });
}

function safeChar(code: number, fallback: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** Escapes text for an attribute value or element content. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );
}

const ATTR = /([A-Za-z_:][\w:.-]*)\s*=\s*("([^"]*)"|'([^']*)')/g;
const TAG = /<(\/?)([A-Za-z_:][\w:.-]*)([^>]*?)(\/?)>/y;

/**
 * Scans the flat XML deck files use (.dek, .cod) into their elements in document order. Not a full XML
 * parser: no DTDs or namespaces, but entities, CDATA, comments and processing instructions are handled,
 * and mismatched or unclosed tags are reported with line numbers instead of throwing.
 */
export function scanXml(src: string): { elements: XmlElement[]; problems: ParseProblem[] } {
  const elements: XmlElement[] = [];
  const problems: ParseProblem[] = [];
  const stack: XmlElement[] = [];
  let line = 1;
  let i = 0;
  const advance = (to: number) => {
    for (let k = i; k < to; k++) if (src.charCodeAt(k) === 10) line++;
    i = to;
  };
  const skipPast = (end: string, what: string) => {
    const j = src.indexOf(end, i);
    if (j < 0) {
      problems.push({ line, message: `${what} is never closed`, severity: 'error' });
      advance(src.length);
      return null;
    }
    const inner = src.slice(i, j);
    advance(j + end.length);
    return inner;
  };
  while (i < src.length) {
    const lt = src.indexOf('<', i);
    const text = src.slice(i, lt < 0 ? src.length : lt);
    const top = stack[stack.length - 1];
    if (top) top.text += decodeXml(text);
    advance(lt < 0 ? src.length : lt);
    if (lt < 0) break;
    if (src.startsWith('<!--', i)) skipPast('-->', 'A comment');
    else if (src.startsWith('<![CDATA[', i)) {
      const inner = skipPast(']]>', 'A CDATA section');
      if (inner !== null && top) top.text += inner.slice('<![CDATA['.length);
    } else if (src.startsWith('<?', i) || src.startsWith('<!', i)) skipPast('>', 'A declaration');
    else {
      TAG.lastIndex = i;
      const m = TAG.exec(src);
      if (!m) {
        problems.push({ line, message: 'Malformed tag', severity: 'error' });
        advance(i + 1);
        continue;
      }
      const [whole, closing, name, rest, selfClosing] = m as unknown as [
        string,
        string,
        string,
        string,
        string,
      ];
      const tagLine = line;
      advance(i + whole.length);
      if (closing) {
        const open = stack.pop();
        if (!open || open.name !== name) {
          problems.push({
            line: tagLine,
            message: `Closing tag </${name}> does not match`,
            severity: 'error',
          });
          if (open) stack.push(open);
        }
        continue;
      }
      const attrs: Record<string, string> = {};
      for (const a of rest.matchAll(ATTR)) attrs[a[1]!] = decodeXml(a[3] ?? a[4] ?? '');
      const el: XmlElement = { name, attrs, line: tagLine, text: '', path: stack.map((s) => s.name) };
      elements.push(el);
      if (!selfClosing) stack.push(el);
    }
  }
  for (const open of stack) {
    problems.push({ line: open.line, message: `<${open.name}> is never closed`, severity: 'error' });
  }
  return { elements, problems };
}

/** An element with escaped attributes and optional children or text, indented for people reading the file. */
export function xmlElement(
  name: string,
  attrs: Record<string, string | number>,
  children?: string[] | string,
  indent = '',
): string {
  const a = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${escapeXml(String(v))}"`)
    .join('');
  if (children === undefined) return `${indent}<${name}${a} />`;
  if (typeof children === 'string') return `${indent}<${name}${a}>${escapeXml(children)}</${name}>`;
  return [`${indent}<${name}${a}>`, ...children, `${indent}</${name}>`].join('\n');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
