import type { PhotoDeckResponse } from '@cubewright/core/protocol';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { api } from '../../lib/api';
import { type ReadProgress, readPhotoLines } from './photo-reader';
import { sharedEventPath } from './records-api';

// "Read from a photo" on the event link's deck panel (issue 30, ADR 0072): the player photographs the
// deck laid on the table; the browser reads the text (tesseract.js in a worker, nothing leaves the
// device but the lines of text), the server matches them to the cube's names, and the player unticks
// what was misread before the list goes into the deck box, where it is saved as any pasted list.

type State =
  | { step: 'idle' }
  | { step: 'working'; progress: ReadProgress | null }
  | { step: 'read'; reading: PhotoDeckResponse; keep: boolean[] };

const progressLabel = (p: ReadProgress | null) =>
  !p || p.step === 'loading' ? 'Loading the reader' : `Reading the photo: ${Math.round(p.progress * 100)}%`;

export function DeckFromPhoto({ token, onRead }: { token: string; onRead: (names: string[]) => void }) {
  const inputId = useId();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [error, setError] = useState<string | null>(null);

  async function read(file: File) {
    setError(null);
    setState({ step: 'working', progress: null });
    try {
      const lines = await readPhotoLines(file, (progress) => setState({ step: 'working', progress }));
      const reading = await api<PhotoDeckResponse>(`${sharedEventPath(token)}/photo-deck`, {
        method: 'POST',
        body: { lines },
      });
      setState({ step: 'read', reading, keep: reading.cards.map(() => true) });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
      setState({ step: 'idle' });
    }
  }

  return (
    <div className="grid gap-2 rounded-md border border-dashed border-zinc-300 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex h-10 cursor-pointer items-center rounded-md border border-zinc-300 bg-white px-3 text-sm font-medium hover:bg-zinc-50"
        >
          Read from a photo
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          capture="environment"
          className="sr-only"
          disabled={state.step === 'working'}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void read(file);
          }}
        />
        <span className="text-sm text-zinc-600">Lay your deck out with every card's name showing.</span>
      </div>
      {state.step === 'working' && (
        <div className="grid gap-1" role="status">
          <progress
            className="w-full"
            max={1}
            value={state.progress?.step === 'reading' ? state.progress.progress : undefined}
            aria-label="Reading the photo"
          />
          <span className="text-sm text-zinc-600">{progressLabel(state.progress)}</span>
        </div>
      )}
      {state.step === 'read' && (
        <PhotoReading
          state={state}
          onChange={(keep) => setState({ ...state, keep })}
          onUse={() => {
            onRead(state.reading.cards.filter((_, i) => state.keep[i]).map((c) => c.name));
            setState({ step: 'idle' });
          }}
        />
      )}
      <FormMessage error={error} />
    </div>
  );
}

function PhotoReading({
  state,
  onChange,
  onUse,
}: {
  state: Extract<State, { step: 'read' }>;
  onChange: (keep: boolean[]) => void;
  onUse: () => void;
}) {
  const { reading, keep } = state;
  const kept = keep.filter(Boolean).length;
  return (
    <div className="grid gap-2">
      <p className="text-sm" data-testid="photo-count">
        {reading.cards.length} cards read from the photo. Untick any that are wrong, then add the ones it
        missed in the list below.
      </p>
      <ul className="grid max-h-72 gap-1 overflow-y-auto text-sm" aria-label="Cards read from the photo">
        {reading.cards.map((card, i) => (
          // The same card may be read twice (basic lands), so the position keys the row.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows never move
          <li key={i}>
            <label className="flex min-h-8 items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={keep[i]}
                onChange={(e) => onChange(keep.map((k, j) => (j === i ? e.target.checked : k)))}
              />
              <span className="font-medium">{card.name}</span>
              {card.read.toLowerCase() !== card.name.toLowerCase() && (
                <span className="min-w-0 truncate text-zinc-500">read “{card.read}”</span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {reading.unread.length > 0 && (
        <p className="text-sm text-zinc-600">
          Also read, matching no card of the cube: {reading.unread.slice(0, 12).join(' · ')}
        </p>
      )}
      <Button type="button" className="w-fit" disabled={kept === 0} onClick={onUse}>
        Put these {kept} cards in my list
      </Button>
    </div>
  );
}
