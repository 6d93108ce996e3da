import { ManualClock } from '@cubewright/core/clock';
import type { SavedDeck } from '@cubewright/core/protocol';
import { describe, expect, it } from 'vitest';
import { type AutosaveStatus, DeckAutosave, deckKey } from './deck-autosave';

const deck = (side: string[], basics: Record<string, number> = {}): SavedDeck => ({
  main: [],
  side,
  basics: { W: 0, U: 0, B: 0, R: 0, G: 0, ...basics },
});

/** An autosave on a manual clock whose sends are recorded and answered by the test. */
function bed(fail = () => false) {
  const clock = new ManualClock(0);
  const sent: SavedDeck[] = [];
  const statuses: AutosaveStatus['state'][] = [];
  const save = new DeckAutosave(
    async (d) => {
      sent.push(d);
      if (fail()) throw new Error('offline');
    },
    clock,
    (s) => statuses.push(s.state),
    800,
  );
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { clock, sent, statuses, save, settle };
}

describe('saving a deck as it is built', () => {
  it('sends once the player pauses, only the latest deck, and says saved', async () => {
    const b = bed();
    b.save.baseline(deck([]));
    b.save.change(deck(['a']));
    b.clock.advance(500);
    b.save.change(deck(['a', 'b']));
    b.clock.advance(500);
    expect(b.sent).toEqual([]);
    b.clock.advance(300);
    await b.settle();
    expect(b.sent).toEqual([deck(['a', 'b'])]);
    expect(b.statuses.at(-1)).toBe('saved');
  });

  it('does not save what the server already holds, nor a change undone before the pause', async () => {
    const b = bed();
    b.save.baseline(deck(['x'], { W: 2 }));
    b.save.change(deck(['x'], { W: 2 }));
    b.save.change(deck(['x', 'y']));
    b.save.change(deck(['x'], { W: 2 }));
    b.clock.advance(2000);
    await b.settle();
    expect(b.sent).toEqual([]);
  });

  it('keeps a failed deck pending, says why, and sends it on the next try', async () => {
    let offline = true;
    const b = bed(() => offline);
    b.save.baseline(deck([]));
    b.save.change(deck(['a']));
    b.clock.advance(800);
    await b.settle();
    expect(b.statuses.at(-1)).toBe('failed');
    offline = false;
    await b.save.flush();
    expect(b.sent.map((d) => d.side)).toEqual([['a'], ['a']]);
    expect(b.statuses.at(-1)).toBe('saved');
  });

  it('names a deck by its boards and basics, not their order', () => {
    expect(deckKey(deck(['b', 'a'], { U: 1 }))).toBe(deckKey(deck(['a', 'b'], { U: 1, W: 0 })));
    expect(deckKey(deck(['a']))).not.toBe(deckKey(deck(['a'], { G: 1 })));
  });
});
