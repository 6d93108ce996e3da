import {
  BOOSTER_FORMATS,
  boosterFormatNamed,
  formatChoiceOf,
  sizedFormat,
  TURN_MODES,
} from '@cubewright/core/draft/modes';
import type { DraftSettingsDoc } from '@cubewright/core/protocol';
import type { UpdateDraftSettingsBody } from '@cubewright/core/protocol/draft-lobby';
import { useId } from 'react';
import { Input, Label, selectClass } from '../../components/ui/input';
import { useCubeDraftFormats } from './draft-api';
import { ModeGuide, modeDefaults, modeOf, modeSeatProblem, playerCounts } from './mode-info';

// The draft settings fields the setup page and the host's lobby form share: format, table size, pick
// timer, bots and private logs, and a turn-based mode's own settings. Callers hold the values and send
// them.

export interface DraftFormValues {
  /** booster, sealed, jumpstart, a turn-based mode's id (winston, grid, ...), or a custom format's name. */
  format: string;
  /** The mode's settings by key (core/draft/modes TURN_MODES); empty for the other formats. */
  modeSettings: Record<string, number>;
  seats: number;
  packs: number;
  size: number;
  /** 'off', seconds per pick, or for a turn-based mode `h` and hours per turn ('h24': a day, async). */
  timer: string;
  bots: boolean;
  logsPrivate: boolean;
  /** Others may watch; what they see: 'table' (what the mode shows) or a delay in picks as a string. */
  spectators: boolean;
  reveal: string;
}

const TIMERS = [30, 60, 90];
/** "Show everything, delayed by N picks": the delays the host may choose (ADR 0073). */
const REVEAL_DELAYS = [2, 4, 8];
/** Hours per turn a turn-based mode offers besides seconds: an asynchronous draft over days. */
const TURN_HOURS = [1, 12, 24, 48];
const HOUR = 3600;
/** Every format core lists (ADR 0081): the built-in ones set up like booster draft, then the modes. */
const BUILT_IN: string[] = [...BOOSTER_FORMATS.map((f) => f.id), ...TURN_MODES.map((m) => m.id)];
/** Booster draft comes first, the cube's own formats (booster drafts of its own packs) right after it. */
const [FIRST_FORMAT, ...OTHER_FORMATS] = BOOSTER_FORMATS;

/** The form values for saved settings. */
export function formValuesOf(s: DraftSettingsDoc): DraftFormValues {
  return {
    format: formatChoiceOf(s),
    modeSettings: s.modeSettings ?? {},
    seats: s.seats,
    packs: s.packs,
    size: s.cardsPerPack,
    timer: !s.timerSeconds
      ? 'off'
      : s.formatKind === 'mode' && s.timerSeconds % HOUR === 0
        ? `h${s.timerSeconds / HOUR}`
        : String(s.timerSeconds),
    bots: s.bots,
    logsPrivate: s.logsPrivate ?? false,
    spectators: s.spectators ?? false,
    reveal: s.spectatorDelay ? String(s.spectatorDelay) : 'table',
  };
}

/** The request fields for the values (pack sizes only where the format takes them). */
export function settingsBodyOf(v: DraftFormValues): UpdateDraftSettingsBody {
  const sized = sizedFormat(v.format);
  const mode = modeOf(v.format);
  return {
    format: v.format,
    seats: v.seats,
    ...(sized ? { packs: v.packs, cardsPerPack: v.size } : {}),
    ...(mode ? { modeSettings: modeDefaults(mode, v.modeSettings) } : {}),
    ...(mode && v.timer.startsWith('h')
      ? { turnHours: Number(v.timer.slice(1)) }
      : { timerSeconds: v.timer === 'off' ? null : Number(v.timer) }),
    bots: v.bots,
    logsPrivate: v.logsPrivate,
    spectators: v.spectators,
    spectatorDelay: v.spectators && v.reveal !== 'table' ? Number(v.reveal) : null,
  };
}

/** Why the values cannot make a draft, caught before asking the server (its words), or null. */
export function settingsProblem(v: DraftFormValues): string | null {
  const mode = modeOf(v.format);
  return mode ? modeSeatProblem(mode, v.seats, v.modeSettings) : null;
}

/**
 * The patch for choosing a format: a mode brings its default settings and a table size it can seat
 * (the nearest count to the one chosen), so picking Winston after an 8-seat booster draft just works.
 */
export function formatPatch(format: string, v: DraftFormValues): Partial<DraftFormValues> {
  const mode = modeOf(format);
  // Hours per turn are for the turn-based modes only.
  if (!mode) return { format, modeSettings: {}, ...(v.timer.startsWith('h') ? { timer: 'off' } : {}) };
  const seats = Math.min(mode.seats.max, Math.max(mode.seats.min, v.seats));
  return { format, seats, modeSettings: modeDefaults(mode) };
}

function NumberField(props: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type="number"
        min={props.min}
        max={props.max}
        value={props.value}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
    </div>
  );
}

function Check(props: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <label className="flex items-center gap-2 text-sm font-medium" htmlFor={id}>
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={(e) => props.onChange(e.target.checked)}
      />
      {props.label}
    </label>
  );
}

