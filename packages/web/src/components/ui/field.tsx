import { type ComponentProps, useId } from 'react';
import { Input, Label } from './input';

type FieldProps = ComponentProps<'input'> & { label: string; hint?: string };

/** A labelled input with an optional hint below it. */
export function Field({ label, hint, id, ...props }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <Input id={inputId} aria-describedby={hintId} {...props} />
      {hint && (
        <p id={hintId} className="text-xs text-zinc-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A form-level message: an error in red (announced), or a success note. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p
        role="status"
        className="rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-800"
      >
        {success}
      </p>
    );
  }
  return null;
}
