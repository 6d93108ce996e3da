import { z } from 'zod';
import { utf8ByteLength } from '../cube/limits';

// The spec's backend data rules (section 5), kept for every free-form document we store: keys are
// non-empty and free of `. # $ / [ ]` and control characters; strings are at most 10 MiB; undefined,
// functions and NaN are refused. JSON bodies cannot carry the last three, but values built in code can.

/** The spec's maximum string size: 10 MiB of UTF-8. */
export const MAX_STRING_BYTES = 10 * 1024 * 1024;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
const FORBIDDEN_KEY_CHARS = /[.#$/[\]\u0000-\u001f\u007f]/;

/** Why a key breaks the data rules, or null when it is fine. */
export function keyProblem(key: string): string | null {
  if (key.length === 0) return 'Keys must not be empty';
  if (FORBIDDEN_KEY_CHARS.test(key)) {
    return `Key "${printable(key)}" must not contain . # $ / [ ] or control characters`;
  }
  return null;
}

function printable(key: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: shows control characters as escapes
  return key.replace(/[\u0000-\u001f\u007f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** One break of the data rules: where (a path of keys and indexes) and what. */
export interface DataRuleIssue {
  path: (string | number)[];
  message: string;
}

/** Every place where `value` breaks the data rules (empty when it is storable). */
export function dataRuleIssues(value: unknown, path: (string | number)[] = []): DataRuleIssue[] {
  if (value === undefined) return [{ path, message: 'Undefined values are not allowed' }];
  if (typeof value === 'function') return [{ path, message: 'Functions are not allowed' }];
  if (typeof value === 'number' && Number.isNaN(value)) return [{ path, message: 'NaN is not allowed' }];
  if (typeof value === 'string' && utf8ByteLength(value) > MAX_STRING_BYTES) {
    return [{ path, message: 'Text must be at most 10 MiB' }];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => dataRuleIssues(v, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([k, v]) => {
      const problem = keyProblem(k);
      return problem ? [{ path: [...path, k], message: problem }] : dataRuleIssues(v, [...path, k]);
    });
  }
  return [];
}

/** Adds the data rules to any zod schema, reporting each break at its own path. */
export function withDataRules<T extends z.ZodType>(schema: T) {
  return schema.superRefine((value, ctx) => {
    for (const issue of dataRuleIssues(value)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
  });
}

/** A free-form JSON document that obeys the data rules. */
export const storableDocumentSchema = withDataRules(z.record(z.string(), z.unknown()));
