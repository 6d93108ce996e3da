import type { Card } from '@cubewright/core/cards';
import { DndContext } from '@dnd-kit/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { builderCardLabel } from './builder-card';
import { DeckZone } from './deck-zone';

const cards = new Map<string, Card>([
  [
    'bolt',
    { id: 'bolt', name: 'Lightning Bolt', cmc: 1, colors: ['R'], typeLine: 'Instant', manaCost: '{R}' },
  ],
  [
    'wrath',
    { id: 'wrath', name: 'Wrath of God', cmc: 4, colors: ['W'], typeLine: 'Sorcery', manaCost: '{2}{W}{W}' },
  ],
] as unknown as [string, Card][]);
const pool = [
  { id: 'a', cardId: 'bolt' },
  { id: 'b', cardId: 'wrath' },
];

function render(mode: 'cmc' | 'color') {
  return renderToStaticMarkup(
    <DndContext>
      <DeckZone
        zone="main"
        title="Deck"
        cards={pool}
        lookup={(id) => cards.get(id)}
        mode={mode}
        onMove={() => {}}
      />
    </DndContext>,
  );
}

describe('deck zone', () => {
  it('draws each card as a button named by card, cost in words and action, with the cost as symbols', () => {
    const html = render('cmc');
    expect(html).toContain('aria-label="Wrath of God, 2 generic, white, white: move to sideboard"');
    expect(html).toContain('aria-label="Lightning Bolt, red: move to sideboard"');
    // Symbols, never the braces text.
    expect(html).toContain('data-symbol="W"');
    expect(html).not.toContain('{2}{W}{W}');
  });

  it('is one tab stop: the first card is focusable, the others are reached with the arrows', () => {
    const html = render('cmc');
    expect(html.match(/tabindex="0"/g)).toHaveLength(1);
    expect(html.match(/tabindex="-1"/g)!.length).toBeGreaterThanOrEqual(1);
  });

  it('labels the columns for the chosen layout', () => {
    expect(render('cmc')).toContain('Mana value 4');
    expect(render('color')).toContain('>White<');
  });

  it('names the action of a sideboard card', () => {
    expect(builderCardLabel('Opt', '{U}', 'side')).toBe('Opt, blue: move to deck');
    expect(builderCardLabel('Ornithopter', '', 'main')).toBe('Ornithopter: move to sideboard');
  });
});
