import { COLORS, type Color } from '@cubewright/core/cards';
import { CARD_TYPES, SUPERTYPES } from '@cubewright/core/custom-cards';
import { type ReactNode, useId } from 'react';
import { ManaSymbol } from '../../components/card/mana-symbol';
import { Input, Label } from '../../components/ui/input';
import type { FaceForm } from './form-model';

const QUICK_SYMBOLS = ['W', 'U', 'B', 'R', 'G', 'C', 'X', 'S', '1', '2', 'W/U', 'B/R', '2/W', 'W/P', 'G/P'];

function Row({
  label,
  error,
  hint,
  children,
  id,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: ReactNode;
  id: string;
}) {
  return (
    <div className="grid gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error && <p className="text-xs text-zinc-600">{hint}</p>}
      {error && (
        <p className="text-xs text-red-700" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

const area =
  'min-h-20 w-full rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm text-zinc-900 focus-visible:outline-2 focus-visible:outline-brand aria-invalid:border-red-600';

/** The inputs of one face: name, cost editor, colour indicator, type line, text and stats. */
export function FaceFields({
  face,
  onChange,
  errors,
  prefix,
}: {
  face: FaceForm;
  onChange: (next: FaceForm) => void;
  errors: Map<string, string>;
  /** '' for the front face, 'back.' for the back. */
  prefix: string;
}) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const err = (name: string) => errors.get(`${prefix}${name}`);
  const set = <K extends keyof FaceForm>(key: K, value: FaceForm[K]) => onChange({ ...face, [key]: value });
  const input = (
    name: keyof FaceForm & string,
    label: string,
    extra: { hint?: string; placeholder?: string } = {},
  ) => (
    <Row label={label} error={err(name)} hint={extra.hint} id={id(name)}>
      <Input
        id={id(name)}
        value={face[name] as string}
        placeholder={extra.placeholder}
        aria-invalid={err(name) ? true : undefined}
        aria-describedby={err(name) ? `${id(name)}-error` : undefined}
        onChange={(e) => set(name, e.target.value)}
      />
    </Row>
  );
  const isCreature = /\bcreature\b/i.test(face.types) || /\bvehicle\b/i.test(face.subtypes);
  const toggleColor = (c: Color) =>
    set(
      'indicator',
      face.indicator.includes(c) ? face.indicator.filter((x) => x !== c) : [...face.indicator, c],
    );
  return (
    <div className="grid gap-3">
      {input('name', 'Name')}
      <div className="grid gap-1.5">
        {input('manaCost', 'Mana cost', {
          placeholder: '{2}{W/U}{W/P} or 2WU',
          hint: 'Numbers, W U B R G, C (colourless), X, S (snow), hybrid W/U or 2/W, phyrexian W/P.',
        })}
        <fieldset className="flex flex-wrap gap-1" aria-label="Add a mana symbol">
          {QUICK_SYMBOLS.map((s) => (
            <button
              key={s}
              type="button"
              aria-label={`Add {${s}}`}
              className="rounded-md border border-zinc-300 bg-white p-1 hover:bg-zinc-100"
              onClick={() => set('manaCost', `${face.manaCost}{${s}}`)}
            >
              <ManaSymbol symbol={s} size="1.25rem" />
            </button>
          ))}
        </fieldset>
      </div>
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium text-zinc-900">Colours</legend>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={face.indicatorOn}
            onChange={(e) => set('indicatorOn', e.target.checked)}
          />
          Override the colours of the cost with a colour indicator
        </label>
        {face.indicatorOn && (
          <div className="flex gap-3">
            {COLORS.map((c) => (
              <label key={c} className="flex items-center gap-1 text-sm">
                <input type="checkbox" checked={face.indicator.includes(c)} onChange={() => toggleColor(c)} />
                <ManaSymbol symbol={c} size="1.1rem" />
              </label>
            ))}
          </div>
        )}
        {err('colorIndicator') && <p className="text-xs text-red-700">{err('colorIndicator')}</p>}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        {input('supertypes', 'Supertypes', {
          placeholder: 'Legendary',
          hint: SUPERTYPES.slice(0, 3).join(', '),
        })}
        {input('types', 'Types', { placeholder: 'Creature', hint: CARD_TYPES.slice(0, 4).join(', ') })}
        {input('subtypes', 'Subtypes', { placeholder: 'Elf Druid' })}
      </div>
      <Row
        label="Rules text"
        error={err('rulesText')}
        hint="Mana symbols in braces: {T}: Add {G}."
        id={id('rulesText')}
      >
        <textarea
          id={id('rulesText')}
          className={area}
          value={face.rulesText}
          aria-invalid={err('rulesText') ? true : undefined}
          onChange={(e) => set('rulesText', e.target.value)}
        />
      </Row>
      <Row label="Flavour text" error={err('flavorText')} id={id('flavorText')}>
        <textarea
          id={id('flavorText')}
          className={area}
          value={face.flavorText}
          onChange={(e) => set('flavorText', e.target.value)}
        />
      </Row>
      {isCreature && (
        <div className="grid grid-cols-2 gap-3">
          {input('power', 'Power')}
          {input('toughness', 'Toughness')}
        </div>
      )}
      {/\bplaneswalker\b/i.test(face.types) && input('loyalty', 'Loyalty')}
      {/\bbattle\b/i.test(face.types) && input('defense', 'Defense')}
      {input('artUrl', 'Art image URL', { placeholder: 'https://…', hint: 'Optional; https only.' })}
    </div>
  );
}
