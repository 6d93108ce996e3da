import type { Card as CardData } from '@cubewright/core/cards';
import { useEffect } from 'react';
import { Card } from '../../components/card/card';
import { CardLink, hasCardPage } from '../../components/card/card-link';
import { CardMetricsSummary } from '../card-metrics/card-metrics-summary';

export interface Preview {
  card: CardData;
  imageUri: string | null;
  rect: DOMRect;
  /** Opened by a tap or a click: stays until closed (touch screens have no hover). */
  pinned: boolean;
}

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

/** The open preview: floating beside the name, or pinned over the page with its links. */
export default function CardPreviewOverlay({
  preview,
  cubeId,
  onClose,
}: {
  preview: Preview;
  cubeId: string | undefined;
  onClose: () => void;
}) {
  return preview.pinned ? (
    <Pinned preview={preview} cubeId={cubeId} onClose={onClose} />
  ) : (
    <Floating preview={preview} />
  );
}
