import type { DraftFormatsResponse } from '@cubewright/core/cube';
import type { DraftResponse, DraftSettingsDoc } from '@cubewright/core/protocol';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Input, Label, selectClass } from '../../components/ui/input';
import { api } from '../../lib/api';
import { updateSettings } from './lobby-api';

const TIMERS = [30, 60, 90];
const formatOf = (s: DraftSettingsDoc) => (s.formatKind === 'custom' ? s.formatName : s.formatKind);

/**
 * The host's settings form in the lobby. The server checks it like a new draft (a cube too small for the
 * table is refused with the setup page's message). Mount it with a key of the settings so a change made
 * elsewhere resets the form.
 */
export function LobbySettings({
  draftId,
  cubeId,
  settings,
  onSaved,
}: {
  draftId: string;
  cubeId: string;
  settings: DraftSettingsDoc;
  onSaved: (r: DraftResponse) => void;
}) {
  const ids = {
    format: useId(),
    seats: useId(),
    packs: useId(),
    size: useId(),
    timer: useId(),
    bots: useId(),
    logs: useId(),
  };
  const formats = useQuery({
    queryKey: ['cubes', cubeId, 'draft-formats'],
    queryFn: () => api<DraftFormatsResponse>(`/api/cubes/${encodeURIComponent(cubeId)}/draft-formats`),
    retry: false,
  });
  const [format, setFormat] = useState(formatOf(settings));
  const [seats, setSeats] = useState(settings.seats);
  const [packs, setPacks] = useState(settings.packs);
  const [size, setSize] = useState(settings.cardsPerPack);
  const [timer, setTimer] = useState(settings.timerSeconds ? String(settings.timerSeconds) : 'off');
  const [bots, setBots] = useState(settings.bots);
  const [logsPrivate, setLogsPrivate] = useState(settings.logsPrivate ?? false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const showSizes = format === 'booster' || format === 'sealed';
  const timers =
    settings.timerSeconds && !TIMERS.includes(settings.timerSeconds)
      ? [...TIMERS, settings.timerSeconds].sort((a, b) => a - b)
      : TIMERS;

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const r = await updateSettings(draftId, {
        format,
        seats,
        ...(showSizes ? { packs, cardsPerPack: size } : {}),
        timerSeconds: timer === 'off' ? null : Number(timer),
        // Sent only when switched, since switching resets the per-seat bot choices.
        ...(bots !== settings.bots ? { bots } : {}),
        logsPrivate,
      });
      onSaved(r);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={save} aria-label="Draft settings">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.format}>Format</Label>
          <select
            id={ids.format}
            className={selectClass}
            value={format}
            onChange={(e) => setFormat(e.target.value)}
          >
            <option value="booster">Booster draft</option>
            {formats.data?.formats.custom.map((f) => (
              <option key={f.name} value={f.name}>
                {f.name}
              </option>
            ))}
            {settings.formatKind === 'custom' && !formats.data && (
              <option value={settings.formatName}>{settings.formatName}</option>
            )}
            <option value="sealed">Sealed</option>
            <option value="jumpstart">Jumpstart</option>
          </select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.timer}>Pick timer</Label>
          <select
            id={ids.timer}
            className={selectClass}
            value={timer}
            onChange={(e) => setTimer(e.target.value)}
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
        <div className="grid gap-1.5">
          <Label htmlFor={ids.seats}>Seats</Label>
          <Input
            id={ids.seats}
            type="number"
            min={2}
            max={16}
            value={seats}
            onChange={(e) => setSeats(Number(e.target.value))}
          />
        </div>
        {showSizes && (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.packs}>Packs per player</Label>
              <Input
                id={ids.packs}
                type="number"
                min={1}
                max={12}
                value={packs}
                onChange={(e) => setPacks(Number(e.target.value))}
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={ids.size}>Cards per pack</Label>
              <Input
                id={ids.size}
                type="number"
                min={1}
                max={30}
                value={size}
                onChange={(e) => setSize(Number(e.target.value))}
              />
            </div>
          </>
        )}
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium">
        <label className="flex items-center gap-2" htmlFor={ids.bots}>
          <input id={ids.bots} type="checkbox" checked={bots} onChange={(e) => setBots(e.target.checked)} />
          Bots fill empty seats
        </label>
        <label className="flex items-center gap-2" htmlFor={ids.logs}>
          <input
            id={ids.logs}
            type="checkbox"
            checked={logsPrivate}
            onChange={(e) => setLogsPrivate(e.target.checked)}
          />
          Keep draft logs private
        </label>
      </div>
      <FormMessage error={error} />
      <div>
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
