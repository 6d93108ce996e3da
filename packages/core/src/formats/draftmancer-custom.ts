import { colorsOfCost } from '../custom-cards/mana-cost';
import type { CustomCardFace } from '../custom-cards/types';
import { designFromDraftmancer } from './custom-design';
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
    if (!f || e.board !== 'main' || seen.has(e.name)) continue;
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

/** Lines (1-based, from `firstLine`) where each top-level object of a JSON array starts. */
function objectLines(text: string, firstLine: number): number[] {
  const out: number[] = [];
  let line = firstLine;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\n') line++;
    else if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '[' || ch === '{') {
      if (ch === '{' && depth === 1) out.push(line);
      depth++;
    } else if (ch === ']' || ch === '}') depth--;
  }
  return out;
}

/** Reads a `[CustomCards]` block (the lines after its header, starting at `firstLine`) into designs. */
export function readDraftmancerCustomCards(
  block: string[],
  firstLine: number,
): { designs: CustomDesign[]; problems: ParseProblem[] } {
  const text = block.join('\n');
  if (!text.trim()) return { designs: [], problems: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    const message = `The [CustomCards] section is not valid JSON: ${(err as Error).message}`;
    return { designs: [], problems: [{ line: firstLine, message, severity: 'error' }] };
  }
  if (!Array.isArray(data)) {
    const message = 'The [CustomCards] section must be a JSON array of cards';
    return { designs: [], problems: [{ line: firstLine, message, severity: 'error' }] };
  }
  const lines = objectLines(text, firstLine);
  const designs: CustomDesign[] = [];
  const problems: ParseProblem[] = [];
  data.forEach((raw, i) => {
    const line = lines[i] ?? firstLine;
    const fields = designFromDraftmancer(raw);
    if (fields) designs.push({ line, fields });
    else problems.push({ line, message: `Custom card ${i + 1} is not a card object`, severity: 'error' });
  });
  return { designs, problems };
}
