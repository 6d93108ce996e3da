// An event's limits, kinds and messages, apart from records.ts and its zod schemas so that the records
// tab does not load zod to show them (ADR 0077).

export const EVENT_NAME_MAX = 100;
export const EVENT_NOTES_MAX = 10_000;
export const EVENT_PLAYERS_MAX = 256;
export const EVENT_ROUNDS_MAX = 20;
export const PLAYER_NAME_MAX = 60;
export const DECK_TEXT_MAX = 200_000;
/** Cards in one recorded deck, main and side together. */
export const DECK_CARDS_MAX = 500;
/** Games a side can win in one match: best of five is the longest we record. */
export const MATCH_GAMES_MAX = 3;
export const RESULTS_CSV_MAX = 500_000;

export const EVENT_ORIGINS = ['draft', 'paper'] as const;
export const PAIRING_KINDS = ['swiss', 'round-robin', 'elimination'] as const;

export const RECORDS_MESSAGES = {
  eventNotFound: 'Event not found',
  playerNotFound: 'Player not found in this event',
  matchNotFound: 'Match not found in this event',
  notYourMatch: 'Only the two players of a match (or the host) can enter its result',
  confirmed: 'This result is confirmed; ask the host to change it',
  roundOpen: 'Every match of the current round needs a confirmed result before the next round is paired',
  roundsDone: 'Every round of this event has been played',
  notLatestRound: 'Only the latest round can be paired again',
  roundHasResults: 'This round already has confirmed results; the host can change them instead',
  eliminationDraw: 'A single-elimination match needs a winner',
  tooFewPlayers: 'An event needs at least two players',
  draftNotComplete: 'The draft is not over yet.',
  draftOfAnotherCube: 'That draft is not of this cube',
  unknownUser: (username: string) => `No user named "${username}"`,
  userTwice: 'A user can play only once in an event',
  playerDropped: 'A player who dropped cannot be paired; bring them back first',
  deckTooBig: `A deck can hold at most 500 cards`,
} as const;
