import { beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../../test/requirements';
import type { Card } from '../cards/types';
import { canSlim, slimCard } from '../protocol/cube-wire';
import { compileQuery } from './compile';
import { FIELDS } from './fields';
import { FIELD_READS, needsFullFacts } from './full-facts';
import { FIELD_HELP, SYNTAX_HELP } from './help';
import { cards, loadRealCards, present } from './real-cards.test-support';
import { SAMPLE_QUERIES } from './sample-queries';

// The list filters slim facts (ADR 0046): a query that does not declare a need for full facts must give
// the same cards over slim facts as over full ones, or the list would answer wrongly without a sign.

const queries = [
  ...FIELD_HELP.flatMap((h) => h.examples.map((e) => e.query)),
  ...SYNTAX_HELP.map((e) => e.query),
  ...SAMPLE_QUERIES.map((s) => s.q),
  'is:vanilla',
  'is:commander',
  'not:reprint',
  'o:flying',
  'kw:flying',
  's:lea',
  'year<=1995',
];

describe('search fields declare what they read beyond slim facts', () => {
  it('every field has a declaration, and only fields that exist are declared', () => {
    expect(Object.keys(FIELD_READS).sort()).toEqual(FIELDS.map((f) => f.name).sort());
  });

  it('rules text, keywords, sets and years need full facts; names, types, colours and costs do not', () => {
    const needs = (q: string) => {
      const c = compileQuery(q);
      if (!c.ok) throw new Error(q);
      return needsFullFacts(c.ast);
    };
    for (const q of ['o:draw', '-o:draw', 'bolt kw:flying', 's:lea', 'year>2000', 'is:vanilla', 'c:r OR o:x'])
      expect(needs(q), q).toBe(true);
    for (const q of ['', 'bolt', 't:creature c:r mv<=2', 'pow>=3', 'r>=rare', 'id:esper -t:land'])
      expect(needs(q), q).toBe(false);
  });

  describe('over the real cards', needs({ 'card data': present }), () => {
    let slim: Card[] = [];
    loadRealCards();
    beforeAll(() => {
      // Cards drawn with an image are the ones sent slim.
      slim = cards.map((c) => (canSlim(c) ? slimCard(c) : c));
    });

    it('a query not declaring full facts matches the same cards over slim facts', () => {
      let checked = 0;
      let slimmed = 0;
      for (const q of queries) {
        const c = compileQuery(q);
        if (!c.ok) continue;
        const slimMatches = slim.filter((card) => c.predicate(card)).map((card) => card.id);
        const fullMatches = cards.filter((card) => c.predicate(card)).map((card) => card.id);
        if (needsFullFacts(c.ast)) {
          slimmed++;
          continue;
        }
        checked++;
        expect(slimMatches, q).toEqual(fullMatches);
      }
      expect(checked).toBeGreaterThan(40);
      expect(slimmed).toBeGreaterThan(10);
      // The declarations are needed: rules text searched over slim facts would miss cards.
      const o = compileQuery('o:"draw a card"');
      if (!o.ok) throw new Error('o');
      expect(slim.filter((card) => o.predicate(card)).length).toBeLessThan(
        cards.filter((card) => o.predicate(card)).length,
      );
    });
  });
});
