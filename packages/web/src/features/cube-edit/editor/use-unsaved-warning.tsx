import { lazy, Suspense, useEffect } from 'react';
import { useNavigationBlocker } from '../../../lib/app-history';

// The dialog (Radix's) loads when a navigation is blocked, not with the editor (ADR 0078).
const LeaveDialog = lazy(() => import('./leave-dialog').then((m) => ({ default: m.LeaveDialog })));

/**
 * Warns before leaving with unsaved changes: the browser's own prompt on reload or tab close, and a
 * dialog for navigation inside the app. Returns the dialog to render.
 */
export function useUnsavedWarning(dirty: boolean, count: number) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const blocker = useNavigationBlocker((from, to) => dirty && from !== to);
  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog count={count} onStay={() => blocker.reset()} onLeave={() => blocker.proceed()} />
    </Suspense>
  );
}
