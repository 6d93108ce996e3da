import { useEffect, useRef } from 'react';

// Ctrl+Z undoes and Ctrl+Shift+Z or Ctrl+Y redoes in the deck builder (Cmd on a Mac), as in every
// editor; inside a text field the browser's own undo of the typing wins.

type KeyLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Which history step a key press asks for, if any. */
export function historyStep(e: KeyLike): 'undo' | 'redo' | null {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !e.shiftKey) return 'redo';
  return null;
}

/** Whether the key press lands in something the user types into (a read-only textarea does not count). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement) return !target.readOnly;
  if (target instanceof HTMLInputElement)
    return !target.readOnly && !['button', 'checkbox', 'radio', 'range', 'submit'].includes(target.type);
  return target instanceof HTMLSelectElement;
}

/** Calls `undo` or `redo` on their shortcuts anywhere on the page while `active`. */
export function useHistoryKeys(active: boolean, undo: () => void, redo: () => void) {
  const latest = useRef({ undo, redo });
  latest.current = { undo, redo };
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      const step = historyStep(e);
      if (!step || typingIn(e.target)) return;
      e.preventDefault();
      latest.current[step]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}
