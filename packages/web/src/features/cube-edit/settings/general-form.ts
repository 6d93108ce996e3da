import type { ChangeConflict } from '@cubewright/core/cube';
import type { CubeDetail, UpdateCubeBody } from '@cubewright/core/protocol';
import { updateCubeBodySchema } from '@cubewright/core/protocol';
import { parseTags } from '../change-text';

// The general settings form: what the inputs hold, and the PATCH body of what changed (validated by
// the same schema the server uses, so the messages match).

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

export type GeneralResult =
  | { ok: true; body: UpdateCubeBody }
  | { ok: false; errors: Partial<Record<GeneralField | 'form', string>> };

const sameList = (a: readonly string[], b: readonly string[]) => a.join('\n') === b.join('\n');

/**
 * The PATCH body of the fields that differ from the cube the form was filled from (with its settings
 * version, so a change saved meanwhile answers 409), or the messages of the invalid fields.
 */
export function generalPatch(values: GeneralValues, cube: CubeDetail): GeneralResult {
  const start = generalValuesOf(cube);
  const body: Record<string, unknown> = { settingsVersion: cube.settingsVersion };
  if (values.name.trim() !== cube.name) body.name = values.name;
  if (values.description !== start.description) body.description = values.description;
  if (values.visibility !== start.visibility) body.visibility = values.visibility;
  if (values.size.trim() !== start.size) {
    const n = Number(values.size.trim());
    body.size = values.size.trim() === '' || !Number.isFinite(n) ? Number.NaN : n;
  }
  const tags = parseTags(values.tags);
  if (!sameList(tags, cube.tags)) body.tags = tags;
  if (values.recommendedDraftFormat.trim() !== start.recommendedDraftFormat)
    body.recommendedDraftFormat = values.recommendedDraftFormat.trim() || null;
  if (values.coverImageUrl.trim() !== start.coverImageUrl)
    body.coverImageUrl = values.coverImageUrl.trim() || null;
  if (Object.keys(body).length === 1) return { ok: false, errors: { form: 'There are no changes to save' } };
  const parsed = updateCubeBodySchema.safeParse(body);
  if (parsed.success) return { ok: true, body: body as UpdateCubeBody };
  const errors: Partial<Record<GeneralField | 'form', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = (issue.path[0] as GeneralField | undefined) ?? 'form';
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
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
