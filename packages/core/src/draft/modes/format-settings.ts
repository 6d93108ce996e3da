// A new draft's stored settings from the host's form, read off the lists only (ADR 0081): the built-in
// formats set up like booster draft (booster-info.ts BOOSTER_FORMATS, with their names and default
// sizes), the turn-based modes (mode-infos.ts TURN_MODES, with their settings) and the cube's own
// formats. The server and the web name no format or mode: they ask here. Zod-free, like the infos.
import type { DraftFormats } from '../../cube/draft-formats';
import type { CreateDraftRequest, DraftSettingsDoc } from '../../protocol/drafts';
import { fail, ok, type Result } from '../result';
import { BOOSTER_FORMATS } from './booster-info';
import { modeSettings, TURN_MODES } from './mode-infos';

/** The format name a host picks (and draftSettingsOf reads) for saved settings. */
export const formatChoiceOf = (s: DraftSettingsDoc): string =>
  s.formatKind === 'custom' ? s.formatName : s.formatKind === 'mode' ? s.mode! : s.formatKind;

/** The built-in format set up like booster draft with this id (any case), or undefined. */
export const boosterFormatNamed = (format: string) =>
  BOOSTER_FORMATS.find((f) => f.id === format.toLowerCase());

/** Whether the form's pack count and size apply to this format (booster, supreme, sealed). */
export const sizedFormat = (format: string): boolean => boosterFormatNamed(format)?.sized === true;

/** Whether dealing reads the cube's jumpstart packets (a seat's pool is two packets, not packs). */
export const dealtFromPackets = (s: Pick<DraftSettingsDoc, 'formatKind'>): boolean =>
  boosterFormatNamed(s.formatKind)?.packets === true;

/** The turn-based mode with this id or name (any case), or undefined. */
const turnModeInfoNamed = (format: string) => {
  const name = format.toLowerCase();
  return TURN_MODES.find((m) => m.id === name || m.name.toLowerCase() === name);
};

/** The request's fields that make settings (its cube is the caller's to check). */
export type DraftSettingsRequest = Omit<CreateDraftRequest, 'cubeId'>;

/** The settings a new draft stores, or why the form's choice cannot be one (in words for people). */
export function draftSettingsOf(body: DraftSettingsRequest, formats: DraftFormats): Result<DraftSettingsDoc> {
  const base = {
    seats: body.seats,
    timerSeconds: body.timerSeconds,
    bots: body.bots,
    logsPrivate: body.logsPrivate,
    spectators: body.spectators,
    spectatorDelay: body.spectatorDelay,
  };
  const mode = turnModeInfoNamed(body.format);
  if (body.turnHours !== undefined && !mode)
    return fail('Hours per turn are for turn-based modes (winston, grid, rotisserie, ...), not this format.');
  const builtIn = boosterFormatNamed(body.format);
  if (builtIn) {
    const packs = builtIn.packs ?? formats.default.packsPerPlayer;
    const cardsPerPack = builtIn.cardsPerPack ?? formats.default.cardsPerPack;
    return ok({
      ...base,
      formatKind: builtIn.id,
      formatName: builtIn.name,
      packs: builtIn.sized ? (body.packs ?? packs) : packs,
      cardsPerPack: builtIn.sized ? (body.cardsPerPack ?? cardsPerPack) : cardsPerPack,
    });
  }
  if (mode) {
    const chosen = modeSettings(mode.id, body.modeSettings ?? {});
    if (!chosen.ok) return chosen;
    return ok({
      ...base,
      timerSeconds: body.turnHours !== undefined ? body.turnHours * 3600 : base.timerSeconds,
      formatKind: 'mode',
      formatName: `${mode.name} draft`,
      mode: mode.id,
      modeSettings: chosen.value,
      packs: chosen.value.packs ?? 0,
      cardsPerPack: chosen.value.cardsPerPack ?? 0,
    });
  }
  const custom = formats.custom.find((f) => f.name.toLowerCase() === body.format.toLowerCase());
  if (!custom)
    return fail(
      `Unknown format "${body.format}": choose ${BOOSTER_FORMATS.map((f) => f.id).join(', ')}, a draft mode (${TURN_MODES.map((m) => m.id).join(', ')}) or one of the cube's formats.`,
    );
  return ok({
    ...base,
    formatKind: 'custom',
    formatName: custom.name,
    packs: custom.packs.length,
    cardsPerPack: custom.packs[0]!.slots.reduce((sum, s) => sum + s.count, 0),
  });
}
