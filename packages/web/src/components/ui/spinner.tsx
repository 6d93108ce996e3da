import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className }: { className?: string }) {
  return <Loader2 aria-hidden="true" className={cn('size-5 animate-spin text-brand', className)} />;
}

/** The full-screen spinner shown while the session loads (spec section 2). */
export function FullScreenSpinner() {
  return (
    <div role="status" className="flex h-svh flex-col items-center justify-center gap-3 text-zinc-700">
      <Spinner className="size-8" />
      <p>Loading...</p>
    </div>
  );
}
