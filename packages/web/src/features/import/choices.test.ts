import type { ImportResponse } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { cardsToImport, defaultChoices, overridesFrom } from './choices';

const preview: ImportResponse = {
  preview: true,
  format: 'txt',
  listName: null,
  counts: { main: 3, maybe: 1, total: 4, unresolved: 3, printingsMatched: 0 },
  unresolved: [
    { line: 2, name: 'Lightnig Bolt', count: 2, suggestions: ['Lightning Bolt', 'Lightning Blast'] },
    { line: 5, name: 'Zzzz', count: 1, suggestions: [] },
  ],
  problems: [
    { line: 7, message: 'A count of 0 adds nothing', severity: 'error' },
    { line: 8, message: 'No printing', severity: 'warning' },
  ],
};

describe('import choices', () => {
  it('defaults to the best suggestion, or skip when there is none', () => {
    expect(defaultChoices(preview)).toEqual({
      2: { kind: 'card', name: 'Lightning Bolt' },
      5: { kind: 'skip' },
    });
  });

  it('turns choices into overrides, skipping error lines and blank names', () => {
    const choices = { 2: { kind: 'card' as const, name: '  ' }, 5: { kind: 'card' as const, name: 'Opt' } };
    expect(overridesFrom(preview, choices)).toEqual({ 2: null, 5: 'Opt', 7: null });
  });

  it('counts the cards the chosen lines add', () => {
    expect(cardsToImport(preview, defaultChoices(preview))).toBe(6);
  });
});
