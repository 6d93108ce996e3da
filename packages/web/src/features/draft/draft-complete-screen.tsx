import type { Card } from '@cubewright/core/cards';
import { writeDeck } from '@cubewright/core/formats';
import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  MouseSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Redo2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ManaSymbol } from '../../components/card/mana-symbol';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { api } from '../../lib/api';
import { CommentThread } from '../comments/comment-thread';
import { BasicsStepper } from '../deckbuilder/basics-stepper';
import { DraggedCard } from '../deckbuilder/builder-card';
import { type ColumnMode, deckCounts } from '../deckbuilder/deck-columns';
import { DeckZone } from '../deckbuilder/deck-zone';
import { useHistoryKeys } from '../deckbuilder/history-keys';
import { autosaveText, useDeckAutosave } from '../deckbuilder/use-deck-autosave';
import { useDeckBuilder, type Zone } from '../deckbuilder/use-deck-builder';
import { DraftDeckPlaytest } from '../playtest/draft-deck-playtest';
import { StartTournament } from '../records/start-tournament';
import { DeckDownloads } from './deck-downloads';
import { exportDeckOf } from './deck-file';
import type { getResult } from './draft-api';
import { DraftLogView } from './draft-log-view';
import { OtherDecks } from './other-decks';
import { colorCounts, curve } from './pool';

/** What the page has read before the builder shows: the draft's result, the pool's cards, the ratings. */
type DraftResult = Awaited<ReturnType<typeof getResult>>;

export interface DraftCompleteData {
  id: string;
  result: DraftResult;
  /** This user's seat of the result. */
  mine: NonNullable<DraftResult['seats'][number]>;
  cards: Map<string, Card>;
  /** The cards' details or the cube's ratings are still on their way. */
  detailsLoading: boolean;
  ratings: Parameters<typeof useDeckBuilder>[4];
}

/**
 * /draft/complete/:id once its result has arrived (the route, routes/draft/complete.tsx, loads this
 * beside it): build a deck from the pool (click, tap, Enter or a drag moves a card; a suggestion from
 * the bot deck builder; basics), export it; then the draft log and everyone else's decks, each in a tab.
 */
