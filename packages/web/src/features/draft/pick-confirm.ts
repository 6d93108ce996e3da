import { useEffect, useState } from 'react';

// Tap to confirm (issue 28): on a touch screen a tap on a card selects it and a second tap (or the Pick
// button) picks it, so a mis-tap no longer costs a pick. A mouse picks in one click unless the player
// asked to confirm every pick (a preference kept in this browser).

/** What a press on a card does: the card now selected, and the card to pick (null: none yet). */
export function pressCard(
  selected: string | null,
  id: string,
  confirm: boolean,
): { selected: string | null; pick: string | null } {
  if (!confirm || selected === id) return { selected: null, pick: id };
  return { selected: id, pick: null };
}

const PREF_KEY = 'cubewright:confirm-picks';

/** The stored preference: confirm every pick, even with a mouse. */
export function readConfirmPref(): boolean {
  try {
    return localStorage.getItem(PREF_KEY) === 'always';
  } catch {
    return false;
  }
}

export function writeConfirmPref(always: boolean) {
  try {
    if (always) localStorage.setItem(PREF_KEY, 'always');
    else localStorage.removeItem(PREF_KEY);
  } catch {}
}

const coarse = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

/**
 * A table's card presses with tap to confirm (Rochester's open pack, Minesweeper's cells): `press` picks
 * at once or selects first (pressCard); the selection clears when `resetKey` changes (a new turn).
 */
export function useConfirmedPress(resetKey: unknown): {
  selected: string | null;
  press: (id: string, pick: () => void) => void;
} {
  const { confirm } = usePickConfirm();
  const [selected, setSelected] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input.
  useEffect(() => setSelected(null), [resetKey]);
  const press = (id: string, pick: () => void) => {
    const next = pressCard(selected, id, confirm);
    setSelected(next.selected);
    if (next.pick) pick();
  };
  return { selected, press };
}

/** Whether a press selects first: on a touch screen, or when the player asked for it. */
export function usePickConfirm(): { confirm: boolean; always: boolean; setAlways: (v: boolean) => void } {
  const [always, setAlwaysState] = useState(readConfirmPref);
  const [touch, setTouch] = useState(coarse);
  useEffect(() => {
    const query = window.matchMedia?.('(pointer: coarse)');
    if (!query) return;
    const on = () => setTouch(query.matches);
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, []);
  const setAlways = (v: boolean) => {
    writeConfirmPref(v);
    setAlwaysState(v);
  };
  return { confirm: touch || always, always, setAlways };
}
