import { cn } from '../../lib/cn';
import { costLabel, costSymbols, type Glyph, loyaltyLabel, symbolShape, textRuns } from './mana-symbols';

// Our own SVG symbols (ADR 0019): drawn in a 32x32 box, sized in `em` so they follow the text
// around them, and bundled (no font or image from another site). Each picture is aria-hidden; the
// words a screen reader needs sit beside it (a label on the cost, hidden text inside rules text).

const INK = '#111';

function GlyphArt({
  glyph,
  x,
  y,
  scale,
  light,
}: {
  glyph: Glyph;
  x: number;
  y: number;
  scale: number;
  light: boolean;
}) {
  const ink = light ? '#f4f4f4' : INK;
  const t = `translate(${x} ${y}) scale(${scale}) translate(-16 -16)`;
  switch (glyph.kind) {
    case 'text':
      return (
        <text
          x={x}
          y={y}
          dy="0.36em"
          textAnchor="middle"
          fontFamily="ui-sans-serif, system-ui, sans-serif"
          fontWeight={700}
          fontSize={(glyph.text.length > 2 ? 12 : glyph.text.length > 1 ? 15 : 20) * scale}
          fill={ink}
        >
          {glyph.text}
        </text>
      );
    case 'tap':
    case 'untap':
      // A curved arrow turning a quarter clockwise (tap) or back (untap, mirrored).
      return (
        <g
          transform={glyph.kind === 'untap' ? `${t} translate(32 0) scale(-1 1)` : t}
          fill="none"
          stroke={ink}
        >
          <path d="M9 23 A9 9 0 0 1 18 9" strokeWidth={3.2} />
          <path d="M16 4.5 L23 9 L16 13.5 Z" fill={ink} stroke="none" />
        </g>
      );
    case 'energy':
      return <path transform={t} d="M18 5 L9 18 H15 L13 27 L23 13 H17 Z" fill={ink} />;
    case 'snow':
      return (
        <g transform={t} stroke={ink} strokeWidth={2.6} strokeLinecap="round">
          <path d="M16 6 V26 M7.3 11 L24.7 21 M7.3 21 L24.7 11" />
        </g>
      );
    case 'phyrexian':
      return (
        <g transform={t} stroke={ink} strokeWidth={2.6} fill="none">
          <ellipse cx={16} cy={16} rx={7.5} ry={5.5} />
          <path d="M16 6 V26" />
        </g>
      );
  }
}

/** One symbol (without braces: `W`, `2/W`, `G/P`, `T`) as an SVG picture; the reading is left to the caller. */
function SymbolArt({ symbol, size = '1em' }: { symbol: string; size?: string }) {
  const shape = symbolShape(symbol);
  const [a, b] = shape.fills as [string, string | undefined];
  const dark = a === '#2b2b2b';
  return (
    <svg
      viewBox="0 0 32 32"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className="inline-block shrink-0 align-[-0.15em]"
      data-symbol={shape.symbol}
    >
      <circle cx={16} cy={17} r={15} fill="rgba(0,0,0,0.55)" />
      <circle cx={16} cy={16} r={15} fill={a} />
      {b && (
        <path d="M31 16 A15 15 0 0 1 16 31 A15 15 0 0 1 5.4 26.6 L26.6 5.4 A15 15 0 0 1 31 16 Z" fill={b} />
      )}
      {b ? (
        <>
          <GlyphArt glyph={shape.glyphs[0]!} x={11} y={11} scale={0.6} light={false} />
          <GlyphArt glyph={shape.glyphs[1]!} x={21} y={21} scale={0.6} light={false} />
        </>
      ) : (
        <GlyphArt glyph={shape.glyphs[0]!} x={16} y={16} scale={1} light={dark} />
      )}
    </svg>
  );
}

/** One symbol read aloud by its own label (for a symbol standing alone, e.g. a colour picker). */
export function ManaSymbol({ symbol, size }: { symbol: string; size?: string }) {
  return (
    <span
      role="img"
      aria-label={symbolShape(symbol).label}
      title={symbolShape(symbol).label}
      className="inline-flex"
    >
      <SymbolArt symbol={symbol} size={size} />
    </span>
  );
}

/** A whole cost, `{2}{W}{W}`, drawn symbol by symbol and read as `2 generic, white, white`. */
export function ManaCost({ cost, size, className }: { cost: string; size?: string; className?: string }) {
  const symbols = costSymbols(cost);
  if (symbols.length === 0) return null;
  const label = costLabel(cost);
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={cn('inline-flex max-w-full flex-wrap items-center gap-[0.08em]', className)}
    >
      {symbols.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a cost's symbols are fixed for one render
        <SymbolArt key={i} symbol={s} size={size} />
      ))}
    </span>
  );
}

/** A planeswalker loyalty cost: a small shield pointing up (+), down (−) or flat (0). */
function LoyaltyBadge({ value }: { value: string }) {
  const up = value.startsWith('+');
  const down = value.startsWith('−');
  const outline = up
    ? 'M2 8 L20 2 L38 8 V22 H2 Z'
    : down
      ? 'M2 2 H38 V16 L20 22 L2 16 Z'
      : 'M2 2 H38 V22 H2 Z';
  return (
    <svg
      viewBox="0 0 40 24"
      width="1.7em"
      height="1em"
      aria-hidden="true"
      focusable="false"
      className="inline-block align-[-0.2em]"
    >
      <path d={outline} fill="#2b2b2b" />
      <text
        x={20}
        y={12}
        dy="0.36em"
        textAnchor="middle"
        fontSize={13}
        fontWeight={700}
        fill="#f4f4f4"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
      >
        {value}
      </text>
    </svg>
  );
}

/** Hidden words for assistive technology beside an aria-hidden picture (and for copying text). */
function Spoken({ children }: { children: string }) {
  return <span className="sr-only">{children}</span>;
}

/** One line of rules text with its `{T}`, `{2}{R}` symbols and a leading loyalty cost drawn as pictures. */
export function SymbolText({ text, size = '1em' }: { text: string; size?: string }) {
  return textRuns(text).map((run, i) => {
    if ('text' in run)
      // biome-ignore lint/suspicious/noArrayIndexKey: runs of one line never reorder
      return <span key={i}>{run.text}</span>;
    if ('loyalty' in run)
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: runs of one line never reorder
        <span key={i}>
          <LoyaltyBadge value={run.loyalty} />
          <Spoken>{loyaltyLabel(run.loyalty)}</Spoken>
        </span>
      );
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs of one line never reorder
      <span key={i} title={symbolShape(run.symbol).label}>
        <SymbolArt symbol={run.symbol} size={size} />
        <Spoken>{symbolShape(run.symbol).label}</Spoken>
      </span>
    );
  });
}
