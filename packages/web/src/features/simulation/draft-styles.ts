// The simulation form's "Draft style" choices, read off the one list of modes' infos (core
// DRAFT_MODE_INFOS): every mode whose info says bots play it in the simulator, in the list's order. A
// mode dealt as the cube's default format is chosen as that format ("default", at its seats, the cube's
// own formats after it); one offered by name carries the players it seats in its label.
import { DRAFT_MODE_INFOS, type ModeInfo } from '@cubewright/core/draft/modes';
import { DEFAULT_FORMAT_NAME } from '@cubewright/core/protocol';

/** One option of the select: what simulationFormatOf reads, and what the user sees. */
export interface DraftStyle {
  value: string;
  label: string;
}

const players = ({ seats }: ModeInfo) =>
  seats.min === seats.max ? `${seats.min}` : `${seats.min}–${seats.max}`;

/** The simulated modes: those set up as the cube's format (listed before its own), then those by name. */
export function draftStyles(infos: readonly ModeInfo[] = DRAFT_MODE_INFOS): {
  cubeFormat: DraftStyle[];
  byName: DraftStyle[];
} {
  return {
    cubeFormat: infos
      .filter((m) => m.simulator === 'cubeFormat')
      .map((m) => ({ value: DEFAULT_FORMAT_NAME, label: `${m.name} draft` })),
    byName: infos
      .filter((m) => m.simulator === 'ownSeats')
      .map((m) => ({ value: m.name, label: `${m.name} draft (${players(m)} players)` })),
  };
}
