import type { Board } from '../cube/types';
import { formatCardLine, type ParseOptions, parseCardLine, runs } from './card-line';
import { draftmancerCustomCards, readDraftmancerCustomCards } from './draftmancer-custom';
import { parseLooseJson, readLooseJson } from './loose-json';
import { entriesOf } from './plain-text';
import { lineIndexOf, linesOf } from './text-lines';
import type {
  CustomDesign,
  ExportCube,
  ExportEntry,
  ImportEntry,
  ListSlot,
  ParseProblem,
  ParseResult,
} from './types';

// A section or slot header: `[MainSlot]`, `[Rares(1)]`, `[common {"collation":"striped"}]`,
// `[Uncommons(3) {...}]`, `[Rare##Legendary]`. The name starts with a letter or digit, so a JSON array
// line (`["W"]`) is never taken for one.
export const DRAFTMANCER_HEADER =
  /^\[\s*([\p{L}\p{N}_][^[\](){}]*?)\s*(?:\(\s*(\d+)\s*\))?\s*(\{.*\})?\s*\]$/u;
// Draftmancer draws nothing from a slot of size 0: our export puts the maybeboard there.
const MAYBE_SLOT = 'Maybeboard';
// The pack size our export gives the main slot when it must name one (Draftmancer's default).
const PACK_SIZE = 15;

function settingsName(settings: unknown): string | undefined {
  if (settings && typeof settings === 'object' && 'name' in settings) {
    const name = (settings as { name: unknown }).name;
    if (typeof name === 'string' && name.trim()) return name.trim();
  }
  return undefined;
}

/** A slot header's name, size and JSON options; options that are not a JSON object are an error on its line. */
function slotOf(header: RegExpExecArray, line: number, problems: ParseProblem[]): ListSlot {
  const title = header[1]!;
  let options: Record<string, unknown> = {};
  if (header[3]) {
    const parsed = parseLooseJson(header[3]);
    if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
      problems.push({
        line,
        message: `The options of slot [${title}] are not a JSON object${parsed.ok ? '' : `: ${parsed.error}`}`,
        severity: 'error',
      });
    } else {
      options = parsed.value as Record<string, unknown>;
      problems.push({
        line,
        message: `Slot [${title}] options ${JSON.stringify(options)} are not used here; its cards were read`,
        severity: 'warning',
      });
    }
  }
  return { name: title, line, count: header[2] ? Number(header[2]) : null, options };
}

/**
 * Reads a Draftmancer card list: a plain list, or `[Settings]` / `[CustomCards]` (loose JSON: trailing
 * commas and comments allowed, as Draftmancer allows them) / `[Layouts]` and slot sections with sizes
 * and JSON options. Every slot's cards go to the main board (a `[Maybeboard]` slot to the maybeboard);
 * slots and their options are kept in `slots` and reported, since packs here are built differently.
 * Slot lines naming a custom card carry its design. No line is skipped without a problem saying so.
 */
