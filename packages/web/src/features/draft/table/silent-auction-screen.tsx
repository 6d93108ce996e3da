import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cardName } from '../draft-card';
import { type ModeScreenProps, seatName } from './mode-screen-props';
import type { ModeView } from './table-api';
import { CardTile, countOf } from './table-cards';

// Silent Auction (ADR 0064): one card at a time is on the block for everyone; each seat bids once, in
// secret, from what is left of its budget. The screen shows the card, the bid form, who has bid (not
// how much: the server never sends it), every seat's budget, and the lots already sold with all bids.

type AuctionView = ModeView<'silent-auction'>;

const waitingFor = (view: AuctionView) =>
  view.table.hasBid.flatMap((b, s) => (b ? [] : [view.seats[s]?.name ?? `Seat ${s + 1}`]));

/** The banner's headline: bid now, or whose bids the lot waits for. */
export function auctionHeadline(view: AuctionView): string {
  const t = view.table;
  if (view.status === 'done') return 'The auction is over.';
  if (view.status !== 'drafting' || !t.lot) return 'Waiting for the auction to start…';
  if (view.mayMove) return `Your bid on lot ${t.lotNumber}`;
  return `You bid ${t.myBid}; waiting for ${waitingFor(view).join(', ')}`;
}

/** The banner's line: the lot, the budget left, and who wins a tie. */
export function auctionDetail(view: AuctionView): string {
  const t = view.table;
  const left = view.seat === null ? '' : ` You have ${t.budgets[view.seat]} left.`;
  return `Lot ${t.lotNumber} of ${t.lots}.${left} Ties go to ${seatName(view, t.tieStart)} first, then on in seat order.`;
}

export function SilentAuctionScreen({ view, canMove, move, lookup }: ModeScreenProps<AuctionView>) {
  const t = view.table;
  const budget = view.seat === null ? 0 : (t.budgets[view.seat] ?? 0);
  const [text, setText] = useState('');
  const amount = Number(text);
  const valid = text.trim() !== '' && Number.isInteger(amount) && amount >= 0 && amount <= budget;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid || !t.lot) return;
    move({ lot: t.lot.id, bid: amount });
    setText('');
  };
  return (
    <section aria-label="Silent Auction table" className="grid content-start gap-4 md:grid-cols-[14rem_1fr]">
      <div className="grid content-start gap-2">
        <h2 className="text-sm font-semibold">
          {t.lot ? `On the block: lot ${t.lotNumber}` : 'No card on the block'}
        </h2>
        {t.lot && (
          <div className="max-w-56" data-testid="auction-lot">
            <CardTile card={t.lot} data={lookup(t.lot.cardId)} />
          </div>
        )}
        {view.mayMove && t.lot && (
          <form onSubmit={submit} className="grid gap-2" aria-label="Your secret bid">
            <label className="grid gap-1 text-sm">
              <span>
                Your bid on {cardName(t.lot, lookup(t.lot.cardId))} (0 to {budget})
              </span>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={budget}
                step={1}
                value={text}
                onChange={(e) => setText(e.target.value)}
                className="rounded-md border border-zinc-300 px-2 py-1"
                data-testid="auction-bid"
              />
            </label>
            {text.trim() !== '' && !valid && (
              <p className="text-sm text-red-700">A bid is a whole number from 0 to {budget}.</p>
            )}
            <Button type="submit" disabled={!canMove || !valid}>
              Bid in secret
            </Button>
          </form>
        )}
        {t.myBid !== null && t.lot && (
          <p className="text-sm text-zinc-700" role="status">
            You bid {t.myBid}. The bids are shown when everyone has bid.
          </p>
        )}
      </div>
      <div className="grid content-start gap-3">
        <section aria-label="Bidders" className="grid gap-1">
          <h2 className="text-sm font-semibold">Bidders</h2>
          <ul className="grid gap-1 text-sm">
            {view.seats.map((s, i) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are fixed for the draft
                key={i}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded border border-zinc-200 px-2 py-1"
              >
                <span className={i === view.seat ? 'font-semibold' : ''}>{seatName(view, i)}</span>
                <span className="text-zinc-600">
                  {t.lot ? (t.hasBid[i] ? 'has bid' : 'thinking') : ''} · {t.budgets[i]} left ·{' '}
                  {countOf(s.poolSize, 'card')}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Lots sold" className="grid gap-1">
          <h2 className="text-sm font-semibold">Lots sold ({t.results.length})</h2>
          {t.results.length === 0 ? (
            <p className="text-sm text-zinc-600">None yet. Each lot's bids are shown here once it is sold.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="auction-results">
                <thead>
                  <tr className="text-zinc-600">
                    <th className="py-1 pr-2 font-medium">Lot</th>
                    <th className="py-1 pr-2 font-medium">Card</th>
                    <th className="py-1 pr-2 font-medium">Won by</th>
                    <th className="py-1 font-medium">Bids</th>
                  </tr>
                </thead>
                <tbody>
                  {t.results.map((r, k) => (
                    <tr key={r.card.id} className="border-t border-zinc-100">
                      <td className="py-1 pr-2">{t.results.length - k}</td>
                      <td className="py-1 pr-2">{cardName(r.card, lookup(r.card.cardId))}</td>
                      <td className="py-1 pr-2">
                        {seatName(view, r.winner)} for {r.bids[r.winner]}
                      </td>
                      <td className="py-1 text-zinc-600">
                        {r.bids.map((b, s) => `${seatName(view, s)} ${b}`).join(', ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      </div>
    </section>
  );
}
