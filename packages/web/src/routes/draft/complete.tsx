import type { Card as CardData } from '@cubewright/core/cards';
import type { DraftCard } from '@cubewright/core/draft';
import { writeDeck } from '@cubewright/core/formats';
import { DndContext, type DragEndEvent, useDraggable, useDroppable } from '@dnd-kit/core';
import { useQuery } from '@tanstack/react-query';
import { Minus, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { ManaCost } from '../../components/card/mana-symbol';
import { Button } from '../../components/ui/button';
import { FormMessage } from '../../components/ui/field';
import { Panel, PanelTitle } from '../../components/ui/panel';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { DeckDownloads } from '../../features/draft/deck-downloads';
import { exportDeckOf } from '../../features/draft/deck-file';
import { getResult, useCardMap } from '../../features/draft/draft-api';
import { cardName } from '../../features/draft/draft-card';
import { DraftLogView } from '../../features/draft/draft-log-view';
import { OtherDecks } from '../../features/draft/other-decks';
import {
  BASIC_NAMES,
  colorCounts,
  curve,
  deckSize,
  sortPool,
  suggestBasics,
} from '../../features/draft/pool';
import { api } from '../../lib/api';

type Zone = 'main' | 'side';
const EMPTY_BASICS = { W: 0, U: 0, B: 0, R: 0, G: 0 };

function CardChip({
  card,
  data,
  zone,
  onMove,
}: {
  card: DraftCard;
  data: CardData | undefined;
  zone: Zone;
  onMove(): void;
}) {
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: card.id, data: { zone } });
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : undefined;
  return (
    <li ref={setNodeRef} style={style} className="list-none">
      <button
        type="button"
        {...attributes}
        {...listeners}
        onClick={onMove}
        aria-label={`${cardName(card, data)}: move to ${zone === 'main' ? 'sideboard' : 'deck'}`}
        className="flex w-full justify-between gap-2 rounded border border-zinc-200 bg-white px-2 py-1 text-left text-sm hover:bg-zinc-50"
      >
        <span>{cardName(card, data)}</span>
        <ManaCost cost={data?.manaCost ?? ''} className="shrink-0" />
      </button>
    </li>
  );
}

