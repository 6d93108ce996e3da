import { describe, expect, it } from 'vitest';
import { entry } from '../cube/cube-entries.test-support';
import { DEFAULT_DRAFT_FORMATS, type DraftFormats } from '../cube/draft-formats';
import { createDraftBodySchema } from '../protocol/drafts';
import { type DealInput, dealTable, trialSeats } from './deal-table';
import { DRAFT_MODES, draftEngineOf } from './modes/any-draft';
import { boosterMode } from './modes/booster';
import { BOOSTER_FORMATS } from './modes/booster-info';
import { draftSettingsOf } from './modes/format-settings';
import { TURN_MODES } from './modes/mode-infos';

// Dealing is the one list's (ADR 0081 addendum): the entry that `deals` a draft's stored settings makes
// its table, so deal-table.ts names no format and no mode.

const cards = Array.from({ length: 600 }, (_, i) => entry(`e${i}`, `Card ${i}`));
const formats: DraftFormats = {
  ...DEFAULT_DRAFT_FORMATS,
  default: { ...DEFAULT_DRAFT_FORMATS.default, packsPerPlayer: 3, cardsPerPack: 15 },
  custom: [
    {
      name: 'Minneapolis',
      description: '',
      seats: 8,
      packs: [
        {
          slots: [{ count: 15, filter: '' }],
          steps: [
            { picks: 1, burns: 0 },
            { picks: 2, burns: 0 },
          ],
        },
      ],
    },
  ],
};
const packets = Array.from({ length: 20 }, (_, p) => ({
  name: `Packet ${p}`,
  cards: Array.from({ length: 20 }, (_, i) => `e${p * 20 + i}`),
}));

function inputFor(format: string, extra: Record<string, unknown> = {}): DealInput {
  const settings = draftSettingsOf(createDraftBodySchema.parse({ cubeId: 'c', format, ...extra }), formats);
  if (!settings.ok) throw new Error(settings.error);
  return { settings: settings.value, seed: 'deal', cards, formats, packets, lookup: () => undefined };
}

/** Every way a host can set a draft up: the built-in formats, the cube's own, each turn-based mode. */
const everyChoice = () => [
  ...BOOSTER_FORMATS.map((f) => inputFor(f.id)),
  inputFor('Minneapolis'),
  ...TURN_MODES.map((m) => inputFor(m.id)),
];

describe('dealing a table', () => {
  it('is done by exactly one entry of the list for every choice, and that entry owns the draft it deals', () => {
    for (const input of everyChoice()) {
      const dealers = DRAFT_MODES.filter((m) => m.deals(input.settings));
      expect(dealers, input.settings.formatName).toHaveLength(1);
      const dealer = dealers[0]!;
      expect(dealer.id).toBe(input.settings.mode ?? boosterMode.id);
      const seats = Math.max(2, dealer.info.seats.min);
      const table = dealTable(input, trialSeats(seats));
      if (!table.ok) throw new Error(`${input.settings.formatName}: ${table.error}`);
      if (table.value.kind === 'draft') expect(draftEngineOf(table.value.initial)).toBe(dealer);
      else expect(BOOSTER_FORMATS.find((f) => f.id === input.settings.formatKind)?.mode).toBeNull();
      expect(table).toEqual(dealer.deal(input, trialSeats(seats)));
    }
  });

  it('keeps its refusals in the same words', () => {
    const stray = inputFor('winston');
    expect(dealTable({ ...stray, settings: { ...stray.settings, mode: 'chess' } }, trialSeats(2))).toEqual({
      ok: false,
      error: 'This draft has no mode.',
    });
    const supreme = inputFor('supreme', { cardsPerPack: 1 });
    expect(dealTable(supreme, trialSeats(2))).toEqual({
      ok: false,
      error: 'Supreme draft takes 2 cards of each pack: packs need at least 2 cards.',
    });
    const gone = inputFor('Minneapolis');
    expect(dealTable({ ...gone, formats: DEFAULT_DRAFT_FORMATS }, trialSeats(2))).toEqual({
      ok: false,
      error: 'This cube has no draft format named "Minneapolis".',
    });
  });
});
