import type { ChangeConflict } from '@cubewright/core/cube';
import type { CubeDetail } from '@cubewright/core/protocol';

// The general settings form: what the inputs hold, and (general-patch.ts, loaded on submit) the PATCH
// body of what changed.

export interface GeneralValues {
  name: string;
  description: string;
  visibility: string;
  size: string;
  tags: string;
  recommendedDraftFormat: string;
  /** Empty: the default cover. */
  coverImageUrl: string;
}
export type GeneralField = keyof GeneralValues;

/** The form's starting values for a cube. */
export function generalValuesOf(cube: CubeDetail): GeneralValues {
  return {
    name: cube.name,
    description: cube.description,
    visibility: cube.visibility,
    size: String(cube.size),
    tags: cube.tags.join(', '),
    recommendedDraftFormat: cube.recommendedDraftFormat ?? '',
    coverImageUrl: cube.hasCustomCover ? cube.coverImageUrl : '',
  };
}

const FIELD_LABELS: Record<GeneralField, string> = {
  name: 'name',
  description: 'description',
  visibility: 'visibility',
  size: 'target size',
  tags: 'tags',
  recommendedDraftFormat: 'recommended draft format',
  coverImageUrl: 'cover image',
};
const FIELDS = Object.keys(FIELD_LABELS) as GeneralField[];

/** Fields the person changed in the form (from `base`) that someone else also changed (in `current`). */
export function settingsConflicts(
  values: GeneralValues,
  base: CubeDetail,
  current: CubeDetail,
): ChangeConflict[] {
  const from = generalValuesOf(base);
  const theirs = generalValuesOf(current);
  return FIELDS.filter(
    (f) =>
      values[f].trim() !== from[f].trim() && theirs[f] !== from[f] && theirs[f].trim() !== values[f].trim(),
  ).map((f) => ({
    id: f,
    name: FIELD_LABELS[f],
    reason: `The ${FIELD_LABELS[f]} was changed by someone else to “${theirs[f] || '(empty)'}”; yours is “${values[f] || '(empty)'}”`,
  }));
}

/**
 * The form on top of the current settings: the person's changes are kept, except on the conflicting
 * fields they chose to take the other person's value for; every other field shows the current value.
 */
export function reapplyGeneral(
  values: GeneralValues,
  base: CubeDetail,
  current: CubeDetail,
  keepMine: ReadonlySet<string>,
): GeneralValues {
  const from = generalValuesOf(base);
  const theirs = generalValuesOf(current);
  const conflicting = new Set(settingsConflicts(values, base, current).map((c) => c.id));
  const next = { ...theirs };
  for (const f of FIELDS) {
    const mine = values[f].trim() !== from[f].trim();
    if (mine && (!conflicting.has(f) || keepMine.has(f))) next[f] = values[f];
  }
  return next;
}

/** The art crop of a Scryfall card image (the cover is a wide banner, not a whole card). */
export function artCropOf(imageUri: string): string {
  return imageUri.replace(/\/(small|normal|large|png|border_crop)\//, '/art_crop/');
}
