import { modeSeatsProblem, TURN_MODES, type TurnModeInfo } from '@cubewright/core/draft/modes';
import type { DraftSettingsDoc } from '@cubewright/core/protocol';

// The turn-based modes as the setup page and the lobby describe them, from core's one registry
// (core/draft/modes/registry.ts): name, one-line description, player counts and settings.

/** The mode a format value names (`winston`, `grid`, ...), or undefined for booster and the others. */
export const modeOf = (format: string): TurnModeInfo | undefined => TURN_MODES.find((m) => m.id === format);

/** "2 to 3 players", or "2 players" where the mode takes one count. */
export const playerCounts = (m: TurnModeInfo) =>
  m.seats.min === m.seats.max ? `${m.seats.min} players` : `${m.seats.min} to ${m.seats.max} players`;

/** Why the table cannot play the mode with these settings (the server's own words), or null. */
export const modeSeatProblem = (m: TurnModeInfo, seats: number, settings: Record<string, number> = {}) =>
  modeSeatsProblem(m.id, seats, settings);

/** The mode's settings with its defaults filled in for those not given. */
export const modeDefaults = (m: TurnModeInfo, given: Record<string, number> = {}) =>
  Object.fromEntries(m.settings.map((s) => [s.key, given[s.key] ?? s.default]));

/** Every mode with its description and player counts, folded away under the format field. */
export function ModeGuide() {
  return (
    <details className="text-sm text-zinc-700">
      <summary className="cursor-pointer font-medium">The draft modes</summary>
      <dl className="mt-2 grid gap-1.5">
        {TURN_MODES.map((m) => (
          <div key={m.id}>
            <dt className="inline font-semibold">
              {m.name} ({playerCounts(m)}):
            </dt>{' '}
            <dd className="inline">{m.description}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** A mode draft's description and chosen settings, for everyone in the lobby. */
export function ModeSummary({ settings }: { settings: DraftSettingsDoc }) {
  const m = settings.mode ? modeOf(settings.mode) : undefined;
  if (!m) return null;
  const chosen = modeDefaults(m, settings.modeSettings);
  return (
    <p className="mt-1 text-sm text-zinc-600" data-testid="mode-summary">
      {m.description} For {playerCounts(m)}.{' '}
      {m.settings.map((s) => `${s.label}: ${chosen[s.key]}`).join(', ')}.
    </p>
  );
}
