import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button';
import { Field, FormMessage } from '../../components/ui/field';
import { Panel, PanelDescription, PanelTitle } from '../../components/ui/panel';
import { api } from '../../lib/api';
import { SESSION_KEY, type Session, type SessionUser, useSession } from '../../lib/session';
import { field, invalid, useFormAction } from '../../lib/use-form-action';
import { DeleteAccount } from './delete-account';
import { NotificationPreferences } from './notification-preferences';

/** Puts the updated user into the cached session so the sidebar shows it at once. */
function useUpdateUser() {
  const queryClient = useQueryClient();
  return (user: SessionUser) =>
    queryClient.setQueryData<Session>(SESSION_KEY, (s) => (s ? { ...s, user } : { user, unreadCount: 0 }));
}

function UsernameForm({ user }: { user: SessionUser }) {
  const updateUser = useUpdateUser();
  const { onSubmit, pending, error, success } = useFormAction(async (data) => {
    const username = field(data, 'username');
    if (!username) throw invalid('Enter a username.');
    const res = await api<{ user: SessionUser }>('/api/account/username', {
      method: 'PATCH',
      body: { username },
    });
    updateUser(res.user);
    return `Your username is now ${res.user.username}.`;
  });
  return (
    <Panel aria-labelledby="username-heading">
      <PanelTitle id="username-heading">Username</PanelTitle>
      <PanelDescription>
        Currently <strong className="text-zinc-900">{user.username}</strong>. Usernames are stored in lower
        case.
      </PanelDescription>
      <form onSubmit={onSubmit} className="mt-4 grid max-w-md gap-4" noValidate>
        <FormMessage error={error} success={success} />
        <Field label="New username" name="username" autoComplete="username" required />
        <Button type="submit" className="justify-self-start" disabled={pending}>
          {pending ? 'Saving...' : 'Change username'}
        </Button>
      </form>
    </Panel>
  );
}

function PasswordForm() {
  const { onSubmit, pending, error, success } = useFormAction(async (data) => {
    const currentPassword = field(data, 'currentPassword', false);
    const newPassword = field(data, 'newPassword', false);
    if (!currentPassword) throw invalid('Enter your current password.');
    if (newPassword.length < 6) throw invalid('The password must be at least 6 characters long.');
    if (newPassword !== field(data, 'confirm', false)) throw invalid('The two new passwords do not match.');
    await api('/api/account/change-password', { body: { currentPassword, newPassword } });
    return 'Your password was changed.';
  });
  return (
    <Panel aria-labelledby="password-heading">
      <PanelTitle id="password-heading">Password</PanelTitle>
      <PanelDescription>Enter your current password first, then the new one twice.</PanelDescription>
      <form onSubmit={onSubmit} className="mt-4 grid max-w-md gap-4" noValidate>
        <FormMessage error={error} success={success} />
        <Field
          label="Current password"
          id="pw-current"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <Field
          label="New password"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
        />
        <Field label="Confirm new password" name="confirm" type="password" autoComplete="new-password" />
        <Button type="submit" className="justify-self-start" disabled={pending}>
          {pending ? 'Saving...' : 'Change password'}
        </Button>
      </form>
    </Panel>
  );
}

function EmailForm({ user }: { user: SessionUser }) {
  const updateUser = useUpdateUser();
  const { onSubmit, pending, error, success } = useFormAction(async (data) => {
    const currentPassword = field(data, 'currentPassword', false);
    const newEmail = field(data, 'newEmail');
    if (!currentPassword) throw invalid('Enter your current password.');
    if (!/^[^\s@]+@[^\s@]+$/.test(newEmail)) throw invalid('Enter a valid e-mail address.');
    const res = await api<{ user: SessionUser }>('/api/account/change-email', {
      body: { currentPassword, newEmail },
    });
    updateUser(res.user);
    return `Your e-mail address is now ${res.user.email}.`;
  });
  return (
    <Panel aria-labelledby="email-heading">
      <PanelTitle id="email-heading">E-mail address</PanelTitle>
      <PanelDescription>
        Currently <strong className="text-zinc-900">{user.email}</strong>. Enter your current password to
        change it.
      </PanelDescription>
      <form onSubmit={onSubmit} className="mt-4 grid max-w-md gap-4" noValidate>
        <FormMessage error={error} success={success} />
        <Field label="New e-mail address" name="newEmail" type="email" autoComplete="email" />
        <Field
          label="Current password"
          id="email-current"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" className="justify-self-start" disabled={pending}>
          {pending ? 'Saving...' : 'Change e-mail'}
        </Button>
      </form>
    </Panel>
  );
}

export default function AccountSettingsPage() {
  const { data: session } = useSession();
  const user = session?.user;
  if (!user) return null;
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Account Settings</h1>
        <p className="mt-1 text-zinc-600">
          Change how you sign in, how others see you, and what you hear about.
        </p>
      </div>
      <UsernameForm user={user} />
      <EmailForm user={user} />
      <PasswordForm />
      <NotificationPreferences />
      <DeleteAccount />
    </div>
  );
}
