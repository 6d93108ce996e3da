import type { Card } from '@cubewright/core/cards';
import { type CardFieldsInput, type EntryOverrides, parseOverride } from '@cubewright/core/cube';
import type { ImportEntry, ParseProblem } from '@cubewright/core/formats';

/** The card's own facts an override is compared with (the chosen printing's rarity and image first). */
export interface OwnFacts {
  manaValue: number;
  typeLine: string;
  rarity: string | null;
  imageUrl: string | null;
}

export function ownFactsOf(
  card: Card,
  printing: { rarity: string | null; imageUri: string | null } | null,
): OwnFacts {
  return {
    manaValue: card.cmc,
    typeLine: card.typeLine,
    rarity: printing?.rarity ?? card.rarity,
    imageUrl: printing?.imageUri ?? card.imageUri ?? card.faces[0]?.imageUri ?? null,
  };
}

const LABELS = { imageUrl: 'Image URL', manaValue: 'Mana value', typeLine: 'Type line', rarity: 'Rarity' };

/**
 * The overrides an imported entry keeps: each fact the list states that passes the editor's own checks
 * and differs from the card's (a CubeCobra CSV states every card's facts; only the ones a curator changed
 * are overrides). A fact that fails a check is dropped with a warning on its line.
 */
export function importedOverrides(
  entry: ImportEntry,
  own: OwnFacts,
  problems: ParseProblem[],
): Pick<CardFieldsInput, keyof EntryOverrides> {
  const out: Pick<CardFieldsInput, keyof EntryOverrides> = {};
  const stated = entry.overrides ?? {};
  const rarity = stated.rarity?.toLowerCase();
  for (const [key, value] of [
    ['imageUrl', stated.imageUrl],
    ['manaValue', stated.manaValue],
    ['typeLine', stated.typeLine],
    ['rarity', rarity],
  ] as const) {
    if (value === undefined) continue;
    const parsed = parseOverride(key, value);
    if (!parsed.ok) {
      problems.push({
        line: entry.line,
        message: `${LABELS[key]} ignored: ${parsed.message}`,
        severity: 'warning',
      });
      continue;
    }
    if (parsed.value !== own[key]) Object.assign(out, { [key]: parsed.value });
  }
  return out;
}
