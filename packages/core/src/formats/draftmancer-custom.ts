import { colorsOfCost } from '../custom-cards/mana-cost';
import type { CustomCardFace } from '../custom-cards/types';
import type { ExportEntry } from './types';

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
