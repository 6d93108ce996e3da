import { type DraftFormatsBody, draftFormatsSchema } from '@cubewright/core/cube';
import { formatQueryError, parseQuery } from '@cubewright/core/filter';

// Checks of the draft formats form before PUT: the schema the server uses, plus each slot's filter
// parsed with the search syntax so a typo is pointed at inline instead of failing a draft later.

/** Error messages keyed by a dotted path ("custom.0.packs.1.slots.2.filter", "default.seats"). */
export type FormatErrors = Record<string, string>;

/** The errors of each slot filter that does not parse. */
export function slotFilterErrors(formats: DraftFormatsBody): FormatErrors {
  const errors: FormatErrors = {};
  (formats.custom ?? []).forEach((format, f) => {
    format.packs.forEach((pack, p) => {
      pack.slots.forEach((slot, s) => {
        const text = (slot.filter ?? '').trim();
        if (!text) return;
        const parsed = parseQuery(text);
        if (!parsed.ok) errors[`custom.${f}.packs.${p}.slots.${s}.filter`] = formatQueryError(parsed.error);
      });
    });
  });
  return errors;
}

/** All errors of the form: schema issues by path, then filter errors. Empty when it can be saved. */
export function draftFormatErrors(formats: DraftFormatsBody): FormatErrors {
  const errors: FormatErrors = {};
  const parsed = draftFormatsSchema.safeParse(formats);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'form';
      errors[key] ??= issue.message;
    }
  }
  return { ...errors, ...slotFilterErrors(formats) };
}
