import type { ImportResponse } from '@cubewright/core/protocol';

/** What the person picked for an unresolved line: a suggested (or typed) name, or skip. */
export type LineChoice = { kind: 'card'; name: string } | { kind: 'skip' };

/** The default for every unresolved line: its best suggestion, else skip. */
export function defaultChoices(preview: ImportResponse): Record<number, LineChoice> {
  const choices: Record<number, LineChoice> = {};
  for (const u of preview.unresolved) {
    const best = u.suggestions[0];
    choices[u.line] = best ? { kind: 'card', name: best } : { kind: 'skip' };
  }
  return choices;
}

/**
 * The request's overrides: chosen names for unresolved lines, null for skipped ones, and null for every
 * line with a read error (those lines cannot be imported as written).
 */
export function overridesFrom(
  preview: ImportResponse,
  choices: Record<number, LineChoice>,
): Record<string, string | null> {
  const overrides: Record<string, string | null> = {};
  for (const p of preview.problems) if (p.severity === 'error') overrides[p.line] = null;
  for (const u of preview.unresolved) {
    const choice = choices[u.line] ?? { kind: 'skip' };
    overrides[u.line] = choice.kind === 'card' && choice.name.trim() ? choice.name.trim() : null;
  }
  return overrides;
}

/** Cards the import will add once the choices are applied. */
export function cardsToImport(preview: ImportResponse, choices: Record<number, LineChoice>): number {
  let n = preview.counts.total;
  for (const u of preview.unresolved) if (choices[u.line]?.kind === 'card') n += u.count;
  return n;
}
