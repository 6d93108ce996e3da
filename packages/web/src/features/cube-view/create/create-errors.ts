export const CREATE_FIELDS = [
  'name',
  'description',
  'visibility',
  'size',
  'tags',
  'recommendedDraftFormat',
] as const;
export type CreateField = (typeof CREATE_FIELDS)[number];
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

/**
 * Places a server message on its field: validation errors read "Invalid request: <field>: <message>"
 * (a tag error names "tags.2"); anything else is a form-level error.
 */
export function serverFieldError(message: string): FieldErrors {
  const m = /^Invalid request: ([A-Za-z]+)(?:\.\d+)*: (.+)$/.exec(message);
  if (m && (CREATE_FIELDS as readonly string[]).includes(m[1]!)) return { [m[1] as CreateField]: m[2] };
  return { form: message };
}
