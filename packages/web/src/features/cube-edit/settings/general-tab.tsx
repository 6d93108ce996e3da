import { VISIBILITIES } from '@cubewright/core/cube';
import type { CubeDetail, SettingsConflictDetails } from '@cubewright/core/protocol';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Input, Label } from '../../../components/ui/input';
import { ApiRequestError } from '../../../lib/api';
import { failureText } from '../edit-api';
import { ConflictPanel } from '../editor/conflict-panel';
import { CoverPicker } from './cover-picker';
import {
  type GeneralField,
  type GeneralValues,
  generalValuesOf,
  reapplyGeneral,
  settingsConflicts,
} from './general-form';
import { FieldError, SettingsSection, selectClass, textareaClass } from './settings-section';
import { useUpdateCube } from './use-cube-settings';

const VISIBILITY_LABELS = {
  public: 'Public: listed, anyone can view',
  unlisted: 'Unlisted: anyone with the link, never listed',
  private: 'Private: only you and collaborators',
} as const;

/** Settings: name, description, visibility, target size, tags, recommended format and cover. */
export default function GeneralTab({ cube }: { cube: CubeDetail }) {
  // The settings the form was filled from: what a save sends its version of and compares with, so a
  // live update of `cube` never turns someone else's change into one of ours.
  const [base, setBase] = useState(cube);
  const [values, setValues] = useState<GeneralValues>(() => generalValuesOf(cube));
  const [conflict, setConflict] = useState<{ message: string; current: CubeDetail } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<GeneralField | 'form', string>>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const update = useUpdateCube(cube.id);
  const uid = useId();
  const id = (f: GeneralField) => `${uid}-${f}`;
  const set = (f: GeneralField) => (value: string) => setValues((v) => ({ ...v, [f]: value }));
  const invalid = (f: GeneralField) => ({
    'aria-invalid': errors[f] ? true : undefined,
    'aria-describedby': errors[f] ? `${id(f)}-error` : undefined,
  });

  if (!cube.permissions.canEdit) {
    return <FormMessage error="You do not have permission to edit this cube" />;
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(null);
    const patch = await import('./general-patch').catch(() => null);
    if (!patch) return setErrors({ form: 'Something went wrong. Please try again.' });
    const result = patch.generalPatch(values, base);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    setPending(true);
    try {
      const next = await update(result.body);
      setBase(next);
      setValues(generalValuesOf(next));
      setConflict(null);
      setSaved('Settings saved.');
    } catch (err) {
      const details = err instanceof ApiRequestError && err.status === 409 ? err.details : undefined;
      if (details)
        setConflict({ message: failureText(err), current: (details as SettingsConflictDetails).cube });
      else setErrors({ form: failureText(err) });
    } finally {
      setPending(false);
    }
  };

  const reapply = (keepMine: ReadonlySet<string>) => {
    if (!conflict) return;
    setValues(reapplyGeneral(values, base, conflict.current, keepMine));
    setBase(conflict.current);
    setConflict(null);
    setSaved('Reloaded the current settings with your changes: review them and save again.');
  };

  return (
    <SettingsSection title="General" description="What people see about this cube.">
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-1.5">
          <Label htmlFor={id('name')}>Name</Label>
          <Input
            id={id('name')}
            value={values.name}
            onChange={(e) => set('name')(e.target.value)}
            {...invalid('name')}
          />
          <FieldError id={`${id('name')}-error`} message={errors.name} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={id('description')}>Description</Label>
          <textarea
            id={id('description')}
            rows={4}
            className={textareaClass}
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
            {...invalid('description')}
          />
          <FieldError id={`${id('description')}-error`} message={errors.description} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={id('visibility')}>Visibility</Label>
            <select
              id={id('visibility')}
              className={selectClass}
              value={values.visibility}
              onChange={(e) => set('visibility')(e.target.value)}
            >
              {VISIBILITIES.map((v) => (
                <option key={v} value={v}>
                  {VISIBILITY_LABELS[v]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={id('size')}>Target size</Label>
            <Input
              id={id('size')}
              inputMode="numeric"
              value={values.size}
              onChange={(e) => set('size')(e.target.value)}
              {...invalid('size')}
            />
            <FieldError id={`${id('size')}-error`} message={errors.size} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={id('tags')}>Tags</Label>
            <Input
              id={id('tags')}
              value={values.tags}
              placeholder="vintage, powered"
              onChange={(e) => set('tags')(e.target.value)}
              {...invalid('tags')}
            />
            <FieldError id={`${id('tags')}-error`} message={errors.tags} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={id('recommendedDraftFormat')}>Recommended draft format</Label>
            <Input
              id={id('recommendedDraftFormat')}
              value={values.recommendedDraftFormat}
              placeholder="8 players, 3 packs of 15"
              onChange={(e) => set('recommendedDraftFormat')(e.target.value)}
              {...invalid('recommendedDraftFormat')}
            />
            <FieldError
              id={`${id('recommendedDraftFormat')}-error`}
              message={errors.recommendedDraftFormat}
            />
          </div>
        </div>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">Cover image</legend>
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid min-w-64 flex-1 gap-1.5">
              <Label htmlFor={id('coverImageUrl')}>Cover image URL</Label>
              <Input
                id={id('coverImageUrl')}
                value={values.coverImageUrl}
                placeholder="Empty: the default cover"
                onChange={(e) => set('coverImageUrl')(e.target.value)}
                {...invalid('coverImageUrl')}
              />
            </div>
            <Button type="button" variant="outline" onClick={() => set('coverImageUrl')('')}>
              Use the default cover
            </Button>
          </div>
          <FieldError id={`${id('coverImageUrl')}-error`} message={errors.coverImageUrl} />
          <CoverPicker cubeId={cube.id} value={values.coverImageUrl} onPick={set('coverImageUrl')} />
        </fieldset>
        {conflict && (
          <ConflictPanel
            message={conflict.message}
            details={{
              currentVersion: conflict.current.version,
              conflicts: settingsConflicts(values, base, conflict.current),
            }}
            onReload={reapply}
            reloading={false}
            reloadLabel="Reload the current settings and re-apply my other changes"
          />
        )}
        <FormMessage error={errors.form} success={saved} />
        <div>
          <Button type="submit" disabled={pending || conflict !== null}>
            {pending ? 'Saving…' : 'Save settings'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
