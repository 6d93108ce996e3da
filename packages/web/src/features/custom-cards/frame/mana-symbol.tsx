import { manaSymbols } from '@cubewright/core/cards';
import { symbolBackground, symbolLabel } from './frame-style';

/** One mana (or tap) symbol as a styled circle; the label is for screen readers. */
export function ManaSymbol({ symbol, size = '1em' }: { symbol: string; size?: string }) {
  const label = symbolLabel(symbol);
  return (
    <abbr
      title={`{${symbol}}`}
      aria-label={`{${symbol}}`}
      className="inline-flex shrink-0 items-center justify-center rounded-full align-[-0.15em] font-bold text-black no-underline shadow-[0_0.06em_0_rgba(0,0,0,0.6)]"
      style={{
        width: size,
        height: size,
        background: symbolBackground(symbol),
        fontSize: `calc(${size} * ${label.length > 2 ? 0.42 : label.length > 1 ? 0.55 : 0.7})`,
        lineHeight: 1,
      }}
    >
      {label}
    </abbr>
  );
}

/** A whole cost, symbol by symbol. */
export function ManaCost({ cost, size }: { cost: string; size?: string }) {
  return (
    <span className="inline-flex items-center gap-[0.08em]">
      {manaSymbols(cost).map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a cost's symbols are fixed for one render
        <ManaSymbol key={i} symbol={s} size={size} />
      ))}
    </span>
  );
}
