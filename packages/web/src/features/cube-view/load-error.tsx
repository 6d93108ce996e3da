import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ApiRequestError } from '../../lib/api';
import { revealApp } from '../../lib/list-snapshot';

/** A readable load failure with a retry, never a blank screen. */
export function LoadError({ what, error, retry }: { what: string; error: unknown; retry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Please try again.';
  // A failure shows at once, not under the picture of the list's last visit (lib/list-snapshot.ts).
  useEffect(revealApp, []);
  return (
    <div
      role="alert"
      className="grid justify-items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-4 text-sm"
    >
      <p className="font-medium text-red-900">Could not load {what}.</p>
      <p className="text-red-800">{message}</p>
      {retry && (
        <Button variant="outline" size="sm" onClick={retry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A cube page that could not load its cube: "not found" for a 404, else `detail` (or a reload hint). */
export function CubeLoadError({ error, detail }: { error: unknown; detail?: string }) {
  const missing = error instanceof ApiRequestError && error.status === 404;
  useEffect(revealApp, []);
  return (
    <div className="mx-auto max-w-lg pt-10 text-center">
      <h1 className="text-2xl font-semibold">
        {missing ? 'Cube not found' : 'The cube could not be loaded'}
      </h1>
      <p className="mt-2 text-zinc-700">
        {missing ? 'It may have been deleted, or it is private.' : (detail ?? 'Please reload the page.')}{' '}
        <Link className="text-brand-dark underline" to="/community/browse">
          Browse cubes
        </Link>
      </p>
    </div>
  );
}
