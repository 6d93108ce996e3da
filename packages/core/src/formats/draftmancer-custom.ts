import { colorsOfCost } from '../custom-cards/mana-cost';
import type { CustomCardFace } from '../custom-cards/types';
import { CARD_TYPES } from '../custom-cards/types';
import { designFromDraftmancer } from './custom-design';
import { repairDraftmancerDesign } from './custom-design-repair';
import type { CustomDesign, ExportEntry, ParseProblem } from './types';

// Draftmancer's [CustomCards] section: a JSON array of card objects, each named once, that the slot
// lines then refer to by name.

const stat = (v: string | null) => (v === null ? undefined : /^\d+$/.test(v) ? Number(v) : v);

function faceOf(face: CustomCardFace) {
  return {
    name: face.name,
    type: [...face.supertypes, ...face.types].join(' '),
    subtypes: face.subtypes,
    oracle_text: face.rulesText,
    ...(face.power !== null ? { power: stat(face.power), toughness: stat(face.toughness) } : {}),
    ...(face.loyalty !== null ? { loyalty: stat(face.loyalty) } : {}),
    ...(face.artUrl ? { image: face.artUrl } : {}),
  };
}

/** The Draftmancer card objects of the custom cards among `entries` (one per name). */
export function draftmancerCustomCards(entries: readonly ExportEntry[]): object[] {
  const seen = new Set<string>();
  const out: object[] = [];
  for (const e of entries) {
    const f = e.custom;
    if (!f || seen.has(e.name)) continue;
    seen.add(e.name);
    out.push({
      ...faceOf(f),
      name: e.name,
      mana_cost: f.manaCost,
      colors: f.colorIndicator ?? colorsOfCost(f.manaCost),
      rarity: f.rarity,
      set: 'custom',
      ...(f.back ? { backs: [faceOf(f.back)] } : {}),
    });
  }
  return out;
}

/**
 * Reads the value of a `[CustomCards]` block (already parsed, loose JSON) into designs; `lineOf` gives
 * the line each array item starts on. Designs are brought within our rules with a warning per change
 * (as Draftmancer accepts them); a card without a name cannot be used and is an error on its line.
 */
export function readDraftmancerCustomCards(
  data: unknown,
  firstLine: number,
  lineOf: (item: number) => number,
): { designs: CustomDesign[]; problems: ParseProblem[]; emblems: Set<string> } {
  const emblems = new Set<string>();
  if (!Array.isArray(data)) {
    const message = 'The [CustomCards] section must be a JSON array of cards';
    return { designs: [], problems: [{ line: firstLine, message, severity: 'error' }], emblems };
  }
  const designs: CustomDesign[] = [];
  const problems: ParseProblem[] = [];
  data.forEach((raw, i) => {
    const line = lineOf(i);
    const read = designFromDraftmancer(raw);
    if (!read) {
      problems.push({ line, message: `Custom card ${i + 1} is not a card object`, severity: 'error' });
      return;
    }
    if (!read.name.trim()) {
      problems.push({ line, message: `Custom card ${i + 1} has no name`, severity: 'error' });
      return;
    }
    // Draftmancer shows emblems beside cards; a cube holds only cards, so their lines are skipped (said).
    if (isEmblem(read)) {
      emblems.add(read.name.trim().toLowerCase());
      problems.push({
        line,
        message: `Custom card ${read.name} is an emblem, not a card: it and its lines are skipped`,
        severity: 'warning',
      });
      return;
    }
    const { fields, notes } = repairDraftmancerDesign(read);
    for (const note of notes) {
      problems.push({ line, message: `Custom card ${fields.name}: ${note}`, severity: 'warning' });
    }
    designs.push({ line, fields });
  });
  return { designs, problems, emblems };
}

/** A design typed Emblem with no card type (`Emblem — Ajani`). */
function isEmblem(fields: { types: string[] }): boolean {
  const words = fields.types.map((t) => t.toLowerCase());
  return words.includes('emblem') && !CARD_TYPES.some((t) => words.includes(t.toLowerCase()));
}
