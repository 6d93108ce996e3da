import { describe, expect, it } from 'vitest';
import { createRng } from '../random/rng';
import { hypergeometric, simulateLandCounts } from './land-odds';

describe('lands in opening hands', () => {
  it('gives exact hypergeometric chances that sum to one', () => {
    // 40 cards, 17 lands, seven drawn: P(3 lands) = C(17,3) C(23,4) / C(40,7) = 680 * 8855 / 18643560.
    expect(hypergeometric(40, 17, 7, 3)).toBeCloseTo((680 * 8855) / 18643560, 12);
    const total = Array.from({ length: 8 }, (_, k) => hypergeometric(40, 17, 7, k)).reduce((a, b) => a + b);
    expect(total).toBeCloseTo(1, 12);
    expect(hypergeometric(40, 0, 7, 1)).toBe(0);
    expect(hypergeometric(40, 40, 7, 7)).toBeCloseTo(1, 12);
  });

  it('simulates 10,000 hands of a 40-card, 17-land deck within tolerance of the hypergeometric', () => {
    const hands = 10_000;
    const counts = simulateLandCounts(40, 17, hands, createRng('land-odds'));
    expect(counts).toHaveLength(8);
    expect(counts.reduce((a, b) => a + b)).toBe(hands);
    let chi2 = 0;
    for (let k = 0; k <= 7; k++) {
      const p = hypergeometric(40, 17, 7, k);
      // Each share within 4 standard errors of its expectation (a binomial proportion's).
      expect(Math.abs(counts[k]! / hands - p), `${k} lands`).toBeLessThan(
        4 * Math.sqrt((p * (1 - p)) / hands) + 1e-4,
      );
      if (p * hands >= 5) chi2 += (counts[k]! - p * hands) ** 2 / (p * hands);
    }
    // 7 classes with expectation >= 5 (0 lands has ~27, 7 lands ~1.8 and is left out): 6 degrees of
    // freedom, 99.9th percentile 22.46.
    expect(chi2).toBeLessThan(22.46);
  });

  it('counts all lands or none for a deck of only one kind, and a short deck in one hand size', () => {
    expect(simulateLandCounts(40, 40, 100, createRng(1))[7]).toBe(100);
    expect(simulateLandCounts(40, 0, 100, createRng(1))[0]).toBe(100);
    expect(simulateLandCounts(5, 2, 50, createRng(1))).toEqual([0, 0, 50, 0, 0, 0]);
  });
});
