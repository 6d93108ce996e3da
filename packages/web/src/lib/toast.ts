import { useSyncExternalStore } from 'react';

// sonner loads on the first toast rather than with the shell: most pages never show one, and the
// first page's JavaScript must stay under 150 KB gzip.
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(fn: () => void) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** True once some code asked for a toast: App then mounts the Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** Shows a toast (loading sonner and mounting the Toaster on first use). */
export async function notify(kind: 'success' | 'error' | 'info', message: string): Promise<void> {
  const first = !wanted;
  wanted = true;
  for (const fn of listeners) fn();
  const { toast } = await import('sonner');
  // Give the freshly mounted Toaster a frame to subscribe before the first toast is sent.
  if (first) await new Promise((r) => setTimeout(r, 50));
  toast[kind](message);
}
