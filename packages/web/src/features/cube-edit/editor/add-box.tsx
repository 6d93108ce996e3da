import type { CardSummary } from '@cubewright/core/protocol';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ManaCost } from '../../../components/card/mana-symbol';
import { Label } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { autocomplete, failureText } from '../edit-api';

const DEBOUNCE_MS = 150;

/**
 * The keyboard-first add box: type, pick with the arrow keys, Enter adds and clears, so a curator can
 * add card after card without touching the mouse. A combobox in the ARIA sense.
 */
export function AddBox({
  onAdd,
  cubeId,
  suggest,
  label = 'Add a card',
}: {
  onAdd: (card: CardSummary) => void;
  cubeId?: string;
  /** Where suggestions come from (a cube's own list, say); by default the card index's autocomplete. */
  suggest?: (q: string, signal: AbortSignal) => Promise<CardSummary[]>;
  label?: string;
}) {
  const [text, setText] = useState('');
  const [options, setOptions] = useState<CardSummary[]>([]);
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listId = useId();
  const inputId = useId();
  const latest = useRef(0);
  // Enter pressed before the suggestions arrived adds the first one when they do.
  const enterPending = useRef(false);
  const onAddRef = useRef(onAdd);
  onAddRef.current = onAdd;
  const suggestRef = useRef(suggest);
  suggestRef.current = suggest;

  useEffect(() => {
    const q = text.trim();
    if (!q) {
      setOptions([]);
      setLoading(false);
      return;
    }
    const call = ++latest.current;
    const abort = new AbortController();
    setLoading(true);
    const timer = setTimeout(() => {
      (suggestRef.current ?? ((text, signal) => autocomplete(text, signal, cubeId).then((r) => r.cards)))(
        q,
        abort.signal,
      )
        .then((cards) => {
          if (call !== latest.current) return;
          if (enterPending.current && cards[0]) {
            enterPending.current = false;
            onAddRef.current(cards[0]);
            setText('');
            setOptions([]);
            setOpen(false);
            return;
          }
          setOptions(cards);
          setActive(0);
          setOpen(true);
          setError(null);
        })
        .catch((err) => {
          if (abort.signal.aborted || call !== latest.current) return;
          setError(failureText(err));
        })
        .finally(() => {
          if (call === latest.current) setLoading(false);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [text, cubeId]);

  const choose = (card: CardSummary | undefined) => {
    if (!card) return;
    onAdd(card);
    setText('');
    setOptions([]);
    setOpen(false);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(i + 1, options.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(i - 1, 0));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (loading) enterPending.current = true;
      else if (open) choose(options[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };

  const showList = open && text.trim() !== '' && (options.length > 0 || !loading);
  const optionId = (i: number) => `${listId}-opt-${i}`;
  return (
    <div className="relative grid gap-1.5">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="relative">
        <input
          id={inputId}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && options[active] ? optionId(active) : undefined}
          autoComplete="off"
          placeholder="Type a card name, arrows to pick, Enter to add"
          className="h-10 w-full rounded-md border border-zinc-300 bg-white px-3 pr-9 text-sm focus-visible:outline-2 focus-visible:outline-brand"
          value={text}
          onChange={(e) => {
            enterPending.current = false;
            setText(e.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
        />
        {loading && <Spinner className="absolute top-3 right-3 size-4" />}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {showList && (
        <div
          id={listId}
          role="listbox"
          aria-label="Card suggestions"
          className="absolute top-full z-20 mt-1 max-h-80 w-full overflow-auto rounded-md border border-zinc-200 bg-white py-1 shadow-lg"
        >
          {options.length === 0 && <div className="px-3 py-2 text-sm text-zinc-600">No card matches</div>}
          {options.map((card, i) => (
            // The input keeps focus and drives the options (aria-activedescendant), as a combobox does.
            // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: keys are handled by the input
            <div
              key={card.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={cn(
                'flex cursor-pointer items-baseline justify-between gap-3 px-3 py-1.5 text-sm',
                i === active ? 'bg-brand/10 text-zinc-950' : 'text-zinc-800',
              )}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => choose(card)}
            >
              <span className="min-w-0">
                <span className="font-medium">{card.name}</span>
                {card.id.startsWith('custom:') && (
                  <span className="ml-2 rounded bg-violet-100 px-1 text-xs text-violet-800">Custom</span>
                )}
                <span className="ml-2 text-xs text-zinc-600">{card.typeLine}</span>
              </span>
              {card.manaCost && <ManaCost cost={card.manaCost} className="shrink-0" />}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
