import { COLORS, type Color } from '../cards/types';
import { colorsOfCost } from '../custom-cards/mana-cost';
import {
  CUSTOM_RARITIES,
  type CustomCardFace,
  type CustomCardFields,
  emptyFace,
  SUPERTYPES,
} from '../custom-cards/types';

// Designs read from other tools' files arrive loosely typed; these helpers turn them into the designer
// fields so the core validation (run by the importer) can say what is wrong, field by field.

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const strOrNull = (v: unknown) => str(v).trim() || null;
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x) => typeof x === 'string') : []);
const colorsOf = (v: unknown): Color[] =>
  COLORS.filter(
    (c) =>
      strings(v).some((x) => x.toUpperCase() === c) || (typeof v === 'string' && v.toUpperCase().includes(c)),
  );

/** Splits `Legendary Creature — Elf Druid` into supertypes, card types and subtypes. */
export function splitTypeLine(typeLine: string): Pick<CustomCardFace, 'supertypes' | 'types' | 'subtypes'> {
  const [main = '', sub = ''] = typeLine.split(/\s+[—–-]\s+|\s*—\s*/, 2);
  const words = main.split(/\s+/).filter(Boolean);
  const isSuper = (w: string) => SUPERTYPES.some((s) => s.toLowerCase() === w.toLowerCase());
  return {
    supertypes: words.filter(isSuper),
    types: words.filter((w) => !isSuper(w)),
    subtypes: sub.split(/\s+/).filter(Boolean),
  };
}

/** A rarity our designer knows, `common` for anything else. */
export function rarityOf(v: unknown): CustomCardFields['rarity'] {
  const r = str(v).trim().toLowerCase();
  return CUSTOM_RARITIES.find((x) => x === r) ?? 'common';
}

/** Our JSON's `custom` object, with anything missing or of the wrong kind left blank for validation to flag. */
export function designFromJson(raw: unknown): CustomCardFields | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const face = (f: Record<string, unknown>): CustomCardFace => ({
    ...emptyFace(),
    name: str(f.name),
    manaCost: str(f.manaCost),
    colorIndicator: Array.isArray(f.colorIndicator) ? colorsOf(f.colorIndicator) : null,
    supertypes: strings(f.supertypes),
    types: strings(f.types),
    subtypes: strings(f.subtypes),
    rulesText: str(f.rulesText),
    flavorText: str(f.flavorText),
    power: strOrNull(f.power),
    toughness: strOrNull(f.toughness),
    loyalty: strOrNull(f.loyalty),
    defense: strOrNull(f.defense),
    artUrl: strOrNull(f.artUrl),
  });
  const back = o.back && typeof o.back === 'object' ? face(o.back as Record<string, unknown>) : null;
  return { ...face(o), rarity: rarityOf(o.rarity), artist: str(o.artist), back };
}

function draftmancerFace(o: Record<string, unknown>): CustomCardFace {
  const typeLine = strings(o.subtypes).length
    ? `${str(o.type)} — ${strings(o.subtypes).join(' ')}`
    : str(o.type);
  const manaCost = str(o.mana_cost);
  const colors = Array.isArray(o.colors) ? colorsOf(o.colors) : null;
  const derived = colorsOfCost(manaCost);
  return {
    ...emptyFace(),
    name: str(o.name),
    manaCost,
    // Only a colour set that differs from the cost's is a real colour indicator.
    colorIndicator: colors && colors.join('') !== derived.join('') ? colors : null,
    ...splitTypeLine(typeLine),
    rulesText: str(o.oracle_text),
    power: strOrNull(o.power),
    toughness: strOrNull(o.toughness),
    loyalty: strOrNull(o.loyalty),
    artUrl: strOrNull(o.image),
  };
}

/** One card object of Draftmancer's `[CustomCards]` JSON array as designer fields. */
export function designFromDraftmancer(raw: unknown): CustomCardFields | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const o = raw as Record<string, unknown>;
  const backs = Array.isArray(o.backs) ? o.backs : [];
  const back =
    backs[0] && typeof backs[0] === 'object' ? draftmancerFace(backs[0] as Record<string, unknown>) : null;
  const front = draftmancerFace(o);
  // Our writer names a double-faced design by its full `Front // Back` name, as its slot lines do.
  if (back && front.name.includes(' // ')) front.name = front.name.split(' // ')[0]!.trim();
  return { ...front, rarity: rarityOf(o.rarity), artist: str(o.artist), back };
}

/** A cost rebuilt from a mana value and colours (CubeCobra's CSV has no cost column): one pip per colour. */
export function costFromManaValue(cmc: number, colors: string): string {
  const pips = colorsOf(colors).map((c) => `{${c}}`);
  const generic = Math.max(0, Math.floor(cmc) - pips.length);
  return `${generic > 0 ? `{${generic}}` : ''}${pips.join('')}`;
}
