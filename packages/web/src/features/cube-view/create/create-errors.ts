import { type CreateCubeRequest, createCubeBodySchema } from '@cubewright/core/protocol';

const CREATE_FIELDS = [
  'name',
  'description',
  'visibility',
  'size',
  'tags',
  'recommendedDraftFormat',
] as const;
type CreateField = (typeof CREATE_FIELDS)[number];
export type FieldErrors = Partial<Record<CreateField | 'form', string>>;

export interface CreateFormValues {
  name: string;
  description: string;
  visibility: string;
  size: string;
  /** Comma-separated. */
  tags: string;
  recommendedDraftFormat: string;
}

/** Splits "a, b,,c" into trimmed, non-empty tags. */
export function parseTags(text: string): string[] {
  return text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
}

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

/**
 * Places a server message on its field: validation errors read "Invalid request: <field>: <message>"
 * (a tag error names "tags.2"); anything else is a form-level error.
 */
export function serverFieldError(message: string): FieldErrors {
  const m = /^Invalid request: ([A-Za-z]+)(?:\.\d+)*: (.+)$/.exec(message);
  if (m && (CREATE_FIELDS as readonly string[]).includes(m[1]!)) return { [m[1] as CreateField]: m[2] };
  return { form: message };
}
