import type { CustomCard } from '@cubewright/core/custom-cards';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { FormMessage } from '../../components/ui/field';
import { deleteCustomCard, myCustomCardsKey } from './custom-cards-api';

// Apart from the list, loaded when a Delete is pressed: the Radix dialog is ~13 KB gzip the list's first
// paint does not need (issue 29).

/** Asks before deleting a custom card. */
export default function DeleteDialog({ card, onClose }: { card: CustomCard; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await deleteCustomCard(card.id);
      await queryClient.invalidateQueries({ queryKey: myCustomCardsKey });
      onClose();
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Deleting failed');
      setBusy(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Delete {card.fields.name}?</DialogTitle>
        <DialogDescription>
          It leaves your list. Cubes that use it keep a frozen copy, marked as a deleted custom card.
        </DialogDescription>
        <FormMessage error={error} />
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