export function parseDraftmancer(text: string, options: ParseOptions = {}): ParseResult {
  const entries: ImportEntry[] = [];
  const problems: ParseProblem[] = [];
  const slots: ListSlot[] = [];
  const designs = new Map<string, CustomDesign>();
  const emblems = new Set<string>();
  const { src, lines, starts } = linesOf(text);
  let name: string | undefined;
  let board: Board = 'main';
  // What the lines under the current header are: cards, a skipped layouts block, or a broken block.
  let mode: 'cards' | 'layouts' | 'broken' = 'cards';
  let mainSlots = 0;

  /** Reads the JSON block after the header on line `i`; returns its value and the index of its last line. */
  const readBlock = (i: number, label: string) => {
    if (i + 1 >= lines.length) {
      problems.push({ line: i + 1, message: `The ${label} section is empty`, severity: 'error' });
      return null;
    }
    const read = readLooseJson(src, starts[i + 1]!);
    if (!read.ok) {
      const at = lineIndexOf(starts, read.offset) + 1;
      problems.push({
        line: at,
        message: `The ${label} section is not valid JSON: ${read.error}`,
        severity: 'error',
      });
      return null;
    }
    const last = lineIndexOf(starts, Math.max(read.end - 1, 0));
    const after = src.slice(read.end, (starts[last + 1] ?? src.length + 1) - 1).trim();
    if (after && !after.startsWith('#') && !after.startsWith('//')) {
      problems.push({
        line: last + 1,
        message: `Unexpected text after the ${label} JSON`,
        severity: 'error',
      });
    }
    return { value: read.value, last, itemLines: read.itemStarts.map((o) => lineIndexOf(starts, o) + 1) };
  };

  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    const t = lines[i]!.trim();
    const header = t.startsWith('[') ? DRAFTMANCER_HEADER.exec(t) : null;
    if (header) {
      const title = header[1]!;
      const key = title.toLowerCase();
      mode = 'cards';
      if (key === 'customcards' || key === 'settings') {
        const label = key === 'settings' ? '[Settings]' : '[CustomCards]';
        const block = readBlock(i, label);
        if (!block) {
          mode = 'broken';
          continue;
        }
        if (key === 'settings') {
          name = settingsName(block.value) ?? name;
          problems.push({
            line,
            message: 'Draftmancer settings are not used here and were skipped',
            severity: 'warning',
          });
        } else {
          const read = readDraftmancerCustomCards(
            block.value,
            line + 1,
            (item) => block.itemLines[item] ?? line + 1,
          );
          problems.push(...read.problems);
          for (const e of read.emblems) emblems.add(e);
          for (const d of read.designs) {
            designs.set(d.fields.name.trim().toLowerCase(), d);
            // Slot lines may name a double-faced design by both faces.
            if (d.fields.back) designs.set(`${d.fields.name} // ${d.fields.back.name}`.toLowerCase(), d);
          }
        }
        i = block.last;
        continue;
      }
      if (key === 'layouts') {
        mode = 'layouts';
        problems.push({
          line,
          message: 'Pack layouts are not supported and were skipped',
          severity: 'warning',
        });
        continue;
      }
      slots.push(slotOf(header, line, problems));
      board = key === MAYBE_SLOT.toLowerCase() ? 'maybe' : 'main';
      if (board === 'main' && ++mainSlots > 1) {
        problems.push({
          line,
          message: `Slot [${title}] was merged into the main board`,
          severity: 'warning',
        });
      }
      continue;
    }
    if (mode === 'layouts' || !t || t.startsWith('#') || t.startsWith('//')) continue;
    if (mode === 'broken') {
      problems.push({
        line,
        message: 'Skipped: part of a section that could not be read',
        severity: 'error',
      });
      continue;
    }
    if (t.startsWith('[')) {
      problems.push({ line, message: `"${t.slice(0, 60)}" is not a section header`, severity: 'error' });
      continue;
    }
    const parsed = parseCardLine(t.replace(/\s+\+F$/, ' *F*'), options);
    if ('error' in parsed) problems.push({ line, message: parsed.error, severity: 'error' });
    else entries.push(...entriesOf(parsed, line, board));
  }
  for (const entry of entries) {
    const design = designs.get(entry.name.trim().toLowerCase());
    if (design) entry.custom = design;
  }
  const cards = emblems.size ? entries.filter((e) => !emblems.has(e.name.trim().toLowerCase())) : entries;
  for (const line of new Set(entries.filter((e) => !cards.includes(e)).map((e) => e.line))) {
    problems.push({ line, message: 'An emblem, not a card: this line was skipped', severity: 'warning' });
  }
  return { entries: cards, problems, ...(name ? { name } : {}), ...(slots.length ? { slots } : {}) };
}

function slotLines(entries: readonly ExportEntry[]): string[] {
  return runs(
    entries,
    (e) => `${e.name}\u0000${e.set ?? ''}\u0000${e.collectorNumber ?? ''}\u0000${e.finish === 'foil'}`,
  ).map(([e, n]) => {
    const line = formatCardLine(n, e.name, e.custom ? null : e.set, e.custom ? null : e.collectorNumber);
    // Draftmancer's foil mark; it has no etched finish.
    return e.finish === 'foil' ? `${line} +F` : line;
  });
}

/**
 * Writes a Draftmancer list: `[CustomCards]` when the cube has custom cards, the main board in one slot
 * and, when there is one, the maybeboard in a `[Maybeboard(0)]` slot that packs never draw from (the
 * main slot then needs a size: 15, Draftmancer's default pack).
 */
export function writeDraftmancer(cube: ExportCube): string {
  const main = slotLines(cube.entries.filter((e) => e.board === 'main'));
  const maybe = slotLines(cube.entries.filter((e) => e.board === 'maybe'));
  const custom = draftmancerCustomCards(cube.entries);
  const head = custom.length ? ['[CustomCards]', JSON.stringify(custom, null, 2)] : [];
  const body = maybe.length
    ? [`[MainSlot(${PACK_SIZE})]`, ...main, `[${MAYBE_SLOT}(0)]`, ...maybe]
    : ['[MainSlot]', ...main];
  return `${[...head, ...body].join('\n')}\n`;
}
