import { useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Field, FormMessage } from '../../components/ui/field';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';
import { GUEST, SESSION_KEY } from '../../lib/session';
import { field, invalid, useFormAction } from '../../lib/use-form-action';

/** Deleting the account, behind a confirmation dialog that asks for the current password. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { onSubmit, pending, error } = useFormAction(async (data) => {
    const currentPassword = field(data, 'currentPassword', false);
    if (!currentPassword) throw invalid('Enter your current password to confirm.');
    await api('/api/account/delete', { body: { currentPassword } });
    setOpen(false);
    queryClient.clear();
    queryClient.setQueryData(SESSION_KEY, GUEST);
    navigate('/login');
  });
  return (
    <Panel aria-labelledby="delete-heading" className="border-red-200">
      <PanelTitle id="delete-heading">Delete account</PanelTitle>
      <PanelDescription>
        This removes your profile and signs you out for good. Cubes you own are deleted with it. This cannot
        be undone.
      </PanelDescription>
      <AlertDialog.Root open={open} onOpenChange={setOpen}>
        <AlertDialog.Trigger asChild>
          <Button variant="destructive" className="mt-4">
            Delete account
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
          <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg bg-white p-6 shadow-lg">
            <AlertDialog.Title className="text-lg font-semibold">Delete your account?</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-zinc-600">
              Your profile and your cubes will be deleted permanently. Enter your current password to confirm.
            </AlertDialog.Description>
            <form onSubmit={onSubmit} className="grid gap-4" noValidate>
              <FormMessage error={error} />
              <Field
                label="Current password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
              />
              <div className="flex justify-end gap-2">
                <AlertDialog.Cancel asChild>
                  <Button type="button" variant="outline">
                    Cancel
                  </Button>
                </AlertDialog.Cancel>
                <Button type="submit" variant="destructive" disabled={pending}>
                  {pending ? 'Deleting...' : 'Delete my account'}
                </Button>
              </div>
            </form>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Panel>
  );
}
