import { type FormEvent, useState } from 'react';
import { ApiRequestError } from './api';
import { authErrorMessage, GENERIC_FAILURE } from './auth-errors';

/** Turns a thrown error into the sentence a form shows. */
function errorMessage(err: unknown): string {
  if (err instanceof ApiRequestError) return authErrorMessage(err.status, err.code, err.message);
  if (err instanceof Error && err.name === 'ValidationError') return err.message;
  return GENERIC_FAILURE;
}

/** A client-side check failed: the message is shown as is. */
export function invalid(message: string): Error {
  const err = new Error(message);
  err.name = 'ValidationError';
  return err;
}

/** Runs a form's submit handler and keeps its pending state, error and success message. */
export function useFormAction(action: (data: FormData) => Promise<unknown>) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    setPending(true);
    setError(null);
    setSuccess(null);
    try {
      const done = await action(new FormData(form));
      if (typeof done === 'string') {
        setSuccess(done);
        form.reset();
      }
    } catch (err) {
      if (!(err instanceof ApiRequestError) && !(err instanceof Error && err.name === 'ValidationError')) {
        console.warn(err);
      }
      setError(errorMessage(err));
    } finally {
      setPending(false);
    }
  };
  return { onSubmit, pending, error, success };
}

/** A string field of a FormData, trimmed unless it is a password. */
export function field(data: FormData, name: string, trim = true): string {
  const value = data.get(name);
  const s = typeof value === 'string' ? value : '';
  return trim ? s.trim() : s;
}
