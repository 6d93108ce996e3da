import { type CreateCubeRequest, createCubeBodySchema } from '@cubewright/core/protocol';
import {
  CREATE_FIELDS,
  type CreateField,
  type CreateFormValues,
  type FieldErrors,
  parseTags,
} from './create-errors';

// The form's check with the server's schema, loaded on submit: zod and the protocol's schemas are 25 KB
// gzip the form's first paint does not need (ADR 0074).

/** The request body from the form, checked with the same schema the server uses; errors per field. */
export function validateCreateForm(
  values: CreateFormValues,
): { ok: true; body: CreateCubeRequest } | { ok: false; errors: FieldErrors } {
  const size = values.size.trim() === '' ? undefined : Number(values.size);
  const parsed = createCubeBodySchema.safeParse({
    name: values.name,
    description: values.description,
    visibility: values.visibility,
    size,
    tags: parseTags(values.tags),
    recommendedDraftFormat: values.recommendedDraftFormat,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = (CREATE_FIELDS as readonly unknown[]).includes(issue.path[0])
      ? (issue.path[0] as CreateField)
      : 'form';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
