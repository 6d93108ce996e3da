import type { Card } from '@cubewright/core/cards';
import {
  type CustomCard,
  type CustomCardFields,
  customCardIdOf,
  isCustomCard,
  validateCustomCard,
} from '@cubewright/core/custom-cards';
import type { CustomDesign, ParseProblem } from '@cubewright/core/formats';
import { customCardCache } from '../custom-cards/cache';
import type { WithDatabase } from '../deps';

/** A custom card design of the list as the preview shows it: created on import, or an existing card of the importer. */
export interface CustomCardPlanLine {
  line: number;
  name: string;
  action: 'create' | 'reuse';
  /** Copies in the list. */
  count: number;
  /** `custom:<id>` once known (a reused card, or after the import created it). */
  cardId: string | null;
}

/** A design to create when the import is written; planned cards refer to it by `placeholder`. */
export interface CustomToCreate {
  placeholder: string;
  fields: CustomCardFields;
  plan: CustomCardPlanLine;
}

/** Planned cards carry this card id prefix until their custom card exists. */
export const NEW_CUSTOM_PREFIX = 'new-custom:';

/** Who imports, and whose private custom cards the target cube may hold (its owner and editors). */
export interface Importer {
  id: string;
  members: ReadonlySet<string>;
}

const keyOf = (name: string) => name.trim().toLowerCase();
const fullName = (f: CustomCardFields) => (f.back ? `${f.name} // ${f.back.name}` : f.name);

/**
 * Resolves the custom card designs of one import: each design (by name) is validated once, matched
 * with a custom card of the importer of the same name, or planned for creation.
 */
export function customResolver(ctx: WithDatabase, importer: Importer, problems: ParseProblem[]) {
  const mine = new Map<string, CustomCard>();
  for (const c of customCardCache(ctx).values()) {
    if (c.ownerId === importer.id && !c.deletedAt) mine.set(keyOf(c.fields.name), c);
  }
  const byKey = new Map<string, { cardId: string; name: string; plan: CustomCardPlanLine } | null>();
  const toCreate: CustomToCreate[] = [];
  return {
    toCreate,
    /** The importer may put this card in the cube (ordinary cards always). */
    usable(card: Card): boolean {
      if (!isCustomCard(card)) return true;
      return (
        !card.custom.deleted &&
        (card.custom.visibility === 'public' || importer.members.has(card.custom.ownerId))
      );
    },
    /** The card an entry's design stands for, or null when the design is invalid (reported once, on its line). */
    resolve(design: CustomDesign): { cardId: string; name: string } | null {
      const key = keyOf(design.fields.name);
      if (byKey.has(key)) {
        const known = byKey.get(key)!;
        if (known) known.plan.count++;
        return known;
      }
      const checked = validateCustomCard(design.fields);
      if (!checked.ok) {
        const label = design.fields.name.trim() || 'without a name';
        for (const e of checked.errors) {
          problems.push({
            line: design.line,
            message: `Custom card ${label}: ${e.message} (${e.field})`,
            severity: 'error',
          });
        }
        byKey.set(key, null);
        return null;
      }
      const existing = mine.get(keyOf(checked.fields.name));
      const name = existing ? fullName(existing.fields) : fullName(checked.fields);
      const cardId = existing ? customCardIdOf(existing.id) : `${NEW_CUSTOM_PREFIX}${toCreate.length}`;
      const plan: CustomCardPlanLine = {
        line: design.line,
        name,
        action: existing ? 'reuse' : 'create',
        count: 1,
        cardId: existing ? cardId : null,
      };
      if (!existing) toCreate.push({ placeholder: cardId, fields: checked.fields, plan });
      const resolved = { cardId, name, plan };
      byKey.set(key, resolved);
      return resolved;
    },
    lines(): CustomCardPlanLine[] {
      return [...byKey.values()].flatMap((v) => (v ? [v.plan] : []));
    },
  };
}
