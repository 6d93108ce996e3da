import { CUSTOM_RARITIES, type CustomCard, emptyFace } from '@cubewright/core/custom-cards';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label } from '../../components/ui/input';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { createCustomCard, myCustomCardsKey, updateCustomCard } from './custom-cards-api';
import { FaceFields } from './face-fields';
import { type CardForm, cardForm, faceForm, fieldsOf, formErrors } from './form-model';
import { CustomCardFrame } from './frame/card-frame';
import { downloadCustomCardPng } from './frame/draw-png';

/** The create / edit form of a custom card, with its live preview beside it. */
export function CustomCardEditor({ existing }: { existing?: CustomCard }) {
  const [form, setForm] = useState<CardForm>(() =>
    existing ? cardForm(existing.fields, existing.visibility) : cardForm(),
  );
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [side, setSide] = useState<'front' | 'back'>('front');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const fields = useMemo(() => fieldsOf(form), [form]);
  const errors = useMemo(() => formErrors(form), [form]);
  // Messages appear once the designer tried to save, so a blank form does not start in red.
  const shown = tried ? errors : new Map<string, string>();

  const save = async () => {
    setTried(true);
    if (errors.size > 0) {
      setError(`Please fix ${errors.size === 1 ? 'the field' : `${errors.size} fields`} marked below.`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const body = { visibility: form.visibility, fields };
      if (existing) await updateCustomCard(existing.id, body);
      else await createCustomCard(body);
      await queryClient.invalidateQueries({ queryKey: myCustomCardsKey });
      navigate('/custom-cards');
    } catch (err) {
      setError(err instanceof Error ? err.message : 'Saving failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <form
        className="grid gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        noValidate
      >
        <FormMessage error={error} />
        <Panel className="grid gap-3">
          <PanelTitle>Front face</PanelTitle>
          <FaceFields
            face={form.front}
            onChange={(front) => setForm({ ...form, front })}
            errors={shown}
            prefix=""
          />
        </Panel>
        <Panel className="grid gap-3">
          <PanelTitle>Card details</PanelTitle>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-rarity`}>Rarity</Label>
              <select
                id={`${ids}-rarity`}
                className="h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm"
                value={form.rarity}
                onChange={(e) => setForm({ ...form, rarity: e.target.value as CardForm['rarity'] })}
              >
                {CUSTOM_RARITIES.map((r) => (
                  <option key={r} value={r}>
                    {r[0]!.toUpperCase() + r.slice(1)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`${ids}-artist`}>Artist</Label>
              <Input
                id={`${ids}-artist`}
                value={form.artist}
                onChange={(e) => setForm({ ...form, artist: e.target.value })}
              />
              {shown.get('artist') && <p className="text-xs text-red-700">{shown.get('artist')}</p>}
            </div>
          </div>
          <fieldset className="flex gap-4 text-sm">
            <legend className="mb-1 text-sm font-medium">Visibility</legend>
            {(['private', 'public'] as const).map((v) => (
              <label key={v} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name={`${ids}-visibility`}
                  checked={form.visibility === v}
                  onChange={() => setForm({ ...form, visibility: v })}
                />
                {v === 'private' ? 'Private (only you and your cubes)' : 'Public'}
              </label>
            ))}
          </fieldset>
        </Panel>
        <Panel className="grid gap-3">
          <PanelTitle>Back face</PanelTitle>
          {form.back ? (
            <>
              <FaceFields
                face={form.back}
                onChange={(back) => setForm({ ...form, back })}
                errors={shown}
                prefix="back."
              />
              <Button type="button" variant="outline" onClick={() => setForm({ ...form, back: null })}>
                Remove the back face
              </Button>
            </>
          ) : (
            <Button
              type="button"
              variant="outline"
              onClick={() => setForm({ ...form, back: faceForm(emptyFace()) })}
            >
              Add a back face (double-faced card)
            </Button>
          )}
        </Panel>
        <div className="flex gap-2">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : existing ? 'Save changes' : 'Create card'}
          </Button>
          <Button type="button" variant="outline" onClick={() => navigate('/custom-cards')}>
            Cancel
          </Button>
        </div>
      </form>
      <aside aria-label="Preview" className="grid content-start gap-3 lg:sticky lg:top-4">
        <h2 className="text-sm font-semibold text-zinc-700">Preview</h2>
        <CustomCardFrame fields={fields} side={side} className="max-w-72" />
        {form.back && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setSide(side === 'front' ? 'back' : 'front')}
          >
            Show the {side === 'front' ? 'back' : 'front'} face
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={() => void downloadCustomCardPng(fields, side)}
        >
          Download PNG
        </Button>
      </aside>
    </div>
  );
}
