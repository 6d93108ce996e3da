import { COLORS, type Color } from '../cards/types';
import { IMAGE_URL_PROBLEM_TEXT, imageUrlProblem } from '../cube/image-url';
import { canonicalSymbol, parseManaCost } from './mana-cost';
import { CARD_TYPES, CUSTOM_RARITIES, type CustomCardFace, type CustomCardFields, SUPERTYPES } from './types';

export const NAME_MAX = 141;
export const RULES_TEXT_MAX = 2000;
export const FLAVOR_TEXT_MAX = 600;
export const ARTIST_MAX = 100;
export const SUBTYPES_MAX = 8;
export const SUBTYPE_MAX = 30;
export const ART_URL_MAX = 2000;

/** One problem: the field path (`name`, `back.power`) and a sentence for the designer. */
export interface FieldError {
  field: string;
  message: string;
}

export type Validation = { ok: true; fields: CustomCardFields } | { ok: false; errors: FieldError[] };

const PT = /^([+-]?(\d{1,3}|\*|X|\?)([+-](\d{1,2}|\*))?|∞)$/;
const LOYALTY = /^(\d{1,3}|X|\*|\?)$/;
const DEFENSE = /^\d{1,3}$/;
const SUBTYPE = /^[\p{L}][\p{L}'’.-]*$/u;
// Tab and line breaks are text; other control characters would only hide things in the frame.
const hasControl = (v: string) =>
  [...v].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 32 && ch !== '\n' && ch !== '\t') || code === 127;
  });
/** Symbols in rules text besides mana: tap, untap, energy, chaos, planeswalker. */
export const TEXT_SYMBOLS = new Set(['T', 'Q', 'E', 'CHAOS', 'PW', 'A']);

const lower = (s: string) => s.toLowerCase();
const pick = <T extends string>(list: readonly T[], word: string) =>
  list.find((x) => lower(x) === lower(word)) ?? null;

function text(errors: FieldError[], field: string, label: string, value: string, max: number): string {
  const v = value.replace(/\r\n?/g, '\n').trim();
  if (v.length > max) errors.push({ field, message: `${label} is at most ${max} characters` });
  if (hasControl(v)) errors.push({ field, message: `${label} contains control characters` });
  return v;
}

function stat(errors: FieldError[], field: string, label: string, value: string | null, re: RegExp) {
  const v = value?.trim() ?? '';
  if (!v) return null;
  if (!re.test(v)) errors.push({ field, message: `${label} "${v.slice(0, 10)}" is not valid` });
  return v;
}

