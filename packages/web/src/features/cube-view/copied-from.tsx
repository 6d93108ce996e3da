import type { CubeDetail } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../lib/session';
import { cubeSummaryQuery } from './cube-queries';

/**
 * "Copied from …" under a copy's header, when the reader may see the original (its own endpoint
 * decides: a private original shows nothing), and, for the copy's editors, the way to propose what the
 * copy changed back to the original as one proposal (issue 31).
 */
export function CopiedFrom({ cube }: { cube: CubeDetail }) {
  const originalId = cube.copiedFrom ?? null;
  const signedIn = Boolean(useSession().data?.user);
  const original = useQuery({ ...cubeSummaryQuery(originalId ?? ''), enabled: originalId !== null });
  const from = original.data?.cube;
  if (!originalId || !from) return null;
  const path = `/cubes/${encodeURIComponent(from.id)}`;
  // Whoever may change the copy may offer its changes; the original's owner decides (and may refuse).
  const canPropose = signedIn && cube.permissions.canEdit;
  return (
    <p className="text-sm text-zinc-700">
      <Copy className="mr-1 inline size-3.5 align-[-2px]" aria-hidden="true" />
      Copied from{' '}
      <Link to={path} className="font-medium text-brand underline-offset-2 hover:underline">
        {from.name}
      </Link>{' '}
      by {from.owner.username}
      {canPropose && (
        <>
          {' · '}
          <Link
            to={`${path}/propose?from=${encodeURIComponent(cube.id)}`}
            className="font-medium text-brand underline underline-offset-2"
          >
            Propose your changes to it
          </Link>
        </>
      )}
    </p>
  );
}
