// `is:` / `not:` shortcuts: card kinds, cost shapes and layouts.
import { colorCount } from './colors';
import type { CardFacts } from './facts';
import type { FieldSpec } from './field-spec';

type Flag = (f: CardFacts) => boolean;

const PERMANENT = /\b(creature|artifact|enchantment|planeswalker|land|battle)\b/;
const SPELL_TYPE = /\b(creature|artifact|enchantment|planeswalker|instant|sorcery|battle|kindred|tribal)\b/;
const DFC_LAYOUTS = new Set(['transform', 'modal_dfc', 'meld', 'double_faced', 'reversible_card']);

function typed(word: string): Flag {
  const re = new RegExp(`\\b${word}\\b`);
  return (f) => re.test(f.type);
}

function layout(...names: string[]): Flag {
  const set = new Set(names);
  return (f) => set.has(f.card.layout);
}

/** Every `is:` value and what it tests; the help page lists these keys. */
export const IS_FLAGS: Record<string, Flag> = {
  // Lands are not cast, so a land (even an artifact land) is not a spell; MDFCs count by their front.
  spell: (f) => !/\bland\b/.test(f.frontType) && SPELL_TYPE.test(f.frontType),
  permanent: (f) => PERMANENT.test(f.frontType),
  creature: typed('creature'),
  artifact: typed('artifact'),
  enchantment: typed('enchantment'),
  instant: typed('instant'),
  sorcery: typed('sorcery'),
  land: typed('land'),
  planeswalker: typed('planeswalker'),
  battle: typed('battle'),
  legendary: typed('legendary'),
  historic: (f) => /\b(legendary|artifact|saga)\b/.test(f.type),
  vanilla: (f) => /\bcreature\b/.test(f.frontType) && f.faces.length === 1 && f.text.trim() === '',
  gold: (f) => f.costFlags.gold,
  hybrid: (f) => f.costFlags.hybrid,
  phyrexian: (f) => f.costFlags.phyrexian,
  twobrid: (f) => f.costFlags.twobrid,
  multicolor: (f) => colorCount(f.colors) >= 2,
  monocolor: (f) => colorCount(f.colors) === 1,
  colorless: (f) => f.colors === 0,
  multiface: (f) => f.faces.length > 1,
  dfc: layout(...DFC_LAYOUTS),
  mdfc: layout('modal_dfc'),
  transform: layout('transform'),
  meld: layout('meld'),
  split: layout('split'),
  adventure: layout('adventure'),
  flip: layout('flip'),
  saga: (f) => f.card.layout === 'saga' || /\bsaga\b/.test(f.type),
  class: (f) => f.card.layout === 'class' || /\bclass\b/.test(f.type),
  case: (f) => f.card.layout === 'case' || /\bcase\b/.test(f.type),
  leveler: layout('leveler'),
  prototype: layout('prototype'),
  mutate: layout('mutate'),
  planar: layout('planar'),
};

const ALIASES: Record<string, string> = {
  modal: 'mdfc',
  modaldfc: 'mdfc',
  multicolored: 'multicolor',
  multi: 'multicolor',
  doublefaced: 'dfc',
  permanents: 'permanent',
};

/** Looks an `is:` value up (case-insensitive, with a few spellings). */
export function isFlag(value: string): Flag | undefined {
  const key = value.toLowerCase().replace(/[-_]/g, '');
  return IS_FLAGS[ALIASES[key] ?? key];
}

function flagSpec(name: string, aliases: string[], negate: boolean): FieldSpec {
  return {
    name,
    aliases,
    ops: [':', '=', '!='],
    build(term) {
      const flag = isFlag(term.value);
      if (!flag) {
        return {
          problem: `Unknown ${name}: value "${term.value}"`,
          expected: `one of ${Object.keys(IS_FLAGS).join(', ')}`,
        };
      }
      return negate !== (term.op === '!=') ? (f) => !flag(f) : (f) => flag(f);
    },
  };
}

export const isField = flagSpec('is', ['is'], false);
export const notField = flagSpec('not', ['not'], true);
