import { type CardCounters, cardMetricOf, emptyCounters } from '@cubewright/core/analytics';
import type { CardMetricWire } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import {
  ataText,
  gameWinText,
  lowSampleText,
  mainRateText,
  matchWinText,
  scatterPoints,
  sortMetrics,
} from './card-metrics-data';

const metric = (name: string, c: Partial<CardCounters>): CardMetricWire => ({
  ...cardMetricOf(name, { ...emptyCounters(), ...c }),
  name,
});

const bolt = metric('Bolt', {
  picks: 4,
  pickSum: 6,
  drafted: 40,
  mainDecks: 36,
  matchWins: 20,
  matchLosses: 10,
  gameWins: 42,
  gameLosses: 25,
});
const bear = metric('Bear', {
  picks: 2,
  pickSum: 20,
  drafted: 4,
  mainDecks: 1,
  matchLosses: 1,
  gameWins: 1,
  gameLosses: 2,
});
const wall = metric('Wall', { drafted: 2 });
const lotus = metric('Lotus', { picks: 1, pickSum: 1 });

describe('card metric texts', () => {
  it('reads ATA at one decimal and a dash when nobody took it', () => {
    expect(ataText(bolt)).toBe('1.5');
    expect(ataText(wall)).toBe('–');
  });

  it('shows rates with what they rest on', () => {
    expect(mainRateText(bolt)).toBe('90.0% (36 of 40)');
    expect(mainRateText(lotus)).toBe('–');
    expect(matchWinText(bolt)).toBe('65.6% (20–10–0)'); // (20 + 1) / (30 + 2)
    expect(gameWinText(bear)).toBe('40.0% (1–2–0)'); // (1 + 1) / (3 + 2)
    expect(matchWinText(wall)).toBe('–');
  });

  it('warns under 30 decks and not from 30 on', () => {
    expect(lowSampleText(bolt, 30)).toBeNull();
    expect(lowSampleText(bear, 30)).toBe('Only 1 deck (under 30): read with care');
    expect(lowSampleText(wall, 30)).toBe('No recorded deck played it main yet (rates need 30)');
  });
});

describe('sortMetrics', () => {
  const all = [wall, bear, lotus, bolt];
  const names = (by: Parameters<typeof sortMetrics>[1]) => sortMetrics(all, by).map((m) => m.name);

  it('puts the earliest ATA first and cards nobody took last', () => {
    expect(names('ata')).toEqual(['Lotus', 'Bolt', 'Bear', 'Wall']);
  });

  it('puts the highest rates first, cards without one last', () => {
    expect(names('matchWinRate')).toEqual(['Bolt', 'Bear', 'Lotus', 'Wall']);
    expect(names('mainRate')).toEqual(['Bolt', 'Bear', 'Wall', 'Lotus']);
    expect(names('mainDecks')).toEqual(['Bolt', 'Bear', 'Lotus', 'Wall']);
    expect(names('name')).toEqual(['Bear', 'Bolt', 'Lotus', 'Wall']);
  });
});

describe('scatterPoints', () => {
  it('plots cards both picked and played, flagging thin samples', () => {
    expect(scatterPoints([bolt, bear, wall, lotus])).toEqual([
      { name: 'Bolt', ata: 1.5, winRate: 65.6, decks: 36, lowSample: false },
      { name: 'Bear', ata: 10, winRate: 33.3, decks: 1, lowSample: true },
    ]);
  });
});
