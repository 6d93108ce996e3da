import { type Currency, formatPrice } from '@cubewright/core/prices';
import type { CubeDetail } from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { applySwaps, priceSwapsQuery } from './prices-api';

/**
 * "Cheapest printings" (past CubeCobra): every chosen printing a cheaper printing of the same finish could
 * replace, with what each saves and the whole saving; owners and editors apply them all as one version.
 */
export function CheapestSwapsPanel({ cube, currency }: { cube: CubeDetail; currency: Currency }) {
  const swaps = useQuery(priceSwapsQuery(cube.id, currency));
  const client = useQueryClient();
  const apply = useMutation({
    mutationFn: () => applySwaps(cube.id, { currency }),
    onSuccess: (res) => {
      toast.success(
        `Swapped ${res.applied.swaps.length} printings, saving ${formatPrice(res.applied.saving, currency)}`,
      );
      void client.invalidateQueries({ queryKey: ['cubes', cube.id] });
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : 'Could not swap the printings'),
  });
  if (swaps.isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-700">
        <Spinner /> Looking for cheaper printings...
      </p>
    );
  if (swaps.isError) return <p className="text-sm text-zinc-700">Cheaper printings could not be loaded.</p>;
  const { swaps: list, saving } = swaps.data;
  return (
    <div className="grid gap-2" data-testid="cheapest-swaps">
      <h3 className="font-medium text-zinc-900">Cheapest printings</h3>
      {list.length === 0 ? (
        <p className="text-sm text-zinc-700">Every chosen printing is already the cheapest of its finish.</p>
      ) : (
        <>
          <p className="text-sm text-zinc-700">
            Swapping {list.length} {list.length === 1 ? 'printing' : 'printings'} saves{' '}
            <strong className="text-zinc-900">{formatPrice(saving, currency)}</strong>.
          </p>
          <ul className="grid gap-1 text-sm">
            {list.map((s) => (
              <li
                key={s.entryId}
                className="flex flex-wrap justify-between gap-x-3 border-b border-zinc-100 py-1"
              >
                <span className="min-w-0 text-zinc-900">
                  {s.name}{' '}
                  <span className="text-zinc-600">
                    {s.fromSet.toUpperCase()} → {s.toSet.toUpperCase()}
                    {s.finish === 'nonfoil' ? '' : ` (${s.finish})`}
                  </span>
                </span>
                <span className="font-mono tabular-nums text-zinc-700">
                  {formatPrice(s.fromPrice, currency)} → {formatPrice(s.toPrice, currency)} (−
                  {formatPrice(s.saving, currency)})
                </span>
              </li>
            ))}
          </ul>
          {cube.permissions.canEdit && (
            <Button className="justify-self-start" disabled={apply.isPending} onClick={() => apply.mutate()}>
              {apply.isPending ? 'Swapping...' : `Swap ${list.length} to the cheapest printing`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
