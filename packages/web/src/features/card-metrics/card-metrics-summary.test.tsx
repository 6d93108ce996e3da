import type { CardMetricsResponse } from '@cubewright/core/protocol';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cardMetricsQuery } from './card-metrics-api';
import { CardMetricsSummary } from './card-metrics-summary';

// The card's own view of its metrics (editor dialog, pinned preview), rendered from the cube's metrics
// as the API sends them: the numbers, and the warning only under 30 decks.

const base = {
  picks: 3,
  firstPicks: 1,
  ata: 2.333,
  seen: 12,
  takenWhenSeen: 0.25,
  drafted: 10,
  mainDecks: 8,
  mainRate: 0.8,
  matchWins: 5,
  matchLosses: 3,
  matchDraws: 0,
  gameWins: 11,
  gameLosses: 7,
  gameDraws: 0,
  matchWinRate: 0.6,
  gameWinRate: 0.6,
  rawMatchWinRate: 0.625,
};
const data: CardMetricsResponse = {
  drafts: 3,
  events: 2,
  decks: 40,
  pending: 0,
  lowSampleBelow: 30,
  cards: [
    { ...base, cardId: 'thin', name: 'Thin Card', lowSample: true },
    {
      ...base,
      cardId: 'sure',
      name: 'Sure Card',
      mainDecks: 32,
      drafted: 40,
      mainRate: 0.8,
      lowSample: false,
    },
  ],
};

function render(cardId: string) {
  const client = new QueryClient();
  client.setQueryData(cardMetricsQuery('cube1').queryKey, data);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <CardMetricsSummary cubeId="cube1" cardId={cardId} />
    </QueryClientProvider>,
  );
}

describe('CardMetricsSummary', () => {
  it('shows ATA, main-deck rate and win rates, with the warning under 30 decks', () => {
    const html = render('thin');
    expect(html).toContain('aria-label="Card metrics in this cube"');
    expect(html).toContain('2.3 (3 picks)');
    expect(html).toContain('25.0% (3 of 12)');
    expect(html).toContain('80.0% (8 of 10)');
    expect(html).toContain('60.0% (5–3–0)');
    expect(html).toContain('Only 8 decks (under 30): read with care');
  });

  it('has no warning from 30 decks on', () => {
    const html = render('sure');
    expect(html).toContain('80.0% (32 of 40)');
    expect(html).not.toContain('read with care');
  });

  it('says so for a card with no metrics yet', () => {
    expect(render('other')).toContain('No person has picked it and no recorded deck holds it yet.');
  });
});
