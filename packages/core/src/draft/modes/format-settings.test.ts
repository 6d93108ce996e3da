import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAFT_FORMATS, type DraftFormats } from '../../cube/draft-formats';
import { createDraftBodySchema } from '../../protocol/drafts';
import { DRAFT_MODES } from './any-draft';
import { BOOSTER_FORMATS, boosterInfo } from './booster-info';
import { dealtFromPackets, draftSettingsOf, formatChoiceOf, sizedFormat } from './format-settings';
import { TURN_MODES } from './mode-infos';

// Setup derived from the lists (ADR 0081): every format a host may choose is read off core's lists, and
// each one ends up played by an entry of the one list of modes (or dealt as whole pools).

const formats: DraftFormats = {
  ...DEFAULT_DRAFT_FORMATS,
  default: { ...DEFAULT_DRAFT_FORMATS.default, packsPerPlayer: 4, cardsPerPack: 11 },
};
const request = (format: string, extra: Record<string, unknown> = {}) =>
  createDraftBodySchema.parse({ cubeId: 'c', format, ...extra });
const settingsOf = (format: string, extra: Record<string, unknown> = {}) => {
  const r = draftSettingsOf(request(format, extra), formats);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

describe('draft settings from the lists', () => {
  it('offers every built-in format and every turn-based mode, each played by a mode of the one list', () => {
    const ids = new Set(DRAFT_MODES.map((m) => m.id));
    for (const f of BOOSTER_FORMATS) {
      const s = settingsOf(f.id);
      expect([s.formatKind, s.formatName]).toEqual([f.id, f.name]);
      if (f.mode !== null) expect(ids.has(f.mode), f.id).toBe(true);
    }
    for (const m of TURN_MODES) {
      const s = settingsOf(m.id);
      expect([s.formatKind, s.mode, s.formatName]).toEqual(['mode', m.id, `${m.name} draft`]);
      expect(ids.has(s.mode!)).toBe(true);
    }
    expect(BOOSTER_FORMATS.filter((f) => f.mode === boosterInfo.id).map((f) => f.id)).toEqual([
      'booster',
      'supreme',
    ]);
  });

  it('fills in the same defaults the server wrote before (the cube’s default format for booster)', () => {
    const sizes = (format: string, extra = {}) => {
      const s = settingsOf(format, extra);
      return [s.packs, s.cardsPerPack];
    };
    expect(sizes('booster')).toEqual([4, 11]);
    expect(sizes('BOOSTER', { packs: 2, cardsPerPack: 9 })).toEqual([2, 9]);
    expect(sizes('supreme')).toEqual([10, 11]);
    expect(sizes('sealed')).toEqual([6, 15]);
    expect(sizes('jumpstart', { packs: 5, cardsPerPack: 9 })).toEqual([2, 0]);
    expect(sizes('winston')).toEqual([0, 0]);
    expect(settingsOf('Grid', { turnHours: 2 })).toMatchObject({ mode: 'grid', timerSeconds: 7200 });
    expect([sizedFormat('sealed'), sizedFormat('jumpstart'), sizedFormat('winston')]).toEqual([
      true,
      false,
      false,
    ]);
    expect(dealtFromPackets(settingsOf('jumpstart'))).toBe(true);
    expect(dealtFromPackets(settingsOf('sealed'))).toBe(false);
  });

  it('reads back the choice of saved settings, and refuses unknown formats with the list’s choices', () => {
    for (const format of [...BOOSTER_FORMATS.map((f) => f.id), ...TURN_MODES.map((m) => m.id)])
      expect(formatChoiceOf(settingsOf(format))).toBe(format);
    expect(draftSettingsOf(request('nonsense'), formats)).toEqual({
      ok: false,
      error:
        'Unknown format "nonsense": choose booster, supreme, sealed, jumpstart, a draft mode (winston, grid, rochester, rotisserie, winchester, solomon, housman, minesweeper, team-sealed, glimpse, silent-auction) or one of the cube\'s formats.',
    });
    expect(draftSettingsOf(request('sealed', { turnHours: 3 }), formats)).toEqual({
      ok: false,
      error: 'Hours per turn are for turn-based modes (winston, grid, rotisserie, ...), not this format.',
    });
    expect(draftSettingsOf(request('winston', { modeSettings: { piles: 9 } }), formats)).toEqual({
      ok: false,
      error: 'Piles must be a whole number from 2 to 5.',
    });
  });
});
