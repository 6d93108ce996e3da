import type { Card, CardIndex } from '@cubewright/core/cards';
import {
  BOARD_MESSAGES,
  BOARDS_EXTRA_MAX,
  type Board,
  boardByName,
  boardNameProblem,
  boardNameSchema,
  CARD_NOTES_MAX_LENGTH,
  CARD_TAGS_MAX,
  type CardFieldsInput,
  CUBE_CARDS_MAX,
  type CubeBoard,
  TAG_MAX_LENGTH,
  tooManyCardsMessage,
} from '@cubewright/core/cube';
import { type ImportEntry, type ParseProblem, parseList } from '@cubewright/core/formats';
import type { ImportRequest, ImportResponse, UnresolvedLine } from '@cubewright/core/protocol';
import { badRequest, HttpError } from '../../http/errors';
import { cardLookupOf } from '../cubes/card-lookup';
import { newBoardId } from '../cubes/ids';
import type { WithCards, WithDatabase } from '../deps';
import { betterFormatFor, chooseFormat, parseOptionsOf } from './format-choice';
import { importedOverrides, ownFactsOf } from './import-overrides';
import { type CustomCardPlanLine, type CustomToCreate, customResolver, type Importer } from './plan-custom';
import { assertReadableList } from './unreadable-list';

/** An entry ready to be added: its card resolved, its fields within the limits. */
export interface PlannedCard extends CardFieldsInput {
  cardId: string;
  name: string;
}

/** A parsed and resolved list: what would be added, and everything the person should know first. */
export interface ImportPlan {
  response: ImportResult;
  cards: PlannedCard[];
  /** Custom card designs the import creates for the importer before adding the cards. */
  customToCreate: CustomToCreate[];
  /** Named boards the list has and the cube lacks, created before the cards are added. */
  newBoards: CubeBoard[];
}

/**
 * Maps the board names a list carries to the cube's boards: `main` and `maybe` as they are, a name to
 * the extra board of that name, or to a new one (within the limit of BOARDS_EXTRA_MAX).
 */
function boardResolver(existing: readonly CubeBoard[], problems: ParseProblem[]) {
  const newBoards: CubeBoard[] = [];
  return {
    newBoards,
    resolve(entry: Pick<ImportEntry, 'board' | 'line'>): Board | null {
      if (entry.board === 'main' || entry.board === 'maybe') return entry.board;
      const name = boardNameSchema.safeParse(entry.board);
      if (!name.success) {
        problems.push({ line: entry.line, message: name.error.issues[0]!.message, severity: 'error' });
        return null;
      }
      // Words that name the fixed boards ("mainboard", "considering") are those boards.
      if (boardNameProblem(name.data, []) !== null)
        return /^(maybe|considering)/i.test(name.data) ? 'maybe' : 'main';
      const found = boardByName(name.data, existing) ?? boardByName(name.data, newBoards);
      if (found) return found.id;
      if (existing.length + newBoards.length >= BOARDS_EXTRA_MAX) {
        problems.push({
          line: entry.line,
          message: `${BOARD_MESSAGES.tooMany} (“${name.data}”)`,
          severity: 'error',
        });
        return null;
      }
      const made = { id: newBoardId(), name: name.data };
      newBoards.push(made);
      return made.id;
    },
  };
}

/** The import response plus the custom card designs the list carried ("custom cards to create"). */
export type ImportResult = ImportResponse & { customCards: CustomCardPlanLine[] };

type PlanInput = Pick<ImportRequest, 'format' | 'text' | 'fileName' | 'board' | 'overrides'>;

// Fuzzy suggestions cost far more than a lookup; a pasted novel must not take minutes.
const SUGGESTED_LINES_MAX = 1000;

/** The card index, or 503 while it is loading or missing (names cannot be resolved without it). */
function cardIndexOf(ctx: WithCards): CardIndex {
  const index = ctx.cards?.index;
  if (!index) {
    const status = ctx.cards?.status();
    throw new HttpError(
      503,
      status?.message ?? 'Card data is not loaded on this server yet, so lists cannot be imported',
      'cards_unavailable',
    );
  }
  return index;
}

function printingOf(index: CardIndex, card: Card, entry: ImportEntry) {
  if (entry.printingId) {
    const p = index.printing(entry.printingId);
    if (p?.cardId === card.id) return p.id;
    // Without printing data the id cannot be checked; keep it as our own export wrote it.
    if (!p && index.printingCount === 0) return entry.printingId;
  }
  if (!entry.set) return null;
  const match = index
    .printingsOf(card.id)
    .find(
      (p) => p.set === entry.set && (!entry.collectorNumber || p.collectorNumber === entry.collectorNumber),
    );
  return match?.id ?? null;
}

function fieldsOf(entry: ImportEntry, problems: ParseProblem[]): CardFieldsInput {
  const fields: CardFieldsInput = {};
  if (entry.finish) fields.finish = entry.finish;
  if (entry.status) fields.status = entry.status;
  if (entry.colorCategory !== undefined) fields.colorCategory = entry.colorCategory;
  if (entry.tags) {
    const tags = [...new Set(entry.tags.map((t) => t.trim().slice(0, TAG_MAX_LENGTH)).filter(Boolean))];
    if (tags.length > CARD_TAGS_MAX || entry.tags.some((t) => t.trim().length > TAG_MAX_LENGTH)) {
      problems.push({
        line: entry.line,
        message: `Tags were cut to ${CARD_TAGS_MAX} of at most ${TAG_MAX_LENGTH} characters`,
        severity: 'warning',
      });
    }
    fields.tags = tags.slice(0, CARD_TAGS_MAX);
  }
  if (entry.notes) {
    if (entry.notes.length > CARD_NOTES_MAX_LENGTH) {
      problems.push({ line: entry.line, message: 'Notes were cut to 1,000 characters', severity: 'warning' });
    }
    fields.notes = entry.notes.slice(0, CARD_NOTES_MAX_LENGTH);
  }
  return fields;
}

