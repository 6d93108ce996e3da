import {
  type Game,
  hypergeometric,
  keep,
  mulligan,
  nextTurn,
  OPENING_HAND_SIZE,
  putOnBottom,
  simulateLandCounts,
  startGame,
} from '@cubewright/core/playtest';
import { createRng, type Rng } from '@cubewright/core/random';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isLand, type PlaytestCard } from './playtest-card';

const LandChart = lazy(() => import('./land-chart'));
const SIMULATED_HANDS = 10_000;

/** A fresh seed per game: the RNG is seeded (core/random), the seed itself need not repeat. */
const newSeed = () => `${Date.now()}-${Math.floor(Math.random() * 1e9)}`;

/** Draw a sample hand, London-mulligan it, keep and play out the first turns; and the deck's land odds. */
export function PlaytestPanel({ deck }: { deck: readonly PlaytestCard[] }) {
  const rng = useRef<Rng>(createRng(newSeed()));
  const [game, setGame] = useState<Game<PlaytestCard>>(() => startGame(deck, rng.current));
  const lands = deck.filter(isLand).length;
  const rows = useMemo(() => {
    // Seeded by the deck's shape, so the same deck always shows the same chart.
    const counts = simulateLandCounts(
      deck.length,
      lands,
      SIMULATED_HANDS,
      createRng('land-odds', deck.length, lands),
    );
    const handSize = Math.min(OPENING_HAND_SIZE, deck.length);
    return counts.map((n, k) => ({
      lands: k,
      simulated: (n / SIMULATED_HANDS) * 100,
      expected: hypergeometric(deck.length, lands, handSize, k) * 100,
    }));
  }, [deck.length, lands]);

  function newHand() {
    rng.current = createRng(newSeed());
    setGame(startGame(deck, rng.current));
  }

  const status = game.kept
    ? `Turn ${game.turn}: ${game.hand.length} cards in hand, ${game.library.length} in the library`
    : game.toBottom > 0
      ? `Mulligan ${game.mulligans}: choose ${game.toBottom} more ${game.toBottom === 1 ? 'card' : 'cards'} to put on the bottom`
      : game.mulligans
        ? `Mulligan ${game.mulligans}: keep ${game.hand.length} or mulligan again`
        : 'Opening hand: keep or mulligan';
  const handLands = game.hand.filter(isLand).length;

  return (
    <div className="grid min-w-0 gap-4">
      <p className="text-sm text-zinc-700" data-testid="playtest-deck">
        {deck.length} cards · {lands} lands
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={newHand}>
          New hand
        </Button>
        <Button variant="outline" onClick={() => setGame(mulligan(game, rng.current))} disabled={game.kept}>
          Mulligan
        </Button>
        <Button onClick={() => setGame(keep(game))} disabled={game.kept || game.toBottom > 0}>
          Keep
        </Button>
        <Button variant="outline" onClick={() => setGame(nextTurn(game))} disabled={!game.kept}>
          Next turn
        </Button>
      </div>
      <p role="status" className="font-medium" data-testid="playtest-status">
        {status}
      </p>
      <section aria-label="Hand" className="grid gap-2">
        <h3 className="text-sm font-semibold text-zinc-700">
          Hand ({game.hand.length}, {handLands} {handLands === 1 ? 'land' : 'lands'})
        </h3>
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7" data-testid="playtest-hand">
          {game.hand.map((card, i) => (
            // A hand holds copies of one card: its place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: cards in hand have no id of their own
            <li key={`${i}-${card.name}`}>
              <HandCard
                card={card}
                drawnOn={game.draws.find((d) => d.card === card)?.turn}
                onBottom={game.toBottom > 0 ? () => setGame(putOnBottom(game, i)) : undefined}
              />
            </li>
          ))}
        </ul>
      </section>
      {game.draws.length > 0 && (
        <ol className="grid gap-1 text-sm" aria-label="Draws by turn">
          {game.draws.map((d) => (
            <li key={d.turn}>
              Turn {d.turn}: drew <strong>{d.card.name}</strong>
            </li>
          ))}
        </ol>
      )}
      <section aria-label="Land odds" className="grid gap-1">
        <h3 className="text-sm font-semibold text-zinc-700">Lands in opening hands</h3>
        <Suspense fallback={<Spinner />}>
          <LandChart rows={rows} hands={SIMULATED_HANDS} />
        </Suspense>
      </section>
    </div>
  );
}

function HandCard({
  card,
  drawnOn,
  onBottom,
}: {
  card: PlaytestCard;
  drawnOn?: number;
  onBottom?: () => void;
}) {
  const body = (
    <>
      <span className="flex items-start justify-between gap-1">
        <span className="font-medium leading-tight">{card.name}</span>
        <span className="shrink-0 font-mono text-xs text-zinc-600">{card.manaCost}</span>
      </span>
      <span className="text-xs text-zinc-600">{card.typeLine}</span>
      {drawnOn !== undefined && <span className="text-xs text-indigo-700">drawn turn {drawnOn}</span>}
    </>
  );
  const tile = `grid h-full w-full content-start gap-1 rounded-md border p-2 text-left text-sm ${
    isLand(card) ? 'border-amber-300 bg-amber-50' : 'border-zinc-300 bg-white'
  }`;
  return onBottom ? (
    <button
      type="button"
      className={`${tile} hover:border-zinc-900`}
      onClick={onBottom}
      aria-label={`Put ${card.name} on the bottom`}
    >
      {body}
    </button>
  ) : (
    <div className={tile}>{body}</div>
  );
}
