import { Link, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { Field, FormMessage } from '../components/ui/field';
import { Panel, PanelDescription, PanelTitle } from '../components/ui/panel';
import { api } from '../lib/api';
import { field, invalid, useFormAction } from '../lib/use-form-action';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const linkError = params.get('error');
  const { onSubmit, pending, error, success } = useFormAction(async (data) => {
    const newPassword = field(data, 'password', false);
    if (newPassword.length < 6) throw invalid('The password must be at least 6 characters long.');
    if (newPassword !== field(data, 'confirm', false)) throw invalid('The two passwords do not match.');
    await api('/api/auth/reset-password', { body: { newPassword, token } });
    return 'Your password was changed. You can sign in with it now.';
  });
  const usable = token && !linkError;
  return (
    <div className="mx-auto w-full max-w-sm pt-4 md:pt-10">
      <h1 className="sr-only">Reset Password</h1>
      <Panel>
        <PanelTitle>Set a new password</PanelTitle>
        {usable ? (
          <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
            <FormMessage error={error} success={success} />
            <Field
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              required
            />
            <Field
              label="Confirm new password"
              name="confirm"
              type="password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" disabled={pending || !!success}>
              {pending ? 'Saving...' : 'Set new password'}
            </Button>
            {success && (
              <Button asChild variant="outline">
                <Link to="/login">Go to sign in</Link>
              </Button>
            )}
          </form>
        ) : (
          <>
            <PanelDescription>
              This reset link is invalid or has expired. Request a new one from the sign-in page ("Forgot
              password?").
            </PanelDescription>
            <Button asChild className="mt-4">
              <Link to="/login">Back to sign in</Link>
            </Button>
          </>
        )}
      </Panel>
    </div>
  );
}