export function DraftCompleteScreen({ id, result, mine, cards, detailsLoading, ratings }: DraftCompleteData) {
  const lookup = (cardId: string) => cards.get(cardId);
  const deck = useDeckBuilder(mine.pool, mine.deck ?? null, cards, detailsLoading, ratings);
  const autosave = useDeckAutosave(
    id,
    { main: deck.main.map((c) => c.id), side: deck.side.map((c) => c.id), basics: deck.basics },
    !detailsLoading,
  );
  const [mode, setMode] = useState<ColumnMode>('cmc');
  const [tab, setTab] = useState('deck');
  useHistoryKeys(tab === 'deck', deck.undo, deck.redo);
  const [dragged, setDragged] = useState<string | null>(null);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  // Mouse only: a press that moves 6 px drags, anything less is a click. Touch taps click (a long
  // press enlarges the card), and the keyboard uses the buttons, so no other sensor is needed.
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 6 } }));

  const { main, side, basics } = deck;
  const byId = (cardId: string) => mine.pool.find((c) => c.id === cardId);
  const onDragStart = (e: DragStartEvent) => setDragged(String(e.active.id));
  const onDragEnd = (e: DragEndEvent) => {
    setDragged(null);
    const card = byId(String(e.active.id));
    if (card && e.over) deck.move(card, e.over.id as Zone);
  };
  const cubeName = result.draft.cubeName;
  const file = exportDeckOf(cubeName, main, side, basics, lookup, result.printings);
  const text = writeDeck('txt', file);
  const counts = deckCounts(main, basics, lookup);
  const curveCounts = curve(main, lookup);
  const colours = colorCounts(main, lookup);
  const draggedCard = dragged ? byId(dragged) : undefined;
  async function save() {
    try {
      await api(`/api/drafts/${id}/deck`, {
        method: 'PUT',
        body: { main: main.map((c) => c.id), side: side.map((c) => c.id), basics },
      });
      setMessage({ success: 'Deck saved.' });
    } catch (err) {
      setMessage({ error: err instanceof Error ? err.message : String(err) });
    }
  }
  return (
    <Tabs value={tab} onValueChange={setTab} className="mx-auto grid max-w-7xl grid-cols-1 gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Build your deck</h1>
        <p className="text-zinc-600">
          {cubeName}: click or tap a card (or press Enter on it) to move it between deck and sideboard, or
          drag it. Arrow keys move between cards; hover, long-press or Z shows a card large; Ctrl+Z undoes.
        </p>
        <StartTournament cubeId={result.draft.cubeId} draftId={id} />
      </div>
      <TabsList className="max-w-lg overflow-x-auto">
        <TabsTrigger value="deck">Your deck</TabsTrigger>
        <TabsTrigger value="playtest">Playtest</TabsTrigger>
        <TabsTrigger value="log">Draft log</TabsTrigger>
        <TabsTrigger value="others">Other decks</TabsTrigger>
        <TabsTrigger value="comments">Comments</TabsTrigger>
      </TabsList>
      <TabsContent value="comments" className="mt-0">
        <CommentThread
          target={{ kind: 'deck', id: `${id}:${result.mySeat}` }}
          title="Comments on your deck"
        />
      </TabsContent>
      <TabsContent value="playtest" className="mt-0">
        {tab === 'playtest' && <DraftDeckPlaytest main={main} basics={basics} lookup={lookup} />}
      </TabsContent>
      <TabsContent value="log" className="mt-0">
        <DraftLogView draftId={id} />
      </TabsContent>
      <TabsContent value="others" className="mt-0">
        <OtherDecks draftId={id} />
      </TabsContent>
      <TabsContent value="deck" className="mt-0 grid min-w-0 grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p role="status" className="text-lg font-semibold" data-testid="deck-size">
            Deck: {deck.size} cards
          </p>
          {detailsLoading && (
            <span className="flex items-center gap-1 text-sm text-zinc-600">
              <Spinner /> Loading card details…
            </span>
          )}
          {/* Disabled until the card details and ratings are in: a click then would only be told to wait. */}
          <Button onClick={deck.suggestDeck} disabled={detailsLoading}>
            Suggest a deck (40 cards)
          </Button>
          <Button variant="outline" onClick={deck.suggestLands} disabled={detailsLoading}>
            Suggest lands (40 cards)
          </Button>
          <Button
            variant="outline"
            aria-disabled={!deck.undoLabel}
            className="aria-disabled:opacity-60"
            onClick={deck.undo}
            title="Ctrl+Z"
          >
            <Undo2 className="size-4" aria-hidden="true" />
            {deck.undoLabel ? `Undo ${deck.undoLabel}` : 'Undo'}
          </Button>
          {deck.redoLabel && (
            <Button variant="outline" onClick={deck.redo} title="Ctrl+Shift+Z or Ctrl+Y">
              <Redo2 className="size-4" aria-hidden="true" />
              Redo {deck.redoLabel}
            </Button>
          )}
          <fieldset className="flex items-center gap-3 text-sm">
            <legend className="float-left mr-2 font-medium">Columns by</legend>
            {(
              [
                ['cmc', 'Mana value'],
                ['color', 'Colour'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="columns"
                  value={value}
                  checked={mode === value}
                  onChange={() => setMode(value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        </div>
        <p role="status" className="min-h-5 text-sm text-zinc-700" data-testid="builder-announce">
          {deck.announcement}
        </p>
        <DndContext sensors={sensors} onDragStart={onDragStart} onDragEnd={onDragEnd}>
          <DeckZone
            zone="main"
            title="Deck"
            cards={main}
            lookup={lookup}
            mode={mode}
            onMove={(c) => deck.move(c, 'side')}
          >
            <p className="text-sm text-zinc-700" data-testid="deck-counts">
              {counts.creatures} creatures · {counts.spells} other spells · {counts.lands} lands
            </p>
          </DeckZone>
          <DeckZone
            zone="side"
            title="Sideboard"
            cards={side}
            lookup={lookup}
            mode={mode}
            onMove={(c) => deck.move(c, 'main')}
          />
          <DragOverlay>
            {draggedCard && <DraggedCard card={draggedCard} data={lookup(draggedCard.cardId)} />}
          </DragOverlay>
        </DndContext>
        <div className="grid gap-4 md:grid-cols-2">
          <Panel>
            <PanelTitle>Basic lands</PanelTitle>
            <div className="mt-3">
              <BasicsStepper basics={basics} onChange={deck.setBasic} />
            </div>
          </Panel>
          <Panel>
            <PanelTitle>Curve and colours</PanelTitle>
            <ol className="mt-3 flex items-end gap-1" aria-label="Mana curve">
              {curveCounts.map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed buckets
                <li key={i} className="flex flex-col items-center text-xs">
                  <span className="w-6 rounded-t bg-brand" style={{ height: `${n * 8}px` }} />
                  {i === 7 ? '7+' : i}: {n}
                </li>
              ))}
            </ol>
            <ul className="mt-3 flex flex-wrap gap-3 text-sm" aria-label="Cards per colour">
              {Object.entries(colours).map(([c, n]) => (
                <li key={c} className="flex items-center gap-1">
                  <ManaSymbol symbol={c} /> {n}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
        <Panel>
          <PanelTitle>Export</PanelTitle>
          <textarea
            readOnly
            aria-label="Deck as text"
            value={text}
            className="mt-3 h-48 w-full rounded-md border border-zinc-300 p-2 font-mono text-xs"
          />
          <p role="status" className="mt-2 text-sm text-zinc-600" data-testid="autosave-status">
            {autosaveText(autosave)}
          </p>
          <FormMessage error={message.error} success={message.success} />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={() => void save()}>Save deck</Button>
            <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(text)}>
              Copy
            </Button>
          </div>
          <div className="mt-3">
            <DeckDownloads deck={file} cubeName={cubeName} />
          </div>
        </Panel>
      </TabsContent>
    </Tabs>
  );
}