function ZoneList({
  zone,
  title,
  cards,
  lookup,
  onMove,
}: {
  zone: Zone;
  title: string;
  cards: DraftCard[];
  lookup: (id: string) => CardData | undefined;
  onMove(id: string): void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: zone });
  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      className={`grid content-start gap-1 rounded-md border p-3 ${isOver ? 'border-brand bg-brand/5' : 'border-zinc-200 bg-zinc-50'}`}
    >
      <h2 className="font-semibold">
        {title} ({cards.length})
      </h2>
      <ul className="grid gap-1" data-testid={`${zone}-list`}>
        {cards.map((c) => (
          <CardChip key={c.id} card={c} data={lookup(c.cardId)} zone={zone} onMove={() => onMove(c.id)} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /draft/complete/:id: build a deck from the pool (click or drag), add basics, export it; then the draft
 * log and everyone else's decks, each in a tab.
 */
export default function DraftComplete() {
  const { id = '' } = useParams();
  const q = useQuery({ queryKey: ['drafts', id, 'result'], queryFn: () => getResult(id), retry: false });
  const mine = q.data && q.data.mySeat !== null ? q.data.seats[q.data.mySeat] : undefined;
  const cards = useCardMap(useMemo(() => mine?.pool.map((c) => c.cardId) ?? [], [mine]));
  const lookup = (cardId: string) => cards.get(cardId);
  const [side, setSide] = useState<Set<string>>(new Set());
  const [basics, setBasics] = useState<Record<string, number>>(EMPTY_BASICS);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});

  useEffect(() => {
    if (!mine?.deck) return;
    setSide(new Set(mine.deck.side));
    setBasics({ ...EMPTY_BASICS, ...mine.deck.basics });
  }, [mine]);

  if (q.isLoading) return <Spinner className="mx-auto mt-10 size-8" />;
  if (q.isError || !mine)
    return (
      <FormMessage error={q.error instanceof Error ? q.error.message : 'No pool for you in this draft'} />
    );
  const pool = sortPool(mine.pool, lookup);
  const main = pool.filter((c) => !side.has(c.id));
  const sideboard = pool.filter((c) => side.has(c.id));
  const move = (cardId: string, to?: Zone) =>
    setSide((s) => {
      const next = new Set(s);
      const toSide = to ? to === 'side' : !next.has(cardId);
      if (toSide) next.add(cardId);
      else next.delete(cardId);
      return next;
    });
  const onDragEnd = (e: DragEndEvent) => {
    if (e.over) move(String(e.active.id), e.over.id as Zone);
  };
  const total = deckSize(main, basics);
  const cubeName = q.data!.draft.cubeName;
  const deck = exportDeckOf(cubeName, main, sideboard, basics, lookup, q.data!.printings);
  const text = writeDeck('txt', deck);
  const curveCounts = curve(main, lookup);
  const colours = colorCounts(main, lookup);
  async function save() {
    try {
      await api(`/api/drafts/${id}/deck`, {
        method: 'PUT',
        body: { main: main.map((c) => c.id), side: sideboard.map((c) => c.id), basics },
      });
      setMessage({ success: 'Deck saved.' });
    } catch (err) {
      setMessage({ error: err instanceof Error ? err.message : String(err) });
    }
  }
  return (
    <Tabs defaultValue="deck" className="mx-auto grid max-w-6xl gap-4">
      <div>
        <h1 className="text-2xl font-semibold">Build your deck</h1>
        <p className="text-zinc-600">{cubeName}: click a card or drag it between deck and sideboard.</p>
      </div>
      <TabsList className="max-w-md">
        <TabsTrigger value="deck">Your deck</TabsTrigger>
        <TabsTrigger value="log">Draft log</TabsTrigger>
        <TabsTrigger value="others">Other decks</TabsTrigger>
      </TabsList>
      <TabsContent value="log" className="mt-0">
        <DraftLogView draftId={id} />
      </TabsContent>
      <TabsContent value="others" className="mt-0">
        <OtherDecks draftId={id} />
      </TabsContent>
      <TabsContent value="deck" className="mt-0 grid gap-4">
        <p role="status" className="text-lg font-semibold" data-testid="deck-size">
          Deck: {total} cards
        </p>
        <DndContext onDragEnd={onDragEnd}>
          <div className="grid gap-4 md:grid-cols-2">
            <ZoneList
              zone="main"
              title="Deck"
              cards={main}
              lookup={lookup}
              onMove={(cid) => move(cid, 'side')}
            />
            <ZoneList
              zone="side"
              title="Sideboard"
              cards={sideboard}
              lookup={lookup}
              onMove={(cid) => move(cid, 'main')}
            />
          </div>
        </DndContext>
        <div className="grid gap-4 md:grid-cols-2">
          <Panel>
            <PanelTitle>Basic lands</PanelTitle>
            <ul className="mt-3 grid gap-2">
              {Object.keys(EMPTY_BASICS).map((c) => (
                <li key={c} className="flex items-center gap-2">
                  <span className="w-24">{BASIC_NAMES[c]}</span>
                  <Button
                    size="icon"
                    variant="outline"
                    aria-label={`Remove a ${BASIC_NAMES[c]}`}
                    onClick={() => setBasics((b) => ({ ...b, [c]: Math.max(0, (b[c] ?? 0) - 1) }))}
                  >
                    <Minus className="size-4" aria-hidden="true" />
                  </Button>
                  <output className="w-6 text-center" aria-label={`${BASIC_NAMES[c]} count`}>
                    {basics[c] ?? 0}
                  </output>
                  <Button
                    size="icon"
                    variant="outline"
                    aria-label={`Add a ${BASIC_NAMES[c]}`}
                    onClick={() => setBasics((b) => ({ ...b, [c]: (b[c] ?? 0) + 1 }))}
                  >
                    <Plus className="size-4" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
            <Button className="mt-3" variant="outline" onClick={() => setBasics(suggestBasics(main, lookup))}>
              Suggest lands (40 cards)
            </Button>
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
            <p className="mt-3 text-sm">
              {Object.entries(colours)
                .map(([c, n]) => `${c} ${n}`)
                .join(' · ')}
            </p>
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
          <FormMessage error={message.error} success={message.success} />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button onClick={() => void save()}>Save deck</Button>
            <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(text)}>
              Copy
            </Button>
          </div>
          <div className="mt-3">
            <DeckDownloads deck={deck} cubeName={cubeName} />
          </div>
        </Panel>
      </TabsContent>
    </Tabs>
  );
}
