import {
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';

// Enlarging a card in a pack or a deck: hover with a mouse, long-press on touch, or `z` while the card
// (or the button holding it) has keyboard focus. The large card shows in a fixed corner so it never
// covers the pack under the pointer; it ignores the pointer so hovering on stays smooth.
//
// Hover means the mouse moved over the card. Chromium sends pointerenter to an element that appears
// under a resting pointer (the next pack after a click on a pick, the pack rendered where the lobby's
// button was, a card sliding into the place of one moved to the sideboard), which used to open a card
// nobody pointed at; so the hover delay starts on a pointermove that actually moved.
//
// A card opened by hover closes on the first mouse move that is not over it, read at document level.
// Its own pointerleave is not enough: when the list re-sorts under a resting pointer (card data
// arriving, a pick regrouping the pool), React moves the hovered node, and Chromium drops it from the
// hover chain without a leave event, so the card stayed enlarged after the mouse had gone.

/** How long a touch must rest on a card before it enlarges (and the tap no longer picks). */
export const LONG_PRESS_MS = 400;
/** A short hover delay so sweeping the mouse across a pack does not flash every card. */
const HOVER_MS = 200;
export const ENLARGE_KEY = 'z';

/** Enlarge state and handlers for one card face; `ref` is the face's element. */
export function useCardEnlarge(ref: RefObject<HTMLElement | null>) {
  // How the card was opened, or null while it is closed: only a hover closes on a move elsewhere.
  const [openedBy, setOpenedBy] = useState<'hover' | 'other' | null>(null);
  const open = openedBy !== null;
  const setOpen = useCallback((to: boolean) => setOpenedBy(to ? 'other' : null), []);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // A long press shows the card; the click that ends it must not also pick the card.
  const pressed = useRef(false);
  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const later = (ms: number, then: () => void) => {
    clear();
    timer.current = setTimeout(() => {
      timer.current = null;
      then();
    }, ms);
  };
  useEffect(() => clear, [clear]);

  // The key is read at document level: focus sits on the button around the face, not the face.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const focused = document.activeElement;
      const el = ref.current;
      if (!el || !focused || focused === document.body || !focused.contains(el)) return;
      if (e.key.toLowerCase() === ENLARGE_KEY && !e.ctrlKey && !e.metaKey && !e.altKey)
        setOpenedBy((by) => (by ? null : 'other'));
      else if (e.key === 'Escape') setOpen(false);
    };
    const onFocus = () => {
      const focused = document.activeElement;
      if (!focused || !ref.current || !focused.contains(ref.current)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocus);
    };
  }, [ref, setOpen]);

  useEffect(() => {
    if (openedBy !== 'hover') return;
    const onMove = (e: globalThis.PointerEvent) => {
      const el = ref.current;
      if (e.pointerType !== 'mouse' || (el && e.target instanceof Node && el.contains(e.target))) return;
      setOpenedBy(null);
    };
    document.addEventListener('pointermove', onMove);
    return () => document.removeEventListener('pointermove', onMove);
  }, [openedBy, ref]);

  return {
    open,
    handlers: {
      onPointerMove: (e: PointerEvent) => {
        const moved = e.movementX !== 0 || e.movementY !== 0;
        if (e.pointerType === 'mouse' && moved && !open && !timer.current)
          later(HOVER_MS, () => setOpenedBy('hover'));
      },
      onPointerLeave: () => {
        clear();
        if (!pressed.current) setOpen(false);
      },
      onPointerDown: (e: PointerEvent) => {
        pressed.current = false;
        if (e.pointerType === 'mouse') return;
        later(LONG_PRESS_MS, () => {
          pressed.current = true;
          setOpen(true);
        });
      },
      onPointerUp: (e: PointerEvent) => {
        if (e.pointerType !== 'mouse') {
          clear();
          if (pressed.current) setOpen(false);
        }
      },
      onPointerCancel: () => {
        clear();
        setOpen(false);
      },
      onClick: (e: MouseEvent) => {
        if (!pressed.current) return;
        // Bubbling reaches the face before the pick button around it: stop the pick.
        pressed.current = false;
        e.preventDefault();
        e.stopPropagation();
      },
      // Touch browsers open a context menu on a long press; the enlarged card replaces it.
      onContextMenu: (e: MouseEvent) => {
        if (timer.current || pressed.current) e.preventDefault();
      },
    },
  };
}

/**
 * The enlarged card (the same face, drawn large), fixed at the top right of the screen. Drawn into the
 * body: inside a card row it would be fixed to a transformed ancestor and painted under the marks of
 * the cards after it (Glimpse's Take/Burn badges showed through it).
 */
export function EnlargedCard({ children }: { children: ReactNode }) {
  return createPortal(
    <div
      role="tooltip"
      data-testid="enlarged-card"
      className="pointer-events-none fixed top-4 right-4 z-50 w-72 max-w-[80vw] text-lg drop-shadow-2xl sm:w-80"
    >
      {children}
    </div>,
    document.body,
  );
}
