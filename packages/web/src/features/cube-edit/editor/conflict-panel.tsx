import type { ConflictDetails } from '@cubewright/core/protocol';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

/**
 * A save refused as stale (409), of the card list or of the settings: each conflicting change is listed; the curator picks, per change,
 * to take the other editor's version (default) or keep their own, then reloads and re-applies.
 */
export function ConflictPanel({
  message,
  details,
  onReload,
  reloading,
  reloadLabel = `Reload version ${details.currentVersion} and re-apply my other changes`,
}: {
  message: string;
  details: ConflictDetails;
  onReload: (keepMine: ReadonlySet<string>) => void;
  reloading: boolean;
  /** What the reload button says (the settings form reloads settings, not a card list version). */
  reloadLabel?: string;
}) {
  const [keepMine, setKeepMine] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, keep: boolean) =>
    setKeepMine((s) => {
      const next = new Set(s);
      if (keep) next.add(id);
      else next.delete(id);
      return next;
    });
  return (
    <section
      role="alert"
      aria-label="Save conflict"
      className="grid gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm"
    >
      <p className="font-medium text-red-900">{message}</p>
      {details.conflicts.length > 0 && (
        <ul className="grid gap-2">
          {details.conflicts.map((c) => (
            <li key={c.id} className="grid gap-1">
              <span>{c.reason}</span>
              <fieldset className="flex gap-4">
                <legend className="sr-only">Resolve {c.name}</legend>
                <label className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={`conflict-${c.id}`}
                    checked={!keepMine.has(c.id)}
                    onChange={() => toggle(c.id, false)}
                  />
                  Take theirs
                </label>
                <label className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={`conflict-${c.id}`}
                    checked={keepMine.has(c.id)}
                    onChange={() => toggle(c.id, true)}
                  />
                  Keep mine
                </label>
              </fieldset>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => onReload(keepMine)} disabled={reloading}>
          {reloading && <Spinner className="size-4 text-white" />}
          {reloadLabel}
        </Button>
      </div>
    </section>
  );
}
