import type { Card, CardFace } from '../cards/types';
import type { CustomCardInfo } from '../custom-cards/to-card';

/** One face of a text proxy: what a player needs to play the card without its image. */
export interface ProxyFace {
  name: string;
  manaCost: string;
  typeLine: string;
  text: string;
  /** `2/3`, `Loyalty 4`, `Defense 5`, or empty. */
  stats: string;
}

/** A text proxy: its faces (two for split, transform, adventure and flip cards) and a footer line. */
export interface TextProxy {
  faces: ProxyFace[];
  /** Custom cards: the frame's rarity, colour indicator and artist; others: empty. */
  footer: string;
  /** A custom card's flavour text (the frame shows it under the rules text). */
  flavor: string;
}

type StatsSource = Pick<CardFace, 'power' | 'toughness' | 'loyalty' | 'defense'>;

function statsOf(f: StatsSource): string {
  if (f.power !== null && f.toughness !== null) return `${f.power}/${f.toughness}`;
  if (f.loyalty !== null) return `Loyalty ${f.loyalty}`;
  if (f.defense !== null) return `Defense ${f.defense}`;
  return '';
}

/** The proxy of a card known to the card data (or made from a custom card). */
export function textProxyOf(card: Card & { custom?: CustomCardInfo }): TextProxy {
  const faces: ProxyFace[] =
    card.faces.length > 1
      ? card.faces.map((f) => ({
          name: f.name,
          manaCost: f.manaCost,
          typeLine: f.typeLine,
          text: f.oracleText,
          stats: statsOf(f),
        }))
      : [
          {
            name: card.name,
            manaCost: card.manaCost,
            typeLine: card.typeLine,
            text: card.oracleText,
            stats: statsOf(card),
          },
        ];
  const custom = card.custom?.fields;
  if (!custom) return { faces, footer: '', flavor: '' };
  const indicator = custom.colorIndicator?.length ? `Colour indicator ${custom.colorIndicator.join('')}` : '';
  const footer = [custom.rarity, indicator, custom.artist ? `Illus. ${custom.artist}` : '', 'Custom card']
    .filter(Boolean)
    .join(' · ');
  const flavor = [custom.flavorText, custom.back?.flavorText ?? ''].filter(Boolean).join('\n');
  return { faces, footer, flavor };
}

/** The proxy of a name the card data does not know: the name alone, so the sheet still has the card. */
export function nameOnlyProxy(name: string, typeLine: string | null): TextProxy {
  return {
    faces: [
      {
        name,
        manaCost: '',
        typeLine: typeLine ?? '',
        text: '(card text not in the loaded card data)',
        stats: '',
      },
    ],
    footer: '',
    flavor: '',
  };
}
