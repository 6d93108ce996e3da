import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from '../../lib/cn';

/** The public page of one card (issue 18): every card name in the app leads here. */
const cardPagePath = (cardId: string) => `/cards/${encodeURIComponent(cardId)}`;

/** A cube's custom cards (`custom:<id>`) belong to their cube and have no card page. */
export const hasCardPage = (cardId: string) => !cardId.startsWith('custom:');

/**
 * A card's name as a link to its card page. Not for cards that are themselves a control (a pick in a
 * pack, a card moved in the deck builder): a link there would steal the click that picks or moves.
 */
export function CardLink({
  cardId,
  children,
  className,
  ...rest
}: Omit<LinkProps, 'to'> & { cardId: string; children: ReactNode }) {
  if (!hasCardPage(cardId)) return <span className={className}>{children}</span>;
  return (
    <Link
      to={cardPagePath(cardId)}
      className={cn('hover:underline focus-visible:underline', className)}
      {...rest}
    >
      {children}
    </Link>
  );
}
