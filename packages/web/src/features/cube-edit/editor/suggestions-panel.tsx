import type { SuggestedCard, SuggestionsResponse } from '@cubewright/core/protocol';
// From the zod-free module: this panel is on the edit page's first load (bench:cube-page).
import { SUGGESTION_COLORS, SUGGESTION_TYPES } from '@cubewright/core/protocol/suggestion-filters';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { CardLink } from '../../../components/card/card-link';
import { Button } from '../../../components/ui/button';
import { FormMessage } from '../../../components/ui/field';
import { Panel, PanelDescription, PanelTitle } from '../../../components/ui/panel';
import { api } from '../../../lib/api';
import { failureText } from '../edit-api';

// "Suggestions": cards to add and cut, read from the public cubes most like this one (ADR 0032). The
// server computes them in the background, so while it reports "computing" or "stale" this polls.

const COLOR_NAMES: Record<(typeof SUGGESTION_COLORS)[number], string> = {
  W: 'White',
  U: 'Blue',
  B: 'Black',
  R: 'Red',
  G: 'Green',
  C: 'Colourless',
  M: 'Multicoloured',
};
const SHOWN = 15;

interface Props {
  cubeId: string;
  /** Card ids on the main board as staged now: adds already there and cuts already gone are hidden. */
  staged: ReadonlySet<string>;
  onAdd(card: SuggestedCard): void;
  onCut(card: SuggestedCard): void;
}

export function SuggestionsPanel({ cubeId, staged, onAdd, onCut }: Props) {
  const [color, setColor] = useState('');
  const [type, setType] = useState('');
  const colorId = useId();
  const typeId = useId();
  const params = new URLSearchParams({ ...(color && { color }), ...(type && { type }) }).toString();
  const query = useQuery({
    queryKey: ['cubes', cubeId, 'suggestions', color, type],
    queryFn: () =>
      api<SuggestionsResponse>(
        `/api/cubes/${encodeURIComponent(cubeId)}/suggestions${params ? `?${params}` : ''}`,
      ),
    refetchInterval: (q) => (q.state.data && q.state.data.status === 'ready' ? false : 2000),
  });
  const data = query.data;
  // The cube page's "Suggestions" button opens the editor at #suggestions: bring the panel into view.
  const panelRef = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#suggestions') panelRef.current?.scrollIntoView({ block: 'start' });
  }, [hash]);
  const adds = data?.adds.filter((c) => !staged.has(c.cardId)).slice(0, SHOWN) ?? [];
  const cuts = data?.cuts.filter((c) => staged.has(c.cardId)).slice(0, SHOWN) ?? [];
  const select = 'h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm';
  return (
    <Panel ref={panelRef} id="suggestions" aria-labelledby={`${colorId}-title`} className="p-4">
      <PanelTitle id={`${colorId}-title`}>Suggestions</PanelTitle>
      <PanelDescription>From the public cubes most like yours.</PanelDescription>
      <div className="mt-3 flex flex-wrap gap-2">
        <label htmlFor={colorId} className="sr-only">
          Colour
        </label>
        <select id={colorId} value={color} onChange={(e) => setColor(e.target.value)} className={select}>
          <option value="">Any colour</option>
          {SUGGESTION_COLORS.map((c) => (
            <option key={c} value={c}>
              {COLOR_NAMES[c]}
            </option>
          ))}
        </select>
        <label htmlFor={typeId} className="sr-only">
          Type
        </label>
        <select id={typeId} value={type} onChange={(e) => setType(e.target.value)} className={select}>
          <option value="">Any type</option>
          {SUGGESTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {t[0]?.toUpperCase()}
              {t.slice(1)}
            </option>
          ))}
        </select>
      </div>
      {query.isError && <FormMessage error={failureText(query.error)} />}
      {data?.status === 'computing' && (
        <p role="status" className="mt-3 text-sm text-zinc-700">
          Comparing your cube with the public cubes…
        </p>
      )}
      {data?.note && <p className="mt-3 text-sm text-amber-800">{data.note}</p>}
      {data && data.status !== 'computing' && (
        <>
          <SuggestionList title="Add" cards={adds} action="Stage add" onPick={onAdd} />
          <SuggestionList title="Cut" cards={cuts} action="Stage cut" onPick={onCut} />
        </>
      )}
    </Panel>
  );
}

function SuggestionList(props: {
  title: string;
  cards: SuggestedCard[];
  action: string;
  onPick(card: SuggestedCard): void;
}) {
  return (
    <section className="mt-3">
      <h3 className="text-sm font-semibold text-zinc-900">{props.title}</h3>
      {props.cards.length === 0 ? (
        <p className="text-sm text-zinc-600">Nothing to suggest here.</p>
      ) : (
        <ul className="mt-1 grid gap-1.5">
          {props.cards.map((c) => (
            <li key={c.cardId} className="flex items-center justify-between gap-2 text-sm">
              <span>
                {/* A new tab, so following a card never leaves staged changes behind. */}
                <CardLink cardId={c.cardId} target="_blank" className="font-medium text-brand-dark">
                  {c.name}
                </CardLink>
                <span className="block text-xs text-zinc-600">{c.reason}</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                aria-label={`${props.action}: ${c.name}`}
                onClick={() => props.onPick(c)}
              >
                {props.title}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
