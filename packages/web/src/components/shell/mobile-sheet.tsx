import type { ReactNode } from 'react';
import { Dialog, DialogDescription, DialogTitle, SheetContent } from '../ui/dialog';

/** The sidebar as a slide-in sheet (Radix Dialog) on screens 768 px wide or less; its own chunk. */
export default function MobileSheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent data-testid="sidebar-sheet" className="w-(--sidebar-width-mobile)">
        <DialogTitle className="sr-only">Sidebar</DialogTitle>
        <DialogDescription className="sr-only">Site navigation</DialogDescription>
        {children}
      </SheetContent>
    </Dialog>
  );
}
