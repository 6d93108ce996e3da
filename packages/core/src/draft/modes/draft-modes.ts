// The one list of every way to draft (ADR 0081): booster draft, then the turn-based modes (registry.ts),
// each made by defineDraftMode. The server's fold, views, deadlines, logs, replay and statistics find a
// draft's mode here, by asking each entry whether it owns the state; setup and lobby list the same modes
// from their zod-free infos (mode-infos.ts DRAFT_MODE_INFOS). Apart from registry.ts so that what reads
// only the turn-based modes' schemas (a table screen) does not load the booster engine.
import { boosterMode } from './booster';
import type { DraftMode } from './draft-engine';
import { type AnySeatView, TURN_MODE_LIST } from './registry';

/** Every way to draft, in the order setup lists them. */
export const DRAFT_MODES: readonly DraftMode<AnySeatView>[] = [
  boosterMode,
  ...TURN_MODE_LIST.map((m) => m.draft),
];

/** The mode with this id (or name, any case), booster included, or undefined. */
export function draftModeNamed(name: string): DraftMode<AnySeatView> | undefined {
  const lower = name.toLowerCase();
  return DRAFT_MODES.find((m) => m.id === lower || m.name.toLowerCase() === lower);
}
