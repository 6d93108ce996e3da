import type { Card as CardData } from '@cubewright/core/cards';
import {
  createContext,
  type FocusEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CardLink, hasCardPage } from '../../components/card/card-link';
import { cn } from '../../lib/cn';
import type { Preview } from './card-preview-overlay';

interface PreviewApi {
  /** `hovered`: the name the mouse is on, for a preview that closes when the mouse is elsewhere. */
  show(p: Preview, hovered?: HTMLElement): void;
  hide(): void;
}

const PreviewContext = createContext<PreviewApi | null>(null);
// The preview itself (the card's frame, its mana symbols, the pinned preview's metrics) loads with the
// first hover, not with the list that shows the names (ADR 0074).
const CardPreviewOverlay = lazy(() => import('./card-preview-overlay'));

/**
 * Hosts the one large card preview of a page; names inside it show it on hover, focus or tap. Given the
 * cube the page shows, a pinned preview also shows the card's metrics in that cube.
 */
export function CardPreviewProvider({ children, cubeId }: { children: ReactNode; cubeId?: string }) {
  const [preview, setPreview] = useState<Preview | null>(null);
  const hovered = useRef<HTMLElement | null>(null);
  const api = useMemo<PreviewApi>(
    () => ({
      show: (p, from) => {
        hovered.current = from ?? null;
        setPreview(p);
      },
      hide: () => setPreview((p) => (p?.pinned ? p : null)),
    }),
    [],
  );
  // A hover preview closes on the first mouse move off its name, read at document level: when the list
  // regroups under a resting pointer React moves the name's node, and Chromium then sends no mouseleave.
  useEffect(() => {
    if (!preview || preview.pinned) return;
    const onMove = (e: globalThis.MouseEvent) => {
      const from = hovered.current;
      if (from && !(e.target instanceof Node && from.contains(e.target))) api.hide();
    };
    document.addEventListener('mousemove', onMove);
    return () => document.removeEventListener('mousemove', onMove);
  }, [preview, api]);
  return (
    <PreviewContext.Provider value={api}>
      {children}
      {preview && (
        <Suspense fallback={null}>
          <CardPreviewOverlay preview={preview} cubeId={cubeId} onClose={() => setPreview(null)} />
        </Suspense>
      )}
    </PreviewContext.Provider>
  );
}

/**
 * A card name that links to its card page and previews the card: hover or focus on desktop. A tap on a
 * touch screen (which has no hover) pins the preview first; the pinned preview links to the page.
 */
export function CardName({
  card,
  imageUri = null,
  children,
  className,
}: {
  card: CardData;
  imageUri?: string | null;
  children?: ReactNode;
  className?: string;
}) {
  const api = useContext(PreviewContext);
  const touch = useRef(false);
  const show = (el: HTMLElement, pinned: boolean, hovered?: HTMLElement) =>
    api?.show({ card, imageUri, rect: el.getBoundingClientRect(), pinned }, hovered);
  const hover = {
    'data-card': '',
    className: cn('min-w-0 truncate text-left hover:underline focus-visible:underline', className),
    onMouseEnter: (e: MouseEvent<HTMLElement>) => show(e.currentTarget, false, e.currentTarget),
    onMouseLeave: () => api?.hide(),
    onFocus: (e: FocusEvent<HTMLElement>) => show(e.currentTarget, false),
    onBlur: () => api?.hide(),
  };
  if (!hasCardPage(card.id))
    return (
      <button type="button" {...hover} onClick={(e) => show(e.currentTarget, true)}>
        {children ?? card.name}
      </button>
    );
  return (
    <CardLink
      cardId={card.id}
      {...hover}
      onPointerDown={(e) => {
        touch.current = e.pointerType === 'touch';
      }}
      onClick={(e) => {
        if (!touch.current || !api) return;
        e.preventDefault();
        show(e.currentTarget, true);
      }}
    >
      {children ?? card.name}
    </CardLink>
  );
}
