import fs from 'node:fs';
import path from 'node:path';
import { BOOSTER_FORMATS, DRAFT_MODE_INFOS, DRAFT_MODES } from '@cubewright/core/draft/modes';
import { describe, expect, it } from 'vitest';

// "A new mode is one module plus one screen" (issue 33, ADR 0081): what is derived from the one list of
// modes (any-draft.ts DRAFT_MODES, its infos mode-infos.ts DRAFT_MODE_INFOS) names no mode or format of
// it, so adding one edits none of these files. Dealing asks the list which entry deals the stored
// settings; draft statistics ask it which mode a draft played and whether that mode has a pick digest;
// the simulation form lists the infos that say bots play them there.
const DERIVED = [
  'packages/core/src/draft/deal-table.ts',
  'packages/server/src/services/simulations/draft-stats.ts',
  'packages/web/src/features/simulation/simulation-section.tsx',
  'packages/web/src/features/simulation/draft-styles.ts',
];

/** Code without its comments, which may well give a mode as an example. */
const uncommented = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
const codeOf = (file: string) =>
  uncommented(fs.readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8'));

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A mode's or a built-in format's id as a string, or its name for people anywhere in the code; an event
 * type a mode's pick digest reads (the mode's to name); the stored state's `mode` key read in SQL.
 */
const NAMED = [
  ...DRAFT_MODES.flatMap((m) => m.pickDigest?.events ?? []).map((type) => ({
    what: `${type} (event type)`,
    re: new RegExp(`['"\`]${literal(type)}['"\`]`),
  })),
  { what: "->>'mode' (a state's mode in SQL)", re: /->>\s*'mode'/ },
  ...DRAFT_MODE_INFOS.flatMap((m) => [
    { what: `${m.id} (id)`, re: new RegExp(`['"\`]${literal(m.id)}['"\`]`, 'i') },
    { what: `${m.name} (name)`, re: new RegExp(`\\b${literal(m.name)}\\b`) },
  ]),
  ...BOOSTER_FORMATS.flatMap((f) => [
    { what: `${f.id} (format id)`, re: new RegExp(`['"\`]${literal(f.id)}['"\`]`, 'i') },
    { what: `${f.name} (format name)`, re: new RegExp(`\\b${literal(f.name)}\\b`) },
  ]),
];

describe('the one list of modes is the only place a mode is named', () => {
  it.each(DERIVED)('%s names no mode and no built-in format', (file) => {
    const code = codeOf(file);
    expect(NAMED.filter((n) => n.re.test(code)).map((n) => n.what)).toEqual([]);
  });

  it('would see a mode named in one of them', () => {
    const named = (code: string) => NAMED.filter((n) => n.re.test(uncommented(code))).map((n) => n.what);
    expect(named(`if (settings.mode === 'winston') return deal();`)).toEqual(['winston (id)']);
    expect(named('<option value="default">Booster draft</option> // Grid')).toEqual([
      'Booster (name)',
      'Booster draft (format name)',
    ]);
  });
});
