import type { Color } from '@cubewright/core/cards';
import {
  type CustomCardFace,
  type CustomCardFields,
  type CustomCardVisibility,
  emptyFields,
  type FieldError,
  parseManaCost,
  validateCustomCard,
} from '@cubewright/core/custom-cards';

// The editor keeps what the designer typed (cost text, space-separated type words) and derives the
// card fields from it on every keystroke, for the live preview and the field messages.

export interface FaceForm {
  name: string;
  manaCost: string;
  indicatorOn: boolean;
  indicator: Color[];
  supertypes: string;
  types: string;
  subtypes: string;
  rulesText: string;
  flavorText: string;
  power: string;
  toughness: string;
  loyalty: string;
  defense: string;
  artUrl: string;
}

export interface CardForm {
  front: FaceForm;
  back: FaceForm | null;
  rarity: CustomCardFields['rarity'];
  artist: string;
  visibility: CustomCardVisibility;
}

const words = (s: string) => s.split(/\s+/).filter(Boolean);
const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The editable form of a face. */
export function faceForm(face: CustomCardFace): FaceForm {
  return {
    name: face.name,
    manaCost: face.manaCost,
    indicatorOn: face.colorIndicator !== null,
    indicator: face.colorIndicator ?? [],
    supertypes: face.supertypes.join(' '),
    types: face.types.join(' '),
    subtypes: face.subtypes.join(' '),
    rulesText: face.rulesText,
    flavorText: face.flavorText,
    power: face.power ?? '',
    toughness: face.toughness ?? '',
    loyalty: face.loyalty ?? '',
    defense: face.defense ?? '',
    artUrl: face.artUrl ?? '',
  };
}

/** The form of stored fields (or of a blank card). */
export function cardForm(
  fields: CustomCardFields = emptyFields(),
  visibility: CustomCardVisibility = 'private',
): CardForm {
  return {
    front: faceForm(fields),
    back: fields.back ? faceForm(fields.back) : null,
    rarity: fields.rarity,
    artist: fields.artist,
    visibility,
  };
}

/** Card fields from a face form; a cost that does not parse yet is kept as typed (validation reports it). */
function faceFields(f: FaceForm): CustomCardFace {
  const cost = parseManaCost(f.manaCost);
  const isCreature = /\bcreature\b/i.test(f.types) || /\bvehicle\b/i.test(f.subtypes);
  return {
    name: f.name,
    manaCost: cost.ok ? cost.cost : f.manaCost,
    colorIndicator: f.indicatorOn ? f.indicator : null,
    supertypes: words(f.supertypes),
    types: words(f.types),
    subtypes: words(f.subtypes),
    rulesText: f.rulesText,
    flavorText: f.flavorText,
    // Stats of a kind the type line does not allow are dropped, as the inputs are hidden then.
    power: isCreature ? orNull(f.power) : null,
    toughness: isCreature ? orNull(f.toughness) : null,
    loyalty: /\bplaneswalker\b/i.test(f.types) ? orNull(f.loyalty) : null,
    defense: /\bbattle\b/i.test(f.types) ? orNull(f.defense) : null,
    artUrl: orNull(f.artUrl),
  };
}

/** All card fields from the form. */
export function fieldsOf(form: CardForm): CustomCardFields {
  return {
    ...faceFields(form.front),
    rarity: form.rarity,
    artist: form.artist,
    back: form.back ? faceFields(form.back) : null,
  };
}

/** The field messages of the form, keyed by field path (first message per field). */
export function formErrors(form: CardForm): Map<string, string> {
  const r = validateCustomCard(fieldsOf(form));
  const out = new Map<string, string>();
  if (!r.ok) for (const e of r.errors as FieldError[]) if (!out.has(e.field)) out.set(e.field, e.message);
  return out;
}
