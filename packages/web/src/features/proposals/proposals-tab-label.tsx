import { useQuery } from '@tanstack/react-query';
import { fetchProposals, proposalsKey } from './proposals-api';

/** "Proposals" with the cube's open count, for the cube's tab strip. */
export function ProposalsTabLabel({ cubeId }: { cubeId: string }) {
  const list = useQuery({
    queryKey: [...proposalsKey(cubeId), 'open'],
    queryFn: () => fetchProposals(cubeId, 'open'),
    staleTime: 30_000,
  });
  const open = list.data?.openCount ?? 0;
  return (
    <>
      Proposals
      {open > 0 && (
        <span className="ml-1.5 rounded-full bg-brand px-1.5 text-xs text-white">
          {open}
          <span className="sr-only"> open</span>
        </span>
      )}
    </>
  );
}
