import type { CubeDetail, UpdateCubeBody } from '@cubewright/core/protocol';
import { updateCubeBodySchema } from '@cubewright/core/protocol';
import { parseTags } from '../change-text';
import { type GeneralField, type GeneralValues, generalValuesOf } from './general-form';

// The general settings form's PATCH body, validated by the same schema the server uses so the messages
// match. Loaded on submit: zod and the protocol's cube schemas are 25 KB gzip the settings page's first
// paint does not need (issue 29, ADR 0074's new-cube form did the same).

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
