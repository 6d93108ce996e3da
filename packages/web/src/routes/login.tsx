import { useQueryClient } from '@tanstack/react-query';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { Field, FormMessage } from '../components/ui/field';
import { Panel } from '../components/ui/panel';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { api } from '../lib/api';
import { useAppInfo } from '../lib/app-info';
import { safeRedirect } from '../lib/auth-errors';
import { SESSION_KEY, type Session } from '../lib/session';
import { field, invalid, useFormAction } from '../lib/use-form-action';

const MIN_PASSWORD = 6;

/** Refreshes the session after signing in; the route guard then leaves /login for ?redirect or /dashboard. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const signedIn = useSignedIn();
  const { onSubmit, pending, error } = useFormAction(async (data) => {
    await api('/api/auth/sign-in/email', {
      body: { email: field(data, 'email'), password: field(data, 'password', false) },
    });
    await signedIn();
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormMessage error={error} />
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required />
      <Button type="submit" disabled={pending}>
        {pending ? 'Signing in...' : 'Sign in'}
      </Button>
      <Button type="button" variant="link" className="justify-self-start" onClick={onForgot}>
        Forgot password?
      </Button>
    </form>
  );
}

/**
 * Said when a sign-up answered like any other but gave no session: the server does not tell whether an
 * address has an account, it mails that account's owner instead.
 */
const SIGN_UP_NO_SESSION =
  'Check your inbox: if this e-mail address already has an account, we sent it a message. Sign in instead, or reset your password.';

function SignUpForm() {
  const signedIn = useSignedIn();
  const queryClient = useQueryClient();
  const { onSubmit, pending, error, success } = useFormAction(async (data) => {
    const email = field(data, 'email');
    const name = field(data, 'username');
    const password = field(data, 'password', false);
    if (!email || !name) throw invalid('Enter an e-mail address and a username.');
    if (password.length < MIN_PASSWORD)
      throw invalid(`The password must be at least ${MIN_PASSWORD} characters long.`);
    await api('/api/auth/sign-up/email', { body: { email, password, name } });
    await signedIn();
    if (!queryClient.getQueryData<Session>(SESSION_KEY)?.user) return SIGN_UP_NO_SESSION;
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <FormMessage error={error} success={success} />
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        required
        hint="Shown on your cubes; stored in lower case."
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${MIN_PASSWORD} characters.`}
      />
      <Button type="submit" disabled={pending}>
        {pending ? 'Creating your account...' : 'Sign up'}
      </Button>
    </form>
  );
}

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { onSubmit, pending, error, success } = useFormAction(async (data) => {
    const email = field(data, 'email');
    if (!email) throw invalid('Enter the e-mail address of your account.');
    await api('/api/auth/request-password-reset', { body: { email, redirectTo: '/reset-password' } });
    return 'If an account exists for this e-mail, a link to reset the password is on its way. Check your inbox.';
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <h2 className="text-lg font-semibold">Reset your password</h2>
      <p className="text-sm text-zinc-600">
        Enter your e-mail address and we will send you a link to set a new password.
      </p>
      <FormMessage error={error} success={success} />
      <Field label="Email" name="email" type="email" autoComplete="email" required />
      <Button type="submit" disabled={pending}>
        {pending ? 'Sending...' : 'Send reset link'}
      </Button>
      <Button type="button" variant="link" className="justify-self-start" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}

function SocialSignIn({ redirect }: { redirect: string }) {
  const { data: info } = useAppInfo();
  const [error, setError] = useState<string | null>(null);
  const oidc = info?.oidc;
  if (!oidc) return null;
  const start = async () => {
    setError(null);
    try {
      const res = await api<{ url: string }>('/api/auth/sign-in/oauth2', {
        body: { providerId: oidc.providerId, callbackURL: redirect },
      });
      window.location.assign(res.url);
    } catch (err) {
      console.warn('Social sign-in failed', err);
      setError(`Could not reach ${oidc.name}. Please try again.`);
    }
  };
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs text-zinc-600">
        <span className="h-px flex-1 bg-zinc-200" /> or <span className="h-px flex-1 bg-zinc-200" />
      </div>
      <FormMessage error={error} />
      <Button type="button" variant="outline" onClick={start}>
        <KeyRound className="size-4" aria-hidden="true" /> Continue with {oidc.name}
      </Button>
    </div>
  );
}

export default function LoginPage() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<'signin' | 'signup' | 'forgot'>(
    params.get('tab') === 'signup' ? 'signup' : 'signin',
  );
  const redirect = safeRedirect(params.get('redirect')) ?? '/dashboard';
  return (
    <div className="mx-auto grid w-full max-w-sm gap-6 pt-4 md:pt-10">
      <div className="text-center">
        <h1 className="text-2xl font-semibold">Welcome to Cubewright</h1>
        <p className="mt-1 text-sm text-zinc-600">Build, share and draft your cubes.</p>
      </div>
      <Panel>
        {mode === 'forgot' ? (
          <ForgotPasswordForm onBack={() => setMode('signin')} />
        ) : (
          <Tabs value={mode} onValueChange={(v) => setMode(v as 'signin' | 'signup')}>
            <TabsList>
              <TabsTrigger value="signin">Sign in</TabsTrigger>
              <TabsTrigger value="signup">Sign up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onForgot={() => setMode('forgot')} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        )}
        {mode !== 'forgot' && (
          <div className="mt-4">
            <SocialSignIn redirect={redirect} />
          </div>
        )}
      </Panel>
    </div>
  );
}
