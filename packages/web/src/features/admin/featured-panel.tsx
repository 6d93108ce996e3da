import type { AdminFeaturedResponse } from '@cubewright/core/protocol';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';

const FEATURED_KEY = ['admin', 'featured'] as const;

/** Featured cubes with an unfeature button each (PATCH /api/cubes/:id {isFeatured: false}). */
export function FeaturedPanel() {
  const client = useQueryClient();
  const featured = useQuery({
    queryKey: FEATURED_KEY,
    queryFn: () => api<AdminFeaturedResponse>('/api/admin/featured'),
  });
  const unfeature = useMutation({
    mutationFn: (id: string) =>
      api(`/api/cubes/${encodeURIComponent(id)}`, { method: 'PATCH', body: { isFeatured: false } }),
    onSuccess: () => {
      toast.success('Cube removed from the featured list');
      void client.invalidateQueries({ queryKey: FEATURED_KEY });
      void client.invalidateQueries({ queryKey: ['community'] });
    },
    onError: (err) => toast.error(err instanceof Error ? err.message : 'Could not unfeature the cube'),
  });
  const cubes = featured.data?.cubes ?? [];
  return (
    <Panel aria-labelledby="featured-heading">
      <PanelTitle id="featured-heading">Featured cubes</PanelTitle>
      <PanelDescription>Feature a cube from its settings; unfeature it here.</PanelDescription>
      {featured.isLoading && (
        <p role="status" className="mt-3 text-sm text-zinc-500">
          Loading…
        </p>
      )}
      {featured.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {featured.error instanceof Error ? featured.error.message : 'Could not load featured cubes'}
        </p>
      )}
      {featured.data && cubes.length === 0 && (
        <p className="mt-3 text-sm text-zinc-600">No featured cubes.</p>
      )}
      <ul className="mt-3 divide-y divide-zinc-100">
        {cubes.map((c) => (
          <li key={c.id} className="flex items-center justify-between gap-2 py-2 text-sm">
            <Link to={`/cubes/${c.id}`} className="font-medium text-zinc-900 hover:underline">
              {c.name}
            </Link>
            <Button
              size="sm"
              variant="outline"
              disabled={unfeature.isPending}
              onClick={() => unfeature.mutate(c.id)}
              aria-label={`Unfeature ${c.name}`}
            >
              Unfeature
            </Button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