export function DraftSettingsFields({
  cubeId,
  values: v,
  onChange,
}: {
  /** The cube whose own formats are offered besides the built-in ones. */
  cubeId: string;
  values: DraftFormValues;
  onChange: (patch: Partial<DraftFormValues>) => void;
}) {
  const ids = { format: useId(), timer: useId(), about: useId(), reveal: useId() };
  const customFormats = useCubeDraftFormats(cubeId).data?.formats.custom.map((f) => f.name) ?? [];
  const formats =
    customFormats.includes(v.format) || BUILT_IN.includes(v.format)
      ? customFormats
      : [...customFormats, v.format];
  const timer = Number(v.timer);
  const timers =
    v.timer === 'off' || v.timer.startsWith('h') || TIMERS.includes(timer)
      ? TIMERS
      : [...TIMERS, timer].sort((a, b) => a - b);
  const sized = sizedFormat(v.format);
  const mode = modeOf(v.format);
  const about = boosterFormatNamed(v.format)?.about;
  const seatProblem = settingsProblem(v);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.format}>Format</Label>
          <select
            id={ids.format}
            className={selectClass}
            value={v.format}
            aria-describedby={mode || about ? ids.about : undefined}
            onChange={(e) => onChange(formatPatch(e.target.value, v))}
          >
            {FIRST_FORMAT && <option value={FIRST_FORMAT.id}>{FIRST_FORMAT.name}</option>}
            {formats.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            {OTHER_FORMATS.map((f) => (
              <option key={f.id} value={f.id}>
                {f.name}
              </option>
            ))}
            <optgroup label="Turn-based modes">
              {TURN_MODES.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name} ({playerCounts(m)})
                </option>
              ))}
            </optgroup>
          </select>
          {about && (
            <p id={ids.about} className="text-sm text-zinc-600" data-testid="format-description">
              {about}
            </p>
          )}
          {mode && (
            <p id={ids.about} className="text-sm text-zinc-600" data-testid="mode-description">
              {mode.description} For {playerCounts(mode)}.
            </p>
          )}
        </div>
        {/* content-start: the format's description makes the row taller, and a stretched grid would
            spread this label away from its select. */}
        <div className="grid content-start gap-1.5">
          <Label htmlFor={ids.timer}>{mode && !mode.pickTimer ? 'Turn timer' : 'Pick timer'}</Label>
          <select
            id={ids.timer}
            className={selectClass}
            value={v.timer}
            onChange={(e) => onChange({ timer: e.target.value })}
          >
            <option value="off">Off</option>
            {timers.map((s) => (
              <option key={s} value={String(s)}>
                {s} seconds
              </option>
            ))}
            {mode &&
              !mode.pickTimer &&
              TURN_HOURS.map((h) => (
                <option key={h} value={`h${h}`}>
                  {h === 1 ? '1 hour' : h % 24 === 0 ? `${h / 24} day${h === 24 ? '' : 's'}` : `${h} hours`}
                </option>
              ))}
          </select>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField
          label="Seats"
          min={2}
          max={16}
          value={v.seats}
          onChange={(seats) => onChange({ seats })}
        />
        {sized && (
          <>
            <NumberField
              label="Packs per player"
              min={1}
              max={12}
              value={v.packs}
              onChange={(packs) => onChange({ packs })}
            />
            <NumberField
              label="Cards per pack"
              min={1}
              max={30}
              value={v.size}
              onChange={(size) => onChange({ size })}
            />
          </>
        )}
        {mode?.settings.map((s) => (
          <NumberField
            key={s.key}
            label={s.label}
            min={s.min}
            max={s.max}
            value={v.modeSettings[s.key] ?? s.default}
            onChange={(n) => onChange({ modeSettings: { ...v.modeSettings, [s.key]: n } })}
          />
        ))}
      </div>
      {seatProblem && (
        <p role="alert" className="text-sm text-red-700" data-testid="settings-problem">
          {seatProblem}
        </p>
      )}
      <ModeGuide />
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Check label="Bots fill empty seats" checked={v.bots} onChange={(bots) => onChange({ bots })} />
        <Check
          label="Keep draft logs private"
          checked={v.logsPrivate}
          onChange={(logsPrivate) => onChange({ logsPrivate })}
        />
        <Check
          label="Let others watch"
          checked={v.spectators}
          onChange={(spectators) => onChange({ spectators })}
        />
      </div>
      {v.spectators && (
        <div className="grid gap-1.5 sm:max-w-sm">
          <Label htmlFor={ids.reveal}>Spectators see</Label>
          <select
            id={ids.reveal}
            className={selectClass}
            value={v.reveal}
            onChange={(e) => onChange({ reveal: e.target.value })}
          >
            <option value="table">What the table shows; every pool at the end</option>
            {REVEAL_DELAYS.map((n) => (
              <option key={n} value={String(n)}>
                Everything, delayed by {n} picks
              </option>
            ))}
          </select>
        </div>
      )}
    </>
  );
}
