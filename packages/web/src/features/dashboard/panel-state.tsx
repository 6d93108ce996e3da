import type { ReactNode } from 'react';

/** Loading, error and empty lines shared by the dashboard panels. */
export function PanelState({
  loading,
  error,
  empty,
  children,
}: {
  loading: boolean;
  error: unknown;
  empty: string | null;
  children: ReactNode;
}) {
  if (loading)
    return (
      <p className="mt-3 text-sm text-zinc-500" role="status">
        Loading…
      </p>
    );
  if (error) {
    const message = error instanceof Error ? error.message : 'Could not load this panel';
    return (
      <p className="mt-3 text-sm text-red-700" role="alert">
        {message}
      </p>
    );
  }
  if (empty) return <p className="mt-3 text-sm text-zinc-600">{empty}</p>;
  return <>{children}</>;
}
