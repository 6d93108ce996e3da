import type { CustomCardFace, CustomCardFields } from '@cubewright/core/custom-cards';
import { typeLineOf } from '@cubewright/core/custom-cards';
import { ManaCost, SymbolText } from '../../../components/card/mana-symbol';
import { cn } from '../../../lib/cn';
import { frameKindOf, PALETTES, RARITY_COLORS } from './frame-style';

// Sizes are in container-query units (cqw: % of the card's width) so one frame scales from a list
// thumbnail to the editor preview. Every text is a React text node: designers' text never becomes HTML.

function RulesText({ text }: { text: string }) {
  return text.split('\n').map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: lines of fixed text never reorder
    <p key={i} className="min-h-[1em]">
      <SymbolText text={line} />
    </p>
  ));
}

function statsOf(face: CustomCardFace): string | null {
  if (face.power !== null && face.toughness !== null) return `${face.power}/${face.toughness}`;
  return face.loyalty ?? face.defense ?? null;
}

interface FrameProps {
  fields: CustomCardFields;
  /** Which face to draw. */
  side?: 'front' | 'back';
  /** Marks a frozen copy of a card its designer deleted. */
  deleted?: boolean;
  className?: string;
}

/** A custom card drawn as a card frame: colour-appropriate frame, cost symbols, art, type line, text box, P/T. */
export function CustomCardFrame({ fields, side = 'front', deleted, className }: FrameProps) {
  const face: CustomCardFace = side === 'back' && fields.back ? fields.back : fields;
  const p = PALETTES[frameKindOf(face)];
  const stats = statsOf(face);
  const bar = { background: p.bar, borderColor: p.edge };
  return (
    <article
      aria-label={face.name || 'Untitled card'}
      data-testid="custom-card-frame"
      className={cn(
        'relative aspect-[488/680] w-full max-w-60 overflow-hidden rounded-[4.75%/3.5%] bg-zinc-950 p-[3.5%] [container-type:inline-size]',
        className,
      )}
    >
      <div
        className="flex size-full flex-col gap-[1.6cqw] rounded-[2cqw] p-[2.2cqw] text-zinc-950"
        style={{ background: p.frame, fontSize: '4.6cqw', lineHeight: 1.2 }}
      >
        <div
          className="flex items-center justify-between gap-[1cqw] rounded-[1.5cqw] border-[0.5cqw] px-[2cqw] py-[1cqw]"
          style={bar}
        >
          <span className="truncate font-semibold" style={{ fontSize: '5.2cqw' }}>
            {face.name || 'Untitled card'}
          </span>
          {face.manaCost && <ManaCost cost={face.manaCost} size="5cqw" />}
        </div>
        <div
          className="relative h-[44%] shrink-0 overflow-hidden border-[0.5cqw] bg-gradient-to-br from-zinc-300 to-zinc-500"
          style={{ borderColor: p.edge }}
        >
          {face.artUrl && (
            <img
              src={face.artUrl}
              alt=""
              referrerPolicy="no-referrer"
              className="size-full object-cover"
              loading="lazy"
            />
          )}
        </div>
        <div
          className="flex items-center justify-between gap-[1cqw] rounded-[1.5cqw] border-[0.5cqw] px-[2cqw] py-[0.8cqw]"
          style={bar}
        >
          <span className="flex min-w-0 items-center gap-[1cqw]">
            {face.colorIndicator && face.colorIndicator.length > 0 && (
              <ManaCost cost={face.colorIndicator.map((c) => `{${c}}`).join('')} size="2.8cqw" />
            )}
            <span className="truncate font-semibold">{typeLineOf(face) || 'Card type'}</span>
          </span>
          <span
            title={fields.rarity}
            className="size-[3.4cqw] shrink-0 rotate-45"
            style={{ background: RARITY_COLORS[fields.rarity] ?? '#1d1d1d' }}
          />
        </div>
        <div
          className="flex min-h-0 flex-1 flex-col gap-[1.2cqw] overflow-hidden border-[0.5cqw] px-[2cqw] py-[1.5cqw]"
          style={{ background: p.box, borderColor: p.edge }}
        >
          <RulesText text={face.rulesText} />
          {face.flavorText && (
            <p className="border-t border-zinc-400/60 pt-[1cqw] italic">{face.flavorText}</p>
          )}
        </div>
        <div className="flex min-h-[6cqw] items-end justify-between" style={{ fontSize: '3.2cqw' }}>
          <span className="truncate text-white/90">{fields.artist ? `Illus. ${fields.artist}` : ''}</span>
          {stats && (
            <span
              className="rounded-[1.5cqw] border-[0.5cqw] px-[2cqw] py-[0.5cqw] font-bold"
              style={{ ...bar, fontSize: '5.2cqw' }}
              data-testid="custom-card-stats"
            >
              {stats}
            </span>
          )}
        </div>
      </div>
      {deleted && (
        <div
          className="absolute inset-x-0 top-[40%] bg-red-700/90 py-[1.5cqw] text-center font-semibold text-white"
          style={{ fontSize: '4.4cqw' }}
        >
          Deleted custom card
        </div>
      )}
    </article>
  );
}
