import { systemClock } from '@cubewright/core/clock';
import type { SavedDeck } from '@cubewright/core/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../lib/api';
import { type AutosaveStatus, DeckAutosave, deckKey } from './deck-autosave';

/**
 * Saves the draft deck as the player builds it (deck-autosave.ts). The first deck the builder shows once
 * `ready` (the saved one, or the whole pool) is the baseline, so opening the builder saves nothing;
 * leaving it sends any change still waiting for the pause.
 */
export function useDeckAutosave(draftId: string, deck: SavedDeck, ready: boolean): AutosaveStatus {
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'idle' });
  const saver = useMemo(
    () =>
      new DeckAutosave(
        async (d) => {
          await api(`/api/drafts/${draftId}/deck`, { method: 'PUT', body: d });
        },
        systemClock,
        setStatus,
      ),
    [draftId],
  );
  const latest = useRef(deck);
  latest.current = deck;
  const started = useRef(false);
  const key = deckKey(deck);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the deck is read through `latest`; its key says when it changed.
  useEffect(() => {
    if (!ready) return;
    if (!started.current) {
      started.current = true;
      saver.baseline(latest.current);
    } else saver.change(latest.current);
  }, [key, ready, saver]);
  useEffect(() => () => void saver.flush(), [saver]);
  return status;
}

/** The builder's line about saving, for people. */
export function autosaveText(status: AutosaveStatus): string {
  switch (status.state) {
    case 'idle':
      return 'Your deck saves as you build it.';
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'All changes saved.';
    case 'failed':
      return `Not saved: ${status.error}. It is tried again with your next change.`;
  }
}
