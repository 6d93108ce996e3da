import type { DraftSettingsDoc } from '@cubewright/core/protocol';
import type { UpdateDraftSettingsBody } from '@cubewright/core/protocol/draft-lobby';
import { useId } from 'react';
import { Input, Label, selectClass } from '../../components/ui/input';
import { useCubeDraftFormats } from './draft-api';

// The draft settings fields the setup page and the host's lobby form share: format, table size, pick
// timer, bots and private logs. Callers hold the values and send them.

export interface DraftFormValues {
  /** booster, sealed, jumpstart, or a custom format's name. */
  format: string;
  seats: number;
  packs: number;
  size: number;
  /** 'off' or seconds per pick. */
  timer: string;
  bots: boolean;
  logsPrivate: boolean;
}

const TIMERS = [30, 60, 90];
const BUILT_IN = ['booster', 'sealed', 'jumpstart'];

/** The form values for saved settings. */
export function formValuesOf(s: DraftSettingsDoc): DraftFormValues {
  return {
    format: s.formatKind === 'custom' ? s.formatName : s.formatKind,
    seats: s.seats,
    packs: s.packs,
    size: s.cardsPerPack,
    timer: s.timerSeconds ? String(s.timerSeconds) : 'off',
    bots: s.bots,
    logsPrivate: s.logsPrivate ?? false,
  };
}

/** The request fields for the values (pack sizes only where the format takes them). */
export function settingsBodyOf(v: DraftFormValues): UpdateDraftSettingsBody {
  const sized = v.format === 'booster' || v.format === 'sealed';
  return {
    format: v.format,
    seats: v.seats,
    ...(sized ? { packs: v.packs, cardsPerPack: v.size } : {}),
    timerSeconds: v.timer === 'off' ? null : Number(v.timer),
    bots: v.bots,
    logsPrivate: v.logsPrivate,
  };
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
  const ids = { format: useId(), timer: useId() };
  const customFormats = useCubeDraftFormats(cubeId).data?.formats.custom.map((f) => f.name) ?? [];
  const formats =
    customFormats.includes(v.format) || BUILT_IN.includes(v.format)
      ? customFormats
      : [...customFormats, v.format];
  const timer = Number(v.timer);
  const timers =
    v.timer === 'off' || TIMERS.includes(timer) ? TIMERS : [...TIMERS, timer].sort((a, b) => a - b);
  const sized = v.format === 'booster' || v.format === 'sealed';
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.format}>Format</Label>
          <select
            id={ids.format}
            className={selectClass}
            value={v.format}
            onChange={(e) => onChange({ format: e.target.value })}
          >
            <option value="booster">Booster draft</option>
            {formats.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
            <option value="sealed">Sealed</option>
            <option value="jumpstart">Jumpstart</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.timer}>Pick timer</Label>
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
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Check label="Bots fill empty seats" checked={v.bots} onChange={(bots) => onChange({ bots })} />
        <Check
          label="Keep draft logs private"
          checked={v.logsPrivate}
          onChange={(logsPrivate) => onChange({ logsPrivate })}
        />
      </div>
    </>
  );
}
