import { CUBE_DESCRIPTION_MAX_LENGTH, CUBE_NAME_MAX_LENGTH, VISIBILITIES } from '@cubewright/core/cube';
import type { CubeResponse } from '@cubewright/core/protocol';
// Not from the protocol's index: that brings the schemas (ADR 0074).
import { DEFAULT_CUBE_SIZE } from '@cubewright/core/protocol/list-options';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { ApiRequestError, api } from '../../../lib/api';
import { type CreateFormValues, type FieldErrors, serverFieldError } from './create-errors';

/** Each visibility's label and what it means, for every form that sets one. */
export const VISIBILITY_HELP: Record<(typeof VISIBILITIES)[number], [string, string]> = {
  public: ['Public', 'Anyone can find and view it; it is listed in browse and search.'],
  unlisted: ['Unlisted', 'Anyone with the link can view it; it is never listed.'],
  private: ['Private', 'Only you and your collaborators can view it.'],
};
const FORMAT_SUGGESTIONS = [
  'Standard draft: 3 packs of 15',
  'Grid draft',
  'Winston draft',
  'Sealed: 6 packs of 15',
  'Jumpstart',
];

function FieldRow({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-zinc-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The Create Cube form: validated with the server's schema, then POST /api/cubes and on to the editor. */
export function CreateCubeForm() {
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<CreateFormValues>({
    name: '',
    description: '',
    visibility: 'public',
    size: String(DEFAULT_CUBE_SIZE),
    tags: '',
    recommendedDraftFormat: '',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const set = (field: keyof CreateFormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const described = (field: string, hint: boolean) =>
    errors[field as keyof FieldErrors] ? `${id}-${field}-error` : hint ? `${id}-${field}-hint` : undefined;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const validator = await import('./create-validate').catch(() => null);
    if (!validator) return setErrors({ form: 'Something went wrong. Please try again.' });
    const checked = validator.validateCreateForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      const { cube } = await api<CubeResponse>('/api/cubes', { body: checked.body });
      // The sidebar's My Cubes list (src/lib/my-cubes.ts) is keyed ['cubes', 'mine', userId].
      await queryClient.invalidateQueries({ queryKey: ['cubes', 'mine'] });
      navigate(`/cubes/${encodeURIComponent(cube.id)}/edit`);
    } catch (err) {
      setErrors(
        err instanceof ApiRequestError
          ? serverFieldError(err.message)
          : { form: 'Something went wrong. Please try again.' },
      );
      setPending(false);
    }
  };

  const f = (field: string) => `${id}-${field}`;
  return (
    <form className="grid gap-5" onSubmit={submit} noValidate>
      <FieldRow id={f('name')} label="Name" error={errors.name}>
        <Input
          id={f('name')}
          value={values.name}
          onChange={set('name')}
          maxLength={CUBE_NAME_MAX_LENGTH + 50}
          required
          autoFocus
          aria-invalid={!!errors.name || undefined}
          aria-describedby={described('name', false)}
        />
      </FieldRow>
      <FieldRow
        id={f('description')}
        label="Description"
        error={errors.description}
        hint="Optional. What is this cube about? Markdown is not needed here."
      >
        <textarea
          id={f('description')}
          value={values.description}
          onChange={set('description')}
          rows={3}
          maxLength={CUBE_DESCRIPTION_MAX_LENGTH + 100}
          aria-invalid={!!errors.description || undefined}
          aria-describedby={described('description', true)}
          className="rounded-md border border-zinc-300 bg-white p-3 text-sm"
        />
      </FieldRow>
      <fieldset
        className="grid gap-2"
        aria-describedby={errors.visibility ? f('visibility-error') : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-zinc-900">Visibility</legend>
        {VISIBILITIES.map((v) => (
          <label
            key={v}
            className="flex items-start gap-2 rounded-md border border-zinc-200 bg-white p-3 has-checked:border-brand"
          >
            <input
              type="radio"
              name="visibility"
              value={v}
              checked={values.visibility === v}
              onChange={set('visibility')}
              className="mt-1"
            />
            <span>
              <span className="block text-sm font-medium">{VISIBILITY_HELP[v][0]}</span>
              <span className="block text-xs text-zinc-600">{VISIBILITY_HELP[v][1]}</span>
            </span>
          </label>
        ))}
        {errors.visibility && (
          <p id={f('visibility-error')} className="text-sm text-red-700">
            {errors.visibility}
          </p>
        )}
      </fieldset>
      <FieldRow
        id={f('size')}
        label="Target size"
        error={errors.size}
        hint="How many cards the finished cube should hold (360 and 540 are common)."
      >
        <Input
          id={f('size')}
          type="number"
          inputMode="numeric"
          min={1}
          value={values.size}
          onChange={set('size')}
          className="w-40"
          aria-invalid={!!errors.size || undefined}
          aria-describedby={described('size', true)}
        />
      </FieldRow>
      <FieldRow
        id={f('tags')}
        label="Tags"
        error={errors.tags}
        hint="Optional, separated by commas (e.g. vintage, powered)."
      >
        <Input
          id={f('tags')}
          value={values.tags}
          onChange={set('tags')}
          aria-invalid={!!errors.tags || undefined}
          aria-describedby={described('tags', true)}
        />
      </FieldRow>
      <FieldRow
        id={f('recommendedDraftFormat')}
        label="Recommended draft format"
        error={errors.recommendedDraftFormat}
        hint="Optional. How this cube is meant to be drafted."
      >
        <Input
          id={f('recommendedDraftFormat')}
          list={f('formats')}
          value={values.recommendedDraftFormat}
          onChange={set('recommendedDraftFormat')}
          aria-invalid={!!errors.recommendedDraftFormat || undefined}
          aria-describedby={described('recommendedDraftFormat', true)}
        />
        <datalist id={f('formats')}>
          {FORMAT_SUGGESTIONS.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </FieldRow>
      <FormMessage error={errors.form} />
      <div>
        <Button type="submit" disabled={pending}>
          {pending && <Spinner className="text-white" />} Create cube
        </Button>
      </div>
    </form>
  );
}
