import { TriangleAlert } from 'lucide-react';
import { useAppInfo } from '../../lib/app-info';

/** Tells every page when the server has no card data, with the server's instructions. */
export function CardDataBanner() {
  const { data } = useAppInfo();
  const cards = data?.cards;
  if (!cards || (cards.status !== 'missing' && cards.status !== 'error')) return null;
  return (
    <div
      role="alert"
      className="mb-4 flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <p>
        <strong>
          {cards.status === 'missing' ? 'Card data is missing.' : 'Card data could not be loaded.'}
        </strong>{' '}
        {cards.message ?? 'Card search and card images are unavailable until the server has card data.'}
      </p>
    </div>
  );
}
