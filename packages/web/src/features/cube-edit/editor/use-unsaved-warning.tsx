import { useEffect } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { useNavigationBlocker } from '../../../lib/app-history';

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
    <Dialog open onOpenChange={(open) => !open && blocker.reset()}>
      <DialogContent>
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>
          You have {count} unsaved change{count === 1 ? '' : 's'}. They are lost if you leave this page.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => blocker.reset()}>
            Stay
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed()}>
            Leave
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
