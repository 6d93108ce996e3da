import { Button } from '../../components/ui/button';

/** A readable load failure with a retry, never a blank screen. */
export function LoadError({ what, error, retry }: { what: string; error: unknown; retry?: () => void }) {
  const message = error instanceof Error ? error.message : 'Please try again.';
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
