import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';

/** "Leave without saving?", asked when a navigation inside the app would drop `count` staged changes. */
export function LeaveDialog({
  count,
  onStay,
  onLeave,
}: {
  count: number;
  onStay: () => void;
  onLeave: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onStay()}>
      <DialogContent>
        <DialogTitle>Leave without saving?</DialogTitle>
        <DialogDescription>
          You have {count} unsaved change{count === 1 ? '' : 's'}. They are lost if you leave this page.
        </DialogDescription>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onStay}>
            Stay
          </Button>
          <Button variant="destructive" onClick={onLeave}>
            Leave
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
