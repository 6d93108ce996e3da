// Actions a draft accepts. Time arrives as `now` (epoch ms) in the action: the engine reads no clock.

export type DraftAction =
  | { type: 'start'; now: number }
  | {
      type: 'pick';
      seat: number;
      packNumber: number;
      pickNumber: number;
      /** Either the index in the current pack or the draft card id. */
      cardIndex?: number;
      cardId?: string;
      /** Draft card ids to burn when this pick ends a step with burns; omitted: the last cards burn. */
      burn?: string[];
      now: number;
    }
  | { type: 'tick'; now: number }
  | { type: 'leave'; seat: number; now: number }
  | { type: 'rejoin'; seat: number; now: number }
  | { type: 'replaceWithBot'; seat: number; now: number };