function validateFace(face: CustomCardFace, prefix: string, errors: FieldError[]): CustomCardFace {
  const f = (name: string) => `${prefix}${name}`;
  const name = text(errors, f('name'), 'Name', face.name, NAME_MAX);
  if (!name) errors.push({ field: f('name'), message: 'Name is required' });
  let manaCost = '';
  const cost = parseManaCost(face.manaCost);
  if (cost.ok) manaCost = cost.cost;
  else errors.push({ field: f('manaCost'), message: `Mana cost: ${cost.error}` });
  let colorIndicator: Color[] | null = null;
  if (face.colorIndicator) {
    const bad = face.colorIndicator.filter((c) => !COLORS.includes(c));
    if (bad.length) errors.push({ field: f('colorIndicator'), message: 'Colours must be W, U, B, R or G' });
    colorIndicator = COLORS.filter((c) => face.colorIndicator!.includes(c));
  }
  const supertypes = face.supertypes.map((w) => {
    const s = pick(SUPERTYPES, w.trim());
    if (!s)
      errors.push({
        field: f('supertypes'),
        message: `"${w}" is not a supertype (${SUPERTYPES.join(', ')})`,
      });
    return s ?? w;
  });
  const types = face.types.map((w) => {
    const t = pick(CARD_TYPES, w.trim()) ?? (lower(w.trim()) === 'tribal' ? 'Kindred' : null);
    if (!t)
      errors.push({ field: f('types'), message: `"${w}" is not a card type (${CARD_TYPES.join(', ')})` });
    return t ?? w;
  });
  if (types.length === 0) errors.push({ field: f('types'), message: 'A card needs at least one card type' });
  const subtypes = face.subtypes.map((w) => w.trim()).filter(Boolean);
  if (subtypes.length > SUBTYPES_MAX) {
    errors.push({ field: f('subtypes'), message: `At most ${SUBTYPES_MAX} subtypes` });
  }
  for (const s of subtypes) {
    if (s.length > SUBTYPE_MAX || !SUBTYPE.test(s)) {
      errors.push({
        field: f('subtypes'),
        message: `"${s.slice(0, 40)}" is not a valid subtype (letters only)`,
      });
    }
  }
  const rulesText = text(errors, f('rulesText'), 'Rules text', face.rulesText, RULES_TEXT_MAX);
  for (const m of rulesText.matchAll(/\{([^}]*)\}/g)) {
    if (!TEXT_SYMBOLS.has(m[1]!.toUpperCase()) && !canonicalSymbol(m[1]!)) {
      errors.push({
        field: f('rulesText'),
        message: `Rules text: {${m[1]!.slice(0, 10)}} is not a known symbol`,
      });
    }
  }
  const flavorText = text(errors, f('flavorText'), 'Flavour text', face.flavorText, FLAVOR_TEXT_MAX);
  const power = stat(errors, f('power'), 'Power', face.power, PT);
  const toughness = stat(errors, f('toughness'), 'Toughness', face.toughness, PT);
  const loyalty = stat(errors, f('loyalty'), 'Loyalty', face.loyalty, LOYALTY);
  const defense = stat(errors, f('defense'), 'Defense', face.defense, DEFENSE);
  const has = (t: string) => types.includes(t);
  const isVehicle = subtypes.some((s) => lower(s) === 'vehicle');
  if (has('Creature') && (!power || !toughness)) {
    errors.push({ field: f('power'), message: 'A creature needs a power and a toughness' });
  } else if ((power || toughness) && !has('Creature') && !isVehicle) {
    errors.push({ field: f('power'), message: 'Power and toughness are only for creatures and vehicles' });
  } else if (Boolean(power) !== Boolean(toughness)) {
    errors.push({ field: f('power'), message: 'Give both a power and a toughness, or neither' });
  }
  if (loyalty && !has('Planeswalker')) {
    errors.push({ field: f('loyalty'), message: 'Loyalty is only for planeswalkers' });
  }
  if (has('Planeswalker') && !loyalty)
    errors.push({ field: f('loyalty'), message: 'A planeswalker needs a loyalty' });
  if (defense && !has('Battle')) errors.push({ field: f('defense'), message: 'Defense is only for battles' });
  if (has('Battle') && !defense) errors.push({ field: f('defense'), message: 'A battle needs a defense' });
  const artUrl = validateArtUrl(face.artUrl, f('artUrl'), errors);
  return {
    name,
    manaCost,
    colorIndicator,
    supertypes,
    types,
    subtypes,
    rulesText,
    flavorText,
    power,
    toughness,
    loyalty,
    defense,
    artUrl,
  };
}

function validateArtUrl(value: string | null, field: string, errors: FieldError[]): string | null {
  const v = value?.trim() ?? '';
  if (!v) return null;
  if (v.length > ART_URL_MAX) errors.push({ field, message: `Art URL is at most ${ART_URL_MAX} characters` });
  const problem = imageUrlProblem(v);
  if (problem) errors.push({ field, message: `Art URL ${IMAGE_URL_PROBLEM_TEXT[problem]}` });
  return v;
}

/** Checks every field of a custom card and returns it normalised (canonical cost, trimmed text), or all problems. */
export function validateCustomCard(input: CustomCardFields): Validation {
  const errors: FieldError[] = [];
  const front = validateFace(input, '', errors);
  const rarity = CUSTOM_RARITIES.includes(input.rarity) ? input.rarity : null;
  if (!rarity)
    errors.push({ field: 'rarity', message: `Rarity must be one of ${CUSTOM_RARITIES.join(', ')}` });
  const artist = text(errors, 'artist', 'Artist', input.artist, ARTIST_MAX);
  const back = input.back ? validateFace(input.back, 'back.', errors) : null;
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, fields: { ...front, rarity: rarity!, artist, back } };
}
