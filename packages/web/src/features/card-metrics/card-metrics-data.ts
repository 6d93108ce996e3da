import type { CardMetricWire } from '@cubewright/core/protocol';
import { percent } from '../records/records-api';

// How the card metrics read on the page: their texts and the table's sort orders.

/** "2.4" (one decimal, as `ata<3` compares it), or a dash when no person took the card. */
export const ataText = (m: Pick<CardMetricWire, 'ata'>) => (m.ata === null ? '–' : m.ata.toFixed(1));

/** "25.0% (1 of 4)": how often people took it when the pack they picked from held it; a dash when unseen. */
export const takenWhenSeenText = (m: Pick<CardMetricWire, 'takenWhenSeen' | 'picks' | 'seen'>) =>
  m.takenWhenSeen === null ? '–' : `${percent(m.takenWhenSeen)} (${m.picks} of ${m.seen})`;

/** "60.0% (3 of 5 decks)", or a dash when no recorded deck holds the card. */
export const mainRateText = (m: Pick<CardMetricWire, 'mainRate' | 'mainDecks' | 'drafted'>) =>
  m.mainRate === null ? '–' : `${percent(m.mainRate)} (${m.mainDecks} of ${m.drafted})`;

/** "66.7% (2–1–0)": the smoothed match win rate with the record it rests on; a dash without matches. */
export function matchWinText(m: CardMetricWire): string {
  const matches = m.matchWins + m.matchLosses + m.matchDraws;
  if (matches === 0) return '–';
  return `${percent(m.matchWinRate)} (${m.matchWins}–${m.matchLosses}–${m.matchDraws})`;
}

/** "58.3% (7–5–0)" for games, the same way. */
export function gameWinText(m: CardMetricWire): string {
  const games = m.gameWins + m.gameLosses + m.gameDraws;
  if (games === 0) return '–';
  return `${percent(m.gameWinRate)} (${m.gameWins}–${m.gameLosses}–${m.gameDraws})`;
}

/** The warning a card's rates carry below the threshold (null from it on). */
export function lowSampleText(m: Pick<CardMetricWire, 'lowSample' | 'mainDecks'>, below: number) {
  if (!m.lowSample) return null;
  if (m.mainDecks === 0) return `No recorded deck played it main yet (rates need ${below})`;
  return `Only ${m.mainDecks} ${m.mainDecks === 1 ? 'deck' : 'decks'} (under ${below}): read with care`;
}

/** The columns the card metrics table sorts by. */
export type MetricSort =
  | 'name'
  | 'ata'
  | 'picks'
  | 'takenWhenSeen'
  | 'mainRate'
  | 'matchWinRate'
  | 'gameWinRate'
  | 'mainDecks';

/** Cards in a column's order: ATA earliest first, names A–Z, the rest highest first; unknowns last. */
export function sortMetrics(cards: readonly CardMetricWire[], by: MetricSort): CardMetricWire[] {
  const value = (m: CardMetricWire): number | null => {
    switch (by) {
      case 'ata':
        return m.ata === null ? null : -m.ata;
      case 'mainRate':
        return m.mainRate;
      case 'matchWinRate':
        return m.matchWins + m.matchLosses + m.matchDraws > 0 ? m.matchWinRate : null;
      case 'gameWinRate':
        return m.gameWins + m.gameLosses + m.gameDraws > 0 ? m.gameWinRate : null;
      case 'name':
        return 0;
      default:
        return m[by];
    }
  };
  return [...cards].sort((x, y) => {
    if (by === 'name') return x.name.localeCompare(y.name);
    const a = value(x);
    const b = value(y);
    if (a === null || b === null) return a === b ? x.name.localeCompare(y.name) : a === null ? 1 : -1;
    return b - a || y.mainDecks - x.mainDecks || x.name.localeCompare(y.name);
  });
}

/** The points of the picture: cards people took and decks played, ATA against match win rate. */
export function scatterPoints(cards: readonly CardMetricWire[]) {
  return cards
    .filter((m) => m.ata !== null && m.matchWins + m.matchLosses + m.matchDraws > 0)
    .map((m) => ({
      name: m.name,
      ata: Math.round(m.ata! * 10) / 10,
      winRate: Math.round(m.matchWinRate * 1000) / 10,
      decks: m.mainDecks,
      lowSample: m.lowSample,
    }));
}
