import { boosterInfo, type ModeInfo, TURN_MODES, winstonInfo } from '@cubewright/core/draft/modes';
import { describe, expect, it } from 'vitest';
import { draftStyles } from './draft-styles';

describe('the simulation form’s draft styles', () => {
  it('are the simulated modes of the one list, with the labels the form always showed', () => {
    const { cubeFormat, byName } = draftStyles();
    expect(cubeFormat).toEqual([{ value: 'default', label: 'Booster draft' }]);
    expect(byName.map((s) => s.label)).toContain('Winston draft (2–3 players)');
    expect(byName.map((s) => s.label)).toContain('Solomon draft (2 players)');
    expect(byName).toEqual(
      TURN_MODES.map((m) => ({
        value: m.name,
        label: `${m.name} draft (${m.seats.min === m.seats.max ? m.seats.min : `${m.seats.min}–${m.seats.max}`} players)`,
      })),
    );
  });

  it('leave out a mode whose info does not say bots play it in the simulator', () => {
    const unsimulated: ModeInfo = { ...winstonInfo, id: 'chess', name: 'Chess', simulator: undefined };
    const { cubeFormat, byName } = draftStyles([boosterInfo, unsimulated, winstonInfo]);
    expect(cubeFormat.map((s) => s.label)).toEqual(['Booster draft']);
    expect(byName.map((s) => s.value)).toEqual(['Winston']);
  });
});
