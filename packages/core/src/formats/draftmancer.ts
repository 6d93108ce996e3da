import { formatCardLine, parseCardLine, runs, splitLines } from './card-line';
import { draftmancerCustomCards, readDraftmancerCustomCards } from './draftmancer-custom';
import { entriesOf } from './plain-text';
import type { CustomDesign, ExportCube, ImportEntry, ParseProblem, ParseResult } from './types';

const HEADER = /^\[([A-Za-z][\w ]*?)(?:\((\d+)\))?\]$/;

function settingsName(json: string): string | undefined {
  try {
    const settings = JSON.parse(json) as unknown;
    if (settings && typeof settings === 'object' && 'name' in settings) {
      const name = (settings as { name: unknown }).name;
      if (typeof name === 'string' && name.trim()) return name.trim();
    }
  } catch {
    // Settings we cannot read are ignored anyway; the warning already says so.
  }
  return undefined;
}

/**
 * Reads a Draftmancer card list: a plain list, or `[Settings]` / `[CustomCards]` / `[Layouts]` and slot
 * sections (`[MainSlot]`, `[Rares(1)]`). Every slot's cards go to the main board; slot lines naming a
 * custom card carry its design. What we do not support (settings, layouts, separate slots) is skipped
 * with a warning.
 */
export function parseDraftmancer(text: string): ParseResult {
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  let section = '';
  let block: string[] = [];
  let slots = 0;
  let name: string | undefined;
  let blockLine = 1;
  const designs = new Map<string, CustomDesign>();
  const closeBlock = () => {
    if (section === 'settings') name = settingsName(block.join('\n')) ?? name;
    if (section === 'customcards') {
      const read = readDraftmancerCustomCards(block, blockLine);
      problems.push(...read.problems);
      for (const d of read.designs) {
        designs.set(d.fields.name.trim().toLowerCase(), d);
        // Slot lines may name a double-faced design by both faces.
        if (d.fields.back) designs.set(`${d.fields.name} // ${d.fields.back.name}`.toLowerCase(), d);
      }
    }
    block = [];
  };
  splitLines(text).forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    const header = HEADER.exec(t);
    if (header) {
      closeBlock();
      section = header[1]!.toLowerCase();
      blockLine = line + 1;
      if (section === 'settings') {
        problems.push({
          line,
          message: 'Draftmancer settings are not used here and were skipped',
          severity: 'warning',
        });
      } else if (section === 'customcards') {
        // Read when the block closes; slot lines naming these cards carry their designs.
      } else if (section === 'layouts') {
        problems.push({
          line,
          message: 'Pack layouts are not supported and were skipped',
          severity: 'warning',
        });
      } else if (++slots > 1) {
        problems.push({
          line,
          message: `Slot [${header[1]}] was merged into the main board`,
          severity: 'warning',
        });
      }
      return;
    }
    if (section === 'settings' || section === 'customcards' || section === 'layouts') {
      block.push(raw);
      return;
    }
    if (!t || t.startsWith('#') || t.startsWith('//')) return;
    const parsed = parseCardLine(t);
    if ('error' in parsed) problems.push({ line, message: parsed.error, severity: 'error' });
    else entries.push(...entriesOf(parsed, line, 'main'));
  });
  closeBlock();
  for (const entry of entries) {
    const design = designs.get(entry.name.trim().toLowerCase());
    if (design) entry.custom = design;
  }
  return { entries, problems, ...(name ? { name } : {}) };
}

/** Writes a plain Draftmancer list: one `[MainSlot]` of the main board (Draftmancer has no maybeboard). */
export function writeDraftmancer(cube: ExportCube): string {
  const lines = runs(
    cube.entries.filter((e) => e.board === 'main'),
    (e) => `${e.name}\u0000${e.set ?? ''}\u0000${e.collectorNumber ?? ''}`,
  ).map(([e, n]) => formatCardLine(n, e.name, e.custom ? null : e.set, e.custom ? null : e.collectorNumber));
  const custom = draftmancerCustomCards(cube.entries);
  const head = custom.length ? ['[CustomCards]', JSON.stringify(custom, null, 2)] : [];
  return `${[...head, '[MainSlot]', ...lines].join('\n')}\n`;
}
