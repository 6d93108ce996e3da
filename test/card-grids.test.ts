import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A grid of cards must not be a <fieldset>: in Chromium a fieldset's grid cell that gains a size
// container (an image card turning into a text card, card.tsx) keeps its intrinsic-sizing layout and
// the renderer crashes on the next hover (packages/web/src/features/draft/table/table-cards.tsx, cardGridClass). This scans the draft
// screens' and the deck builder's sources for a fieldset laid out as a grid, so the Minesweeper crash
// cannot come back there.

const web = path.resolve(import.meta.dirname, '../packages/web/src');
const roots = [
  path.join(web, 'features/draft'),
  path.join(web, 'routes/draft'),
  path.join(web, 'features/deckbuilder'),
];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [file] : [];
  });
}

/** The opening tags of fieldsets whose class makes them a grid (a literal class or cardGridClass). */
function gridFieldsets(source: string): string[] {
  const tags = source.match(/<fieldset\b[^>]*>/g) ?? [];
  return tags.filter((t) => /className=("([^"]*\s)?grid[\s"]|\{cardGridClass\})|gridTemplateColumns/.test(t));
}

describe('card grids in the draft screens', () => {
  it('finds a fieldset laid out as a grid (the check itself)', () => {
    expect(gridFieldsets('<fieldset aria-label="x" className={cardGridClass}>')).toHaveLength(1);
    expect(gridFieldsets('<fieldset\n  className="grid gap-1"\n>')).toHaveLength(1);
    expect(gridFieldsets('<fieldset className="flex gap-2">')).toHaveLength(0);
  });

  it('lays out no grid of cards in a fieldset', () => {
    const files = roots.flatMap(sources);
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((f) =>
      gridFieldsets(fs.readFileSync(f, 'utf8')).map((t) => `${path.basename(f)}: ${t}`),
    );
    expect(found).toEqual([]);
  });
});
