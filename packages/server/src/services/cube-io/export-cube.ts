import { type Actor, type CubeCard, compareListOrder, withOverrides } from '@cubewright/core/cube';
import type { CustomCardAsCard } from '@cubewright/core/custom-cards';
import {
  type ExportEntry,
  type FormatId,
  fileSlug,
  formatInfo,
  NAMED_BOARD_FORMATS,
  writeList,
} from '@cubewright/core/formats';
import type { PublicCard } from '@cubewright/core/protocol';
import { cubeFor } from '../cubes/access';
import { recordActivity } from '../cubes/activity';
import { cardLookupOf } from '../cubes/card-lookup';
import type { LoadedCube } from '../cubes/store';
import { loadCards } from '../cubes/store';
import type { WithCards, WithClock, WithDatabase, WithLog } from '../deps';

/**
 * A cube entry with the facts of its card and chosen printing (as far as the card index knows them),
 * the entry's overrides in their place: that is what CubeCobra's CSV columns and the public API carry.
 */
export function publicCardOf(ctx: WithCards & WithDatabase, entry: CubeCard): PublicCard {
  const lookup = cardLookupOf(ctx);
  const found = lookup.card(entry.cardId);
  const printing = entry.printingId ? lookup.printing(entry.printingId) : null;
  const card = found ? withOverrides({ ...found, rarity: printing?.rarity ?? found.rarity }, entry) : null;
  return {
    id: entry.id,
    cardId: entry.cardId,
    name: entry.name,
    board: entry.board,
    printingId: entry.printingId,
    set: printing?.set ?? null,
    collectorNumber: printing?.collectorNumber ?? null,
    finish: entry.finish,
    status: entry.status,
    tags: entry.tags,
    notes: entry.notes,
    colorCategory: entry.colorCategory,
    cmc: card?.cmc ?? entry.manaValue ?? null,
    typeLine: card?.typeLine ?? entry.typeLine ?? null,
    colors: card?.colors ?? [],
    rarity: card?.rarity ?? entry.rarity ?? null,
    imageUrl: entry.imageUrl ?? printing?.imageUri ?? card?.imageUri ?? null,
    overrides: {
      imageUrl: entry.imageUrl ?? null,
      manaValue: entry.manaValue ?? null,
      typeLine: entry.typeLine ?? null,
      rarity: entry.rarity ?? null,
    },
  };
}

function exportEntryOf(ctx: WithCards & WithDatabase, entry: CubeCard): ExportEntry {
  const p = publicCardOf(ctx, entry);
  const card = cardLookupOf(ctx).card(entry.cardId);
  const back = card?.faces[1]?.imageUri ?? null;
  // Custom cards carry their designer fields (CubeCobra's Custom column, Draftmancer's [CustomCards]).
  const custom = card && 'custom' in card ? (card as CustomCardAsCard).custom.fields : null;
  // Layout and default printing: MTGO and Arena name faces by layout, XMage needs a printing on every line
  // (the card's default, else the first the printings know: XMage skips a line without one in silence).
  const known = card?.set && card.collectorNumber ? null : card && ctx.cards?.index?.printingsOf(card.id)[0];
  const facts = {
    layout: card?.layout ?? null,
    defaultSet: known ? known.set : (card?.set ?? null),
    defaultCollectorNumber: known ? known.collectorNumber : (card?.collectorNumber ?? null),
    artist: card?.artist ?? null,
  };
  return { ...p, imageBackUrl: back, custom, ...facts };
}

/** A file name from the cube's name: letters, digits and dashes, never empty. */
export function fileNameFor(cubeName: string, format: FormatId): string {
  const slug = fileSlug(cubeName, 'cube');
  const suffix = { arena: '-arena', draftmancer: '-draftmancer', xmage: '-xmage' }[format as string] ?? '';
  return `${slug}${suffix}.${formatInfo(format).extension}`;
}

/** The exported file of a cube the actor may see; signed-in exports are logged as `cube_exported`. */
export async function exportCube(
  ctx: WithCards & WithDatabase & WithLog & WithClock,
  actor: (Actor & { username: string }) | null,
  cubeId: string,
  format: FormatId,
): Promise<{ cube: LoadedCube; body: string; contentType: string; fileName: string }> {
  const cube = await cubeFor(ctx.database.db, cubeId, actor, 'view');
  const cards = await loadCards(ctx.database.db, cube.id);
  // Named boards travel by name in the formats that carry them; the others list main and maybe only.
  const named = NAMED_BOARD_FORMATS.includes(format);
  const boardNames = new Map(cube.boards.map((b) => [b.id, b.name]));
  const listed = named ? cards : cards.filter((c) => c.board === 'main' || c.board === 'maybe');
  const body = writeList(format, {
    name: cube.name,
    description: cube.description,
    ...(named && cube.boards.length ? { boards: cube.boards.map((b) => b.name) } : {}),
    // Every format lists the cards in the order the cube's list shows them by default.
    entries: listed
      .map((c) => ({ ...exportEntryOf(ctx, c), board: boardNames.get(c.board) ?? c.board }))
      .sort(compareListOrder),
  });
  if (actor) await recordActivity(ctx, cube.id, actor, [{ action: 'cube_exported', details: { format } }]);
  return {
    cube,
    body,
    contentType: formatInfo(format).contentType,
    fileName: fileNameFor(cube.name, format),
  };
}
