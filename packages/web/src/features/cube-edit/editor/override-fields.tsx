import { ENTRY_RARITIES, parseOverride } from '@cubewright/core/cube';
import { useId } from 'react';
import { Input, Label, selectClass } from '../../../components/ui/input';
import type { EditableFields } from '../staging';

// The entry dialog's overrides of the card's facts (CubeCobra's per-card image, mana value, type line and
// rarity): typed as text, checked with the save's own rules before the change is staged.

type Overrides = Pick<EditableFields, 'imageUrl' | 'manaValue' | 'typeLine' | 'rarity'>;
export type OverrideForm = Record<keyof Overrides, string>;

/** The form's text for an entry's overrides (empty: none). */
export function overrideForm(entry: Overrides): OverrideForm {
  return {
    imageUrl: entry.imageUrl ?? '',
    manaValue: entry.manaValue === null ? '' : String(entry.manaValue),
    typeLine: entry.typeLine ?? '',
    rarity: entry.rarity ?? '',
  };
}

/** The override fields as typed (empty: the card's own), or the first problem with them. */
export function readOverrides(form: OverrideForm): { fields: Overrides } | { error: string } {
  const fields: Overrides = { imageUrl: null, manaValue: null, typeLine: null, rarity: null };
  for (const key of ['imageUrl', 'manaValue', 'typeLine', 'rarity'] as const) {
    const text = form[key].trim();
    if (!text) continue;
    const parsed = parseOverride(key, key === 'manaValue' ? Number(text) : text);
    if (!parsed.ok) return { error: parsed.message };
    Object.assign(fields, { [key]: parsed.value });
  }
  return { fields };
}

/** The override inputs; `describedBy` points at the dialog's error message while it shows one. */
export function OverrideFields({
  form,
  describedBy,
  onChange,
}: {
  form: OverrideForm;
  describedBy: string | undefined;
  onChange: (key: keyof OverrideForm, value: string) => void;
}) {
  const ids = { imageUrl: useId(), manaValue: useId(), typeLine: useId(), rarity: useId() };
  return (
    <fieldset className="grid gap-3 rounded-md border border-zinc-200 p-3">
      <legend className="px-1 text-sm font-medium text-zinc-900">Overrides (empty: the card's own)</legend>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.imageUrl}>Image URL</Label>
        <Input
          id={ids.imageUrl}
          type="url"
          inputMode="url"
          value={form.imageUrl}
          onChange={(e) => onChange('imageUrl', e.target.value)}
          placeholder="https://…"
          aria-describedby={describedBy}
        />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.manaValue}>Mana value</Label>
          <Input
            id={ids.manaValue}
            type="number"
            min={0}
            step={0.5}
            value={form.manaValue}
            onChange={(e) => onChange('manaValue', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.rarity}>Rarity</Label>
          <select
            id={ids.rarity}
            className={selectClass}
            value={form.rarity}
            onChange={(e) => onChange('rarity', e.target.value)}
          >
            <option value="">Card's own</option>
            {ENTRY_RARITIES.map((r) => (
              <option key={r} value={r}>
                {r[0]!.toUpperCase() + r.slice(1)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={ids.typeLine}>Type line</Label>
        <Input
          id={ids.typeLine}
          value={form.typeLine}
          onChange={(e) => onChange('typeLine', e.target.value)}
          placeholder="Creature — Elf Druid"
        />
      </div>
    </fieldset>
  );
}