/**
 * Parses a list and resolves its names and printings through the card index. Lines the person
 * overrode are read as the name they chose (or skipped when the override is null). Custom card designs
 * the list carries stand for a card the importer may use, else one of theirs of the same name, else a
 * new one (validated here, created when the import is written).
 */
export function planImport(
  ctx: WithCards & WithDatabase,
  input: PlanInput,
  importer: Importer,
  boards: readonly CubeBoard[] = [],
): ImportPlan {
  const index = cardIndexOf(ctx);
  const lookup = cardLookupOf(ctx);
  const { format, reason } = chooseFormat(input.format, input.text, input.fileName);
  // The card index settles lines a name can be read two ways ("1996 World Champion", `[M11]` or `[Ramp]`).
  const options = parseOptionsOf(index);
  const parsed = parseList(format, input.text, options);
  const overrides = new Map(Object.entries(input.overrides).map(([line, name]) => [Number(line), name]));
  assertReadableList(index, lookup, parsed.entries, parsed.problems, overrides);
  if (parsed.entries.length > CUBE_CARDS_MAX) throw badRequest(tooManyCardsMessage(parsed.entries.length));
  // An error on a line the person chose to skip no longer stands in the way.
  const problems = parsed.problems.filter((p) => !(p.severity === 'error' && overrides.get(p.line) === null));
  const cards: PlannedCard[] = [];
  const unresolved = new Map<number, UnresolvedLine>();
  const warnedPrinting = new Set<number>();
  const counts = { main: 0, maybe: 0, total: 0, unresolved: 0, printingsMatched: 0 };
  const custom = customResolver(ctx, importer, problems);
  const boardOf = boardResolver(boards, problems);
  // The list's named boards in its order first, so empty ones are made too and the order is kept.
  if (!input.board) for (const board of parsed.boards ?? []) boardOf.resolve({ board, line: 1 });
  for (const entry of parsed.entries) {
    const override = overrides.get(entry.line);
    if (override === null) continue;
    const name = override ?? entry.name;
    // Through the cube lookup, so our JSON's `custom:<id>` entries come back (saving checks who may add them).
    const byId = entry.cardId && override === undefined ? lookup.card(entry.cardId) : null;
    const board = input.board ?? boardOf.resolve(entry);
    if (board === null) continue;
    // A design replaces a card id the importer may not use (another person's private card, a deleted one).
    if (entry.custom && override === undefined && !(byId && custom.usable(byId))) {
      const made = custom.resolve(entry.custom);
      if (!made) continue;
      countBoard(counts, board);
      counts.total++;
      // A design created here carries its own facts, so the list's fact columns are not overrides of it.
      cards.push({
        ...fieldsOf(entry, problems),
        ...made,
        board,
        printingId: null,
      });
      continue;
    }
    const card = byId ?? index.lookup(name);
    if (!card) {
      const line = unresolved.get(entry.line);
      if (line) line.count++;
      else {
        const suggestions = unresolved.size < SUGGESTED_LINES_MAX ? index.suggest(name) : [];
        unresolved.set(entry.line, { line: entry.line, name, count: 1, suggestions });
      }
      counts.unresolved++;
      continue;
    }
    const printingId = printingOf(index, card, entry);
    if (printingId && entry.set) counts.printingsMatched++;
    if (!printingId && entry.set && !warnedPrinting.has(entry.line)) {
      warnedPrinting.add(entry.line);
      const which = `${entry.set.toUpperCase()}${entry.collectorNumber ? ` ${entry.collectorNumber}` : ''}`;
      problems.push({
        line: entry.line,
        message: `No printing ${which} of ${card.name} is known; the default printing is used`,
        severity: 'warning',
      });
    }
    countBoard(counts, board);
    counts.total++;
    const own = ownFactsOf(card, printingId ? index.printing(printingId) : null);
    cards.push({
      ...fieldsOf(entry, problems),
      ...importedOverrides(entry, own, problems),
      cardId: card.id,
      name: card.name,
      board,
      printingId,
    });
  }
  // After the unreadable and size checks, so a file that is no list at all is not read six more ways.
  const betterFormat = input.format
    ? undefined
    : betterFormatFor(index, input.text, format, parsed, options, counts.total);
  problems.sort((a, b) => a.line - b.line);
  return {
    cards,
    customToCreate: custom.toCreate,
    newBoards: boardOf.newBoards,
    response: {
      preview: true,
      format,
      formatReason: reason,
      ...(betterFormat ? { betterFormat } : {}),
      listName: parsed.name ?? null,
      counts,
      unresolved: [...unresolved.values()],
      problems,
      customCards: custom.lines(),
    },
  };
}

function countBoard(counts: ImportResponse['counts'], board: Board) {
  if (board === 'main' || board === 'maybe') counts[board]++;
  else counts.other = (counts.other ?? 0) + 1;
}

/** Refuses a plan with errors or unresolved names (400 with the preview as details); otherwise does nothing. */
export function assertImportable(plan: ImportPlan) {
  const { response } = plan;
  const error = response.problems.find((p) => p.severity === 'error');
  if (error) {
    throw new HttpError(400, `Line ${error.line}: ${error.message}`, 'parse_error', response);
  }
  const first = response.unresolved[0];
  if (first) {
    const more = response.unresolved.length > 1 ? ` (and ${response.unresolved.length - 1} more lines)` : '';
    throw new HttpError(
      400,
      `Line ${first.line}: unknown card "${first.name}"${more}`,
      'unresolved',
      response,
    );
  }
}
