// `is:` / `not:` shortcuts: card kinds, cost shapes and layouts.
import { colorCount } from './colors';
import { negatedIf } from './columns';
import { lacking } from './coverage';
import type { CardFacts } from './facts';
import type { FieldSpec } from './field-spec';
import { COSTS, FRONT_TYPES, LAYOUTS, memoized, TYPE_LINES } from './intern';
import { type CostFlags, costFlags } from './mana-cost';

type Flag = (f: CardFacts) => boolean;

const PERMANENT = /\b(creature|artifact|enchantment|planeswalker|land|battle)\b/;
const SPELL_TYPE = /\b(creature|artifact|enchantment|planeswalker|instant|sorcery|battle|kindred|tribal)\b/;
const DFC_LAYOUTS = new Set(['transform', 'modal_dfc', 'meld', 'double_faced', 'reversible_card']);

/** A flag read off the type line alone, decided once per distinct type line. */
function onType(test: (type: string) => boolean): Flag {
  return memoized(TYPE_LINES, 'typeId', test);
}

/** A flag read off the front face's type line alone. */
function onFrontType(test: (type: string) => boolean): Flag {
  return memoized(FRONT_TYPES, 'frontTypeId', test);
}

/** A flag read off the mana cost's symbol flags, decided once per distinct cost. */
function onCost(test: (flags: CostFlags) => boolean): Flag {
  return memoized(COSTS, 'costId', (cost) => test(costFlags(cost)));
}

function typed(word: string): Flag {
  const re = new RegExp(`\\b${word}\\b`);
  return onType((type) => re.test(type));
}

function layout(...names: string[]): Flag {
  const set = new Set(names);
  return memoized(LAYOUTS, 'layoutId', (name) => set.has(name));
}

const frontCreature = onFrontType((type) => /\bcreature\b/.test(type));
// Commanders (CR 903.3): legendary creatures, legendary Vehicles and Spacecraft with power and toughness
// (since 2025), Backgrounds (the second commander of "Choose a Background"), and cards that say so.
const commanderType = onFrontType(
  (type) => /\blegendary\b/.test(type) && /\b(creature|background)\b/.test(type),
);
const legendaryVehicle = onFrontType(
  (type) => /\blegendary\b/.test(type) && /\b(vehicle|spacecraft)\b/.test(type),
);
const sagaType = typed('saga');
const classType = typed('class');
const caseType = typed('case');

/** Every `is:` value and what it tests; the help page lists these keys. */
const IS_FLAGS: Record<string, Flag> = {
  // Lands are not cast, so a land (even an artifact land) is not a spell; MDFCs count by their front.
  spell: onFrontType((type) => !/\bland\b/.test(type) && SPELL_TYPE.test(type)),
  permanent: onFrontType((type) => PERMANENT.test(type)),
  creature: typed('creature'),
  artifact: typed('artifact'),
  enchantment: typed('enchantment'),
  instant: typed('instant'),
  sorcery: typed('sorcery'),
  land: typed('land'),
  planeswalker: typed('planeswalker'),
  battle: typed('battle'),
  legendary: typed('legendary'),
  historic: onType((type) => /\b(legendary|artifact|saga)\b/.test(type)),
  vanilla: (f) => f.faces.length === 1 && frontCreature(f) && f.text.trim() === '',
  gold: onCost((flags) => flags.gold),
  hybrid: onCost((flags) => flags.hybrid),
  phyrexian: onCost((flags) => flags.phyrexian),
  twobrid: onCost((flags) => flags.twobrid),
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
  saga: (f) => f.layout === 'saga' || sagaType(f),
  class: (f) => f.layout === 'class' || classType(f),
  case: (f) => f.layout === 'case' || caseType(f),
  leveler: layout('leveler'),
  prototype: layout('prototype'),
  mutate: layout('mutate'),
  planar: layout('planar'),
  commander: (f) =>
    commanderType(f) ||
    (legendaryVehicle(f) && f.faces[0]!.power !== null) ||
    f.text.includes('can be your commander'),
  // Scryfall's flag for the card's printing in the data; unknown (-1) is neither.
  reprint: (f) => f.reprint === 1,
};

/** `is:` values that read a fact only some card data carries. */
const NEEDS_REPRINTS = new Set(['reprint']);

const ALIASES: Record<string, string> = {
  modal: 'mdfc',
  modaldfc: 'mdfc',
  multicolored: 'multicolor',
  multi: 'multicolor',
  doublefaced: 'dfc',
  permanents: 'permanent',
};

/** Looks an `is:` value up (case-insensitive, with a few spellings). */
function isFlag(value: string): Flag | undefined {
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
      if (NEEDS_REPRINTS.has(term.value.toLowerCase())) {
        // Unknown is neither a reprint nor an original, so `not:reprint` does not match it either.
        return negate !== (term.op === '!=') ? (f) => f.reprint === 0 : flag;
      }
      return negatedIf(negate !== (term.op === '!='), flag);
    },
    missing(term, data) {
      if (!NEEDS_REPRINTS.has(term.value.toLowerCase()) || data.reprints) return null;
      return lacking('reprint flags', `search with ${name}:reprint`);
    },
  };
}

export const isField = flagSpec('is', ['is'], false);
export const notField = flagSpec('not', ['not'], true);
