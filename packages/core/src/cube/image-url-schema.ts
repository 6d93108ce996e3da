import { z } from 'zod';
import { IMAGE_URL_PROBLEM_TEXT, imageUrlProblem } from './image-url';

// Apart from image-url.ts so that the pages which only check a URL (the custom card editor, the list
// editor's overrides) do not load zod with it (issue 29, ADR 0077).

/** A zod string for an image URL field: trimmed, at most `maxLength`, and imageUrlProblem's rule, as "<label> ...". */
export function imageUrlSchema(label: string, maxLength: number) {
  return z
    .string()
    .trim()
    .max(maxLength, `${label} must be at most ${maxLength.toLocaleString('en-US')} characters`)
    .superRefine((url, ctx) => {
      const problem = imageUrlProblem(url);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${IMAGE_URL_PROBLEM_TEXT[problem]}` });
    });
}
