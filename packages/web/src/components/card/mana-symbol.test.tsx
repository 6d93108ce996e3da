import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ManaCost, ManaSymbol, SymbolText } from './mana-symbol';

describe('ManaCost', () => {
  it('draws one picture per symbol and reads the cost as words', () => {
    const html = renderToStaticMarkup(<ManaCost cost="{2}{W}{W}" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="2 generic, white, white"');
    expect(html.match(/<svg/g)).toHaveLength(3);
    // The pictures themselves stay silent: the label is the only thing read.
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(3);
    expect(html).not.toContain('{2}');
  });

  it('draws nothing for a card without a cost', () => {
    expect(renderToStaticMarkup(<ManaCost cost="" />)).toBe('');
  });

  it('splits a hybrid symbol into two halves', () => {
    const html = renderToStaticMarkup(<ManaCost cost="{W/U}" />);
    expect(html).toContain('aria-label="white or blue"');
    expect(html).toContain('<path d="M31 16');
  });
});

describe('ManaSymbol', () => {
  it('names a lone symbol', () => {
    expect(renderToStaticMarkup(<ManaSymbol symbol="G/P" />)).toContain('aria-label="Phyrexian green"');
  });
});

describe('SymbolText', () => {
  it('keeps the words of rules text and speaks each symbol in hidden text', () => {
    const html = renderToStaticMarkup(<SymbolText text="[−2]: {T}: Add {G}." />);
    expect(html).toContain('<span class="sr-only">minus 2 loyalty</span>');
    expect(html).toContain('<span class="sr-only">tap</span>');
    expect(html).toContain('<span class="sr-only">green</span>');
    expect(html).toContain('Add ');
    expect(html).not.toContain('{T}');
  });
});
