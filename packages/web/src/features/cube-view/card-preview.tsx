import type { Card as CardData } from '@cubewright/core/cards';
import {
  createContext,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Card } from '../../components/card/card';
import { CardLink, hasCardPage } from '../../components/card/card-link';
import { cn } from '../../lib/cn';
import { CardMetricsSummary } from '../card-metrics/card-metrics-summary';

interface Preview {
  card: CardData;
  imageUri: string | null;
  rect: DOMRect;
  /** Opened by a tap or a click: stays until closed (touch screens have no hover). */
  pinned: boolean;
}

interface PreviewApi {
  show(p: Preview): void;
  hide(): void;
}

const PreviewContext = createContext<PreviewApi | null>(null);
const PREVIEW_WIDTH = 250;

function Floating({ preview }: { preview: Preview }) {
  const { rect } = preview;
  const room = window.innerWidth - rect.right;
  const left = room > PREVIEW_WIDTH + 16 ? rect.right + 12 : Math.max(8, rect.left - PREVIEW_WIDTH - 12);
  const height = (PREVIEW_WIDTH * 680) / 488;
  const top = Math.min(Math.max(8, rect.top - height / 3), window.innerHeight - height - 8);
  return (
    <div
      className="pointer-events-none fixed z-50 drop-shadow-xl"
      style={{ left, top, width: PREVIEW_WIDTH }}
      data-testid="card-preview"
    >
      <Card card={preview.card} imageUri={preview.imageUri} className="max-w-none" />
    </div>
  );
}

function Pinned({
  preview,
  cubeId,
  onClose,
}: {
  preview: Preview;
  cubeId: string | undefined;
  onClose: () => void;
}) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-6">
      <button
        type="button"
        className="absolute inset-0 cursor-default"
        aria-label="Close preview"
        onClick={onClose}
      />
      <div className="relative grid w-72 max-w-full gap-2" data-testid="card-preview">
        <Card card={preview.card} imageUri={preview.imageUri} className="max-w-none" />
        {hasCardPage(preview.card.id) && (
          <CardLink cardId={preview.card.id} className="text-center font-medium text-white underline">
            Open the card page
          </CardLink>
        )}
        {cubeId && <CardMetricsSummary cubeId={cubeId} cardId={preview.card.id} />}
      </div>
    </div>
  );
}

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
      {preview &&
        (preview.pinned ? (
          <Pinned preview={preview} cubeId={cubeId} onClose={() => setPreview(null)} />
        ) : (
          <Floating preview={preview} />
        ))}
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
