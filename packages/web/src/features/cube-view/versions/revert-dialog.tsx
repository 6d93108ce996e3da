import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormMessage } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';

/** Asks before reverting: a revert saves the old list as a new version (nothing is lost). */
export default function RevertDialog({
  version,
  pending,
  error,
  onConfirm,
  onCancel,
}: {
  version: number | null;
  pending: boolean;
  error: string | null;
  onConfirm: (n: number) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={version !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent>
        <DialogTitle>Revert to version {version}?</DialogTitle>
        <DialogDescription>
          The card list and white paper go back to how they were at version {version}. This is saved as a new
          version, so you can undo it from this page.
        </DialogDescription>
        <FormMessage error={error} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button onClick={() => version !== null && onConfirm(version)} disabled={pending}>
            {pending && <Spinner className="text-white" />} Revert
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
