import type { DraftResponse, DraftSettingsDoc } from '@cubewright/core/protocol';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { DraftSettingsFields, formValuesOf, settingsBodyOf, settingsProblem } from './draft-settings-fields';
import { updateSettings } from './lobby-api';

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
  const [values, setValues] = useState(() => formValuesOf(settings));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { bots, ...body } = settingsBodyOf(values);
      // Sent only when switched, since switching resets the per-seat bot choices.
      onSaved(await updateSettings(draftId, bots === settings.bots ? body : { ...body, bots }));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-4" onSubmit={save} aria-label="Draft settings">
      <DraftSettingsFields
        cubeId={cubeId}
        values={values}
        onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
      />
      <FormMessage error={error} />
      <div>
        <Button type="submit" variant="outline" disabled={busy || !!settingsProblem(values)}>
          {busy ? 'Saving…' : 'Save settings'}
        </Button>
      </div>
    </form>
  );
}
