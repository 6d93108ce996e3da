import type { CardIndex } from '@cubewright/core/cards';
import { HttpError } from '../../http/errors';
import type { CardService } from './card-service';
import { CARDS_LOADING_MESSAGE, NO_CARD_DATA_MESSAGE } from './card-status';

/** The card index, or the 503 every card endpoint answers while there is none (loading, or what to do). */
export function readyIndex(cards: CardService): CardIndex {
  const index = cards.index;
  if (index) return index;
  const { status, message } = cards.status();
  if (status === 'loading') throw new HttpError(503, CARDS_LOADING_MESSAGE, 'cards_loading');
  throw new HttpError(
    503,
    message ?? NO_CARD_DATA_MESSAGE,
    status === 'error' ? 'cards_error' : 'cards_missing',
  );
}
