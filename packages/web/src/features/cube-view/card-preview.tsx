import type { Card as CardData } from '@cubewright/core/cards';
import {
  createContext,
  type FocusEvent,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { CardLink, hasCardPage } from '../../components/card/card-link';
import { cn } from '../../lib/cn';
import type { Preview } from './card-preview-overlay';

interface PreviewApi {
  show(p: Preview): void;
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
  const api = useMemo<PreviewApi>(
    () => ({ show: setPreview, hide: () => setPreview((p) => (p?.pinned ? p : null)) }),
    [],
  );
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
  const show = (el: HTMLElement, pinned: boolean) =>
    api?.show({ card, imageUri, rect: el.getBoundingClientRect(), pinned });
  const hover = {
    'data-card': '',
    className: cn('min-w-0 truncate text-left hover:underline focus-visible:underline', className),
    onMouseEnter: (e: MouseEvent<HTMLElement>) => show(e.currentTarget, false),
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
